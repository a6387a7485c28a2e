// A remote's origin keeps two releases: the current one and the one before it. A page opened before a redeploy
// still loads the chunks of the build it started with (they vanish one release later, not at once). The pointer
// file is replaced atomically, so a request sees either the old pair or the new one.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export interface ReleasePointer {
  current: string;
  previous?: string;
}

const POINTER = 'releases.json';
const RELEASE_ID = /^[0-9a-f]{16}$/;

/** The releases being served, or undefined before the first deploy. */
export function readReleases(releasesDir: string): ReleasePointer | undefined {
  const file = path.join(releasesDir, POINTER);
  if (!existsSync(file)) return undefined;
  const pointer = JSON.parse(readFileSync(file, 'utf8')) as ReleasePointer;
  return RELEASE_ID.test(pointer.current) ? pointer : undefined;
}

/** A build's identity: the hash of its entry files, so deploying the same build twice changes nothing. */
export function releaseIdOf(distDir: string): string {
  const hash = createHash('sha256');
  for (const entry of ['mf-manifest.json', 'remoteEntry.js']) {
    const file = path.join(distDir, entry);
    if (!existsSync(file)) throw new Error(`${distDir} is not a built remote: ${entry} is missing`);
    hash.update(entry).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes the build in `distDir` the current release; the release that was current stays as the previous one, and
 * every older one is removed. Returns the release id.
 */
export function deployRelease(distDir: string, releasesDir: string): string {
  const id = releaseIdOf(distDir);
  mkdirSync(releasesDir, { recursive: true });
  const before = readReleases(releasesDir);
  if (before?.current === id) return id;
  const target = path.join(releasesDir, id);
  if (!existsSync(target)) {
    const staging = `${target}.staging`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(distDir, staging, { recursive: true });
    renameSync(staging, target);
  }
  const pointer: ReleasePointer = before ? { current: id, previous: before.current } : { current: id };
  const tmp = path.join(releasesDir, `${POINTER}.tmp`);
  writeFileSync(tmp, JSON.stringify(pointer));
  renameSync(tmp, path.join(releasesDir, POINTER));
  for (const entry of readdirSync(releasesDir)) {
    if (RELEASE_ID.test(entry) && entry !== pointer.current && entry !== pointer.previous) {
      rmSync(path.join(releasesDir, entry), { recursive: true, force: true });
    }
  }
  return id;
}
