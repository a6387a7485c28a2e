import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { deployRelease, readReleases } from './releases';
import { createStaticOrigin, releasePathOf } from './static-origin';

let work: string;
let releasesDir: string;
let server: Server;
let base: string;

function build(name: string, chunk: string): string {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ build: name }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${name} */`);
  writeFileSync(path.join(dist, 'static', 'js', chunk), `/* chunk of ${name} */`);
  return dist;
}

beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'callops-origin-'));
  releasesDir = path.join(work, 'releases');
  server = createStaticOrigin(releasesDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('releases', () => {
  it('keeps the current and the previous release, removes older ones, and ignores a build deployed again', () => {
    const one = deployRelease(build('one', 'a.11111111.js'), releasesDir);
    expect(deployRelease(path.join(work, 'one'), releasesDir)).toBe(one);
    expect(readReleases(releasesDir)).toEqual({ current: one });
    const two = deployRelease(build('two', 'b.22222222.js'), releasesDir);
    const three = deployRelease(build('three', 'c.33333333.js'), releasesDir);
    expect(readReleases(releasesDir)).toEqual({ current: three, previous: two });
    expect(readdirSync(releasesDir).sort()).toEqual([three, two, 'releases.json'].sort());
    expect(existsSync(path.join(releasesDir, one))).toBe(false);
  });

  it('refuses a folder that is not a built remote', () => {
    mkdirSync(path.join(work, 'empty'));
    expect(() => deployRelease(path.join(work, 'empty'), releasesDir)).toThrow(/mf-manifest.json is missing/);
  });
});

describe('serving', () => {
  it('answers 404 in the envelope before the first release', async () => {
    const res = await fetch(`${base}/mf-manifest.json`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found', detail: null });
  });

  it('serves the current build, and chunks only the previous build has (a page opened before the redeploy)', async () => {
    deployRelease(build('one', 'a.11111111.js'), releasesDir);
    deployRelease(build('two', 'b.22222222.js'), releasesDir);
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ build: 'two' });
    expect(manifest.headers.get('x-release')).toBe(readReleases(releasesDir)?.current);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const oldChunk = await fetch(`${base}/static/js/a.11111111.js`);
    expect(oldChunk.status).toBe(200);
    expect(await oldChunk.text()).toBe('/* chunk of one */');
    expect(oldChunk.headers.get('x-release')).toBe(readReleases(releasesDir)?.previous);
    expect(oldChunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    deployRelease(build('three', 'c.33333333.js'), releasesDir);
    expect((await fetch(`${base}/static/js/a.11111111.js`)).status).toBe(404);
    expect((await fetch(`${base}/static/js/b.22222222.js`)).status).toBe(200);
  });

  it('sends the brotli copy to a browser that takes it, and the plain file otherwise', async () => {
    const dist = build('one', 'a.11111111.js');
    const text = 'x'.repeat(4000);
    writeFileSync(path.join(dist, 'remoteEntry.js'), text);
    writeFileSync(path.join(dist, 'remoteEntry.js.br'), brotliCompressSync(text));
    deployRelease(dist, releasesDir);
    const compressed = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(await compressed.text()).toBe(text);
    const plain = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers HEAD without a body and refuses writes', async () => {
    deployRelease(build('one', 'a.11111111.js'), releasesDir);
    const head = await fetch(`${base}/remoteEntry.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${base}/remoteEntry.js`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never leaves the release folder', async () => {
    deployRelease(build('one', 'a.11111111.js'), releasesDir);
    expect(releasePathOf('/../releases.json')).toBe('releases.json');
    expect(releasePathOf('/%2e%2e/%2e%2e/etc/passwd')).toBe('etc/passwd');
    expect(releasePathOf('/a%00b')).toBeUndefined();
    expect(releasePathOf('/%E0%A4%A')).toBeUndefined();
    expect(releasePathOf('/static/')).toBeUndefined();
    for (const url of ['/..%2f..%2freleases.json', '/%2e%2e/releases.json', '/static/', '/a%00b']) {
      expect((await fetch(`${base}${url}`)).status).toBe(404);
    }
  });
});
