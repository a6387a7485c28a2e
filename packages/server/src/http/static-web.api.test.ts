import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { EARLY_READS_SCRIPT, EARLY_READS_SCRIPT_SOURCE } from './early-reads';

function writeFile(root: string, rel: string, content: string) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('serving the built console', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'callops-web-'));
    writeFile(
      webRoot,
      'host/dist/index.html',
      '<!doctype html><html><head><title>CallOps</title></head><body></body></html>',
    );
    writeFile(webRoot, 'host/dist/static/js/main.0123abcd.js', 'console.log(1)');
    writeFile(webRoot, 'remotes/settings/dist/remoteEntry.js', 'var remote = 1;');
    writeFile(webRoot, 'remotes/settings/dist/mf-manifest.json', '{}');
    writeFile(webRoot, 'remotes/settings/dist/static/js/page.89abcdef.js', 'page()');
    writeFile(webRoot, 'remotes/leads-crm/dist/remoteEntry.js', 'var dev = 1;');
    writeFile(
      webRoot,
      'remotes/calling-ops/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './manifest', assets: { js: { sync: ['expose.0a1b.js'], async: ['page.2c3d.js'] } } },
        ],
      }),
    );
    writeFile(
      webRoot,
      'remotes/calling-ops/dist/route-pages.json',
      JSON.stringify({ '/': ['dash.5e6f.js'] }),
    );
    // Served by its own dev server: the page names none of its files.
    writeFile(
      webRoot,
      'remotes/calendar-voice/dist/mf-manifest.json',
      readFileSync(path.join(webRoot, 'remotes/calling-ops/dist/mf-manifest.json')).toString(),
    );
    t = await createTestApp({
      env: { WEB_ROOT: webRoot, REMOTE_ENTRY_CALENDAR_VOICE: 'http://localhost:3002/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the host at / without caching it, with the console config inlined so the page needs no request for it', async () => {
    const res = await t.call({ method: 'GET', url: '/', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>CallOps</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const inline =
      /^<!doctype html><html><head><script id="callops-console-config" type="application\/json">(.*?)<\/script>/.exec(
        res.body,
      );
    const served = await t.call({ method: 'GET', url: '/console-config.json', as: null });
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(served.json());
    // The same page for every client route; only what it loads and reads ahead for that page differs (next tests).
    const route = await t.call({ method: 'GET', url: '/jobs', as: null, headers: { accept: 'text/html' } });
    const pageOnly = (html: string) =>
      html
        .replace(/<link rel="preload"[^>]*>/g, '')
        .replace(/<script id="callops-early-reads".*?<\/script>/, '');
    expect(pageOnly(route.body)).toBe(pageOnly(res.body));
  });

  it("hints the opening page's remote files at the end of the head, so they load beside the host's code", async () => {
    const page = async (url: string) =>
      (await t.call({ method: 'GET', url, as: null, headers: { accept: 'text/html' } })).body;
    const dashboard = await page('/?tab=7d');
    expect(dashboard).toContain(
      '<title>CallOps</title><link rel="preload" href="/remotes/calling-ops/mf-manifest.json" as="fetch" crossorigin><link rel="preload" href="/remotes/calling-ops/remoteEntry.js" as="script"><link rel="preload" href="/remotes/calling-ops/expose.0a1b.js" as="script"><link rel="preload" href="/remotes/calling-ops/dash.5e6f.js" as="script"></head>',
    );
    // The remote's other pages are not the opening page's.
    expect(dashboard).not.toContain('page.2c3d.js');
    // A manifest with nothing to name, a remote served elsewhere, a path that is no page: no hints.
    for (const url of ['/settings/profile', '/voice', '/signin'])
      expect(await page(url)).not.toContain('rel="preload"');
  });

  it("starts the session check and the opening page's reads first thing in the head, by a script the CSP allows", async () => {
    const page = async (url: string) =>
      t.call({ method: 'GET', url, as: null, headers: { accept: 'text/html' } });
    const dashboard = await page('/?tab=7d');
    expect(dashboard.body).toContain(
      `</script><script id="callops-early-reads" type="application/json">{"session":"/api/v1/auth/me","reads":["/api/v1/jobs/active","/api/v1/dashboard/stats/combined"]}</script><script>${EARLY_READS_SCRIPT}</script><title>CallOps</title>`,
    );
    const scriptSrc = /script-src ([^;]*)/.exec(String(dashboard.headers['content-security-policy']))?.[1];
    // This app loads one remote from a dev server: its origin is the only other source.
    expect(scriptSrc?.split(' ')).toEqual(["'self'", EARLY_READS_SCRIPT_SOURCE, 'http://localhost:3002']);
    expect((await page('/users')).body).toContain('>{"session":"/api/v1/auth/me","reads":[]}</script>');
    // The calendar callback needs no sign-in: nothing is read ahead.
    expect((await page('/auth/calendar/callback')).body).not.toContain('callops-early-reads');
  });

  it("answers the opening page's reads into the page for a request with a valid page cookie, and never writes the token", async () => {
    const page = (url: string, cookie?: string) =>
      t.call({
        method: 'GET',
        url,
        as: null,
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    const token = t.tokens.viewer;
    const signedIn = await page('/', `theme=dark; callops_page_token=${encodeURIComponent(token)}`);
    const block = /<script id="callops-page-answers" type="application\/json">(.*?)<\/script>/.exec(
      signedIn.body,
    );
    const answers = JSON.parse(block?.[1] ?? 'null') as Record<string, unknown>;
    // The same answers the browser's own reads get.
    for (const url of ['/api/v1/auth/me', '/api/v1/jobs/active', '/api/v1/dashboard/stats/combined']) {
      const own = await t.call({ method: 'GET', url, as: 'viewer' });
      expect(answers[url]).toEqual(own.json());
    }
    // Before the script that takes them; the page is the user's alone.
    expect(signedIn.body.indexOf('<script id="callops-page-answers"')).toBeLessThan(
      signedIn.body.indexOf('<script>'),
    );
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).not.toContain(token);
    // A read the role may not make is left out (the audit log's facets are for admins).
    const auditLog = await page('/settings/audit-log', `callops_page_token=${token}`);
    expect(auditLog.body).toContain('"/api/v1/auth/me":');
    expect(auditLog.body).not.toContain('"/api/v1/audit-log/facets":');
    // No cookie, a forged or expired token, a public page: nothing is answered, the page may be kept.
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', `callops_page_token=${forged}`],
      ['/', 'callops_page_token=opaque'],
      ['/auth/calendar/callback', `callops_page_token=${token}`],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.body).not.toContain('<script id="callops-page-answers"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/jobs', '/settings/profile', '/data/latest-calls?x=1']) {
      const res = await t.call({ method: 'GET', url, as: null, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('never falls back for the API, the remotes or a missing asset file', async () => {
    for (const url of [
      '/api/v1/unknown',
      '/remotes/settings/static/js/missing.11111111.js',
      '/static/js/missing.js',
      '/remotes/nope/remoteEntry.js',
    ]) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers paths that try to leave the web root with the envelope, never a file', async () => {
    // Plain dots are resolved by the URL itself: this is the client route /etc/passwd, so the console's page.
    const resolved = await t.call({ method: 'GET', url: '/remotes/settings/../../../etc/passwd', as: null });
    expect(resolved.body).toContain('<title>CallOps</title>');
    for (const url of [
      '/remotes/settings/..%2f..%2f..%2fpackage.json',
      '/remotes/settings/%2e%2e/%2e%2e/host/dist/index.html',
      '/static/..%5c..%5cpackage.json',
    ]) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.any(String),
        request_id: expect.any(String),
      });
    }
  });

  it('serves remotes with entry files revalidated and hashed chunks immutable', async () => {
    const entry = await t.call({ method: 'GET', url: '/remotes/settings/remoteEntry.js', as: null });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.call({
      method: 'GET',
      url: '/remotes/settings/static/js/page.89abcdef.js',
      as: null,
    });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the built brotli or gzip copy to a browser that takes it, the file itself otherwise', async () => {
    const original = 'chunk();'.repeat(400);
    writeFile(webRoot, 'remotes/settings/dist/static/js/big.0a1b2c3d.js', original);
    writeFileSync(
      path.join(webRoot, 'remotes/settings/dist/static/js/big.0a1b2c3d.js.br'),
      brotliCompressSync(original),
    );
    writeFileSync(
      path.join(webRoot, 'remotes/settings/dist/static/js/big.0a1b2c3d.js.gz'),
      gzipSync(original),
    );
    const url = '/remotes/settings/static/js/big.0a1b2c3d.js';

    const br = await t.call({
      method: 'GET',
      url,
      as: null,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await t.call({ method: 'GET', url, as: null, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

    const plain = await t.call({ method: 'GET', url, as: null });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('compresses JSON answers above 1 KB and leaves small ones as they are', async () => {
    const headers = { 'accept-encoding': 'br' };
    const big = await t.call({ method: 'GET', url: '/api/docs/openapi.json', as: null, headers });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.call({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.username).toBe('admin1');
  });

  it('picks up a remote rebuilt in place without a restart', async () => {
    writeFile(webRoot, 'remotes/settings/dist/remoteEntry.js', 'var remote = 2;');
    writeFile(webRoot, 'remotes/settings/dist/static/js/page.fedcba98.js', 'page2()');
    expect((await t.call({ method: 'GET', url: '/remotes/settings/remoteEntry.js', as: null })).body).toBe(
      'var remote = 2;',
    );
    expect(
      (await t.call({ method: 'GET', url: '/remotes/settings/static/js/page.fedcba98.js', as: null }))
        .statusCode,
    ).toBe(200);
  });
});

describe('serving in production mode', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'callops-web-'));
    writeFile(webRoot, 'host/dist/index.html', '<!doctype html>');
    writeFile(webRoot, 'remotes/leads-crm/dist/remoteEntry.js', 'var dev = 1;');
    t = await createTestApp({ env: { WEB_ROOT: webRoot, APP_MODE: 'production' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('does not serve the development-only remotes', async () => {
    const res = await t.call({ method: 'GET', url: '/remotes/leads-crm/remoteEntry.js', as: null });
    expect(res.statusCode).toBe(404);
  });
});
