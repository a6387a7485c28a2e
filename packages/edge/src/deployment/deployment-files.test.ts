// The files Docker would use, checked without Docker (images cannot be pulled on these machines):
// docker-compose.yml against the Compose specification's JSON schema (compose-spec.schema.json, from
// github.com/compose-spec/compose-spec schema/compose-spec.json at 170098ba, Apache-2.0), the topology it promises,
// every path each Dockerfile copies from its build context, and the Node each image runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import composeSchema from './compose-spec.schema.json';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  env_file?: string;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification', () => {
    // The schema's string formats (durations, ports) are Compose's own; the structure is what is checked here.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
    const validate = ajv.compile(composeSchema);
    // Compose resolves YAML merge keys (`<<: *remote`) before it validates, as `compose` was parsed above.
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The check bites: a misspelt key or a wrong type is refused.
    expect(validate({ ...compose, services: { server: { biuld: '.' } } })).toBe(false);
    expect(validate({ ...compose, services: { server: { deploy: { replicas: { count: 2 } } } } })).toBe(
      false,
    );
  });

  it('runs two server replicas on one PostgreSQL with a volume, each behind the proxy that it trusts', () => {
    const { postgres } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:15/);
    expect(postgres?.volumes?.some((v) => v.startsWith('pgdata:'))).toBe(true);
    for (const name of ['server-1', 'server-2']) {
      const server = compose.services[name];
      expect(server?.build?.dockerfile).toBe('packages/server/Dockerfile');
      expect(server?.environment?.APP_MODE).toBe('production');
      expect(server?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
      // One hop: the proxy's own X-Forwarded-For entry, the address it saw.
      expect(server?.environment?.TRUST_PROXY).toBe('1');
      expect(server?.env_file).toBe('.env');
    }
  });

  it('gives each production remote its own service and Dockerfile, and names no development-only remote', () => {
    for (const name of ['calling-ops', 'calendar-voice', 'settings']) {
      expect(compose.services[`remote-${name}`]?.build?.dockerfile).toBe(`remotes/${name}/Dockerfile`);
    }
    // Anywhere in the configuration (its comments may explain why they are absent).
    expect(JSON.stringify(compose)).not.toMatch(/leads-crm|dev-tools/);
  });

  it('has one entry point, the proxy, with the committed Caddyfile, every replica and every remote release', () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    const proxy = compose.services.proxy as ComposeService;
    // The version the topology test runs, from Debian's package (scripts/caddy.mjs).
    expect(proxy.image).toBe('caddy:2.6.2-alpine');
    expect(proxy.environment?.SERVER_UPSTREAMS?.split(' ')).toEqual(['server-1:8080', 'server-2:8080']);
    expect(proxy.volumes).toContain('./deploy/caddy/Caddyfile:/etc/caddy/Caddyfile:ro');
    for (const name of ['calling-ops', 'calendar-voice', 'settings']) {
      expect(proxy.volumes).toContain(`${name}-releases:/srv/releases/${name}:ro`);
      expect(compose.services[`remote-${name}`]?.volumes).toEqual([`${name}-releases:/srv/releases`]);
    }
    expect(proxy.ports?.map((port) => port.split(':').at(-1))).toEqual(['443', '80']);
  });

  it('takes its secrets from .env, of which only the example is committed, with every variable compose uses', () => {
    const example = read('.env.example');
    const declared = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
    const used = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
    for (const name of used) expect(declared).toContain(name);
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'SECRET_KEY', 'ADMIN_PASSWORD']) {
      expect(example).toMatch(new RegExp(`^${secret}=$`, 'm'));
    }
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });
});

describe('Dockerfiles', () => {
  const builds = Object.entries(compose.services).flatMap(([name, service]) =>
    service.build ? [{ name, ...service.build }] : [],
  );
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it.each(builds)('$name: every path it copies exists in its build context and is not ignored', (build) => {
    const dockerfile = read(build.dockerfile);
    const context = path.join(ROOT, build.context);
    const copies = [...dockerfile.matchAll(/^(?:COPY|ADD)\s+(?!--from)(?:--\S+\s+)*(.+)$/gm)].flatMap((m) => {
      const parts = (m[1] as string).trim().split(/\s+/);
      return parts.slice(0, -1);
    });
    expect(copies.length).toBeGreaterThan(0);
    for (const source of copies) {
      expect({ source, exists: existsSync(path.join(context, source)) }).toEqual({ source, exists: true });
      expect(ignored).not.toContain(source.replace(/^\.\//, ''));
    }
  });

  it.each(builds)('$name: builds in stages on a supported Node LTS and runs as a non-root user', (build) => {
    const dockerfile = read(build.dockerfile);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    for (const [, image] of dockerfile.matchAll(/^FROM (\S+)/gm)) expect(image).toMatch(/^node:24-/);
    expect(dockerfile).toMatch(/install --frozen-lockfile/);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER node$/m);
  });

  it('starts the API server with the Node flags every other launch of it uses (node-flags.json)', () => {
    const { flags } = JSON.parse(read('packages/server/node-flags.json')) as { flags: string[] };
    expect(flags.length).toBeGreaterThan(0);
    const cmd = /^CMD (\[.*\])$/m.exec(read('packages/server/Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...flags, 'dist/main.js']);
    const serverPackage = JSON.parse(read('packages/server/package.json')) as { scripts: { start: string } };
    expect(serverPackage.scripts.start).toBe(['node', ...flags, 'dist/main.js'].join(' '));
  });
});
