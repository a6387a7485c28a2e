// deploy/kubernetes/ checked without a cluster: every manifest against the Kubernetes schemas of its kind
// (kubernetes-models), and what the manifests promise each other (probes, selectors, backends, secrets).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';

const DIR = path.resolve(__dirname, '..', '..', '..', '..', 'deploy', 'kubernetes');
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
};

// biome-ignore lint/suspicious/noExplicitAny: manifests are read as plain YAML, then checked by the schemas.
type Manifest = any;
const kustomization = parse(readFileSync(path.join(DIR, 'kustomization.yaml'), 'utf8')) as {
  resources: string[];
  configMapGenerator: { name: string; files: string[] }[];
};
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(DIR, file), 'utf8')).map((doc) => doc.toJS()),
);
const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((m) => m.metadata.name === name);
const validate = (manifest: Manifest) => {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`No schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest as never).validate();
};

describe('deploy/kubernetes', () => {
  it('lists every manifest file in its kustomization', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it.each(manifests.map((m) => [`${m.kind} ${m.metadata?.name}`, m]))(
    '%s is valid against the Kubernetes schema',
    (_, manifest) => {
      expect(() => validate(manifest)).not.toThrow();
    },
  );

  it('the schema check bites: a misspelt field or a wrong type is refused', () => {
    const server = named('Deployment', 'callops-server');
    expect(() => validate({ ...server, spec: { ...server.spec, replicas: 'two' } })).toThrow();
    const probe = {
      ...server.spec.template.spec.containers[0],
      readinessProbe: { httpGet: { path: '/health' } },
    };
    expect(() =>
      validate({
        ...server,
        spec: { ...server.spec, template: { ...server.spec.template, spec: { containers: [probe] } } },
      }),
    ).toThrow();
  });

  it('runs the server with readiness and liveness probes, a disruption budget and an autoscaler of up to ten', () => {
    const server = named('Deployment', 'callops-server');
    const container = server.spec.template.spec.containers[0];
    expect(container.readinessProbe.httpGet.path).toBe('/health');
    expect(container.livenessProbe.httpGet.path).toBe('/health/live');
    const labels = server.spec.template.metadata.labels;
    expect(labels).toMatchObject(named('PodDisruptionBudget', 'callops-server').spec.selector.matchLabels);
    expect(named('PodDisruptionBudget', 'callops-server').spec.minAvailable).toBe(1);
    const hpa = named('HorizontalPodAutoscaler', 'callops-server').spec;
    expect(hpa.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'callops-server' });
    expect([hpa.minReplicas, hpa.maxReplicas]).toEqual([2, 10]);
    expect(server.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
  });

  it('references its secrets and never embeds one', () => {
    expect(ofKind('Secret')).toEqual([]);
    const env = named('Deployment', 'callops-server').spec.template.spec.containers[0].env as {
      name: string;
      value?: string;
      valueFrom?: { secretKeyRef?: { name: string } };
    }[];
    for (const secret of ['DATABASE_URL', 'JWT_SECRET', 'SECRET_KEY', 'ADMIN_PASSWORD']) {
      const variable = env.find((e) => e.name === secret);
      expect({ secret, from: variable?.valueFrom?.secretKeyRef?.name, value: variable?.value }).toEqual({
        secret,
        from: 'callops-secrets',
        value: undefined,
      });
    }
    for (const ingress of ofKind('Ingress')) expect(ingress.spec.tls[0].secretName).toBe('callops-tls');
  });

  it("serves each production remote from its own image's release, and names no development-only remote", () => {
    for (const name of ['calling-ops', 'calendar-voice', 'settings']) {
      const origin = named('Deployment', `callops-remote-${name}`).spec.template.spec;
      expect(origin.initContainers[0].image).toMatch(new RegExp(`^callops/remote-${name}:`));
      expect(origin.containers[0].image).toBe('caddy:2.6.2-alpine');
    }
    const text = kustomization.resources.map((file) => readFileSync(path.join(DIR, file), 'utf8')).join('\n');
    expect(text).not.toMatch(/leads-crm|dev-tools/);
    expect(kustomization.configMapGenerator[0]?.files).toEqual(['remote-origin/Caddyfile']);
  });

  it('routes every Ingress path to a Service that selects pods a Deployment runs', () => {
    const podLabels = ofKind('Deployment').map((d) => d.spec.template.metadata.labels);
    const backends = ofKind('Ingress').flatMap((i) =>
      i.spec.rules.flatMap((r: Manifest) => r.http.paths.map((p: Manifest) => p.backend.service.name)),
    );
    expect(backends.length).toBe(4);
    for (const name of backends) {
      const service = named('Service', name);
      expect({ name, found: !!service }).toEqual({ name, found: true });
      expect(
        podLabels.some((labels) => Object.entries(service.spec.selector).every(([k, v]) => labels[k] === v)),
      ).toBe(true);
    }
  });
});
