import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployRelease, readReleases } from './releases';

let work: string;
let releasesDir: string;

function build(name: string, chunk: string): string {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ build: name }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${name} */`);
  writeFileSync(path.join(dist, 'static', 'js', chunk), `/* chunk of ${name} */`);
  return dist;
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'callops-release-'));
  releasesDir = path.join(work, 'releases');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('releases', () => {
  it('has none before the first deploy', () => {
    expect(readReleases(releasesDir)).toBeUndefined();
  });

  it('keeps the current and the previous release behind their links, removes older ones, and ignores a build deployed again', () => {
    const one = deployRelease(build('one', 'a.11111111.js'), releasesDir);
    expect(deployRelease(path.join(work, 'one'), releasesDir)).toBe(one);
    expect(readReleases(releasesDir)).toEqual({ current: one });
    const two = deployRelease(build('two', 'b.22222222.js'), releasesDir);
    expect(readReleases(releasesDir)).toEqual({ current: two, previous: one });
    const three = deployRelease(build('three', 'c.33333333.js'), releasesDir);
    expect(readReleases(releasesDir)).toEqual({ current: three, previous: two });
    expect(readdirSync(releasesDir).sort()).toEqual([three, two, 'current', 'previous'].sort());
    expect(readlinkSync(path.join(releasesDir, 'current'))).toBe(three);
    // What the proxy reads through the links: the current build, and a chunk only the previous one has.
    expect(existsSync(path.join(releasesDir, 'current', 'static', 'js', 'c.33333333.js'))).toBe(true);
    expect(existsSync(path.join(releasesDir, 'previous', 'static', 'js', 'b.22222222.js'))).toBe(true);
    expect(existsSync(path.join(releasesDir, one))).toBe(false);
  });

  it('refuses a folder that is not a built remote, changing nothing', () => {
    mkdirSync(path.join(work, 'empty'));
    expect(() => deployRelease(path.join(work, 'empty'), releasesDir)).toThrow(/mf-manifest.json is missing/);
    expect(existsSync(releasesDir)).toBe(false);
  });
});
