// A remote's releases folder, as the proxy serves it (deploy/caddy/Caddyfile): one folder per build, and two links,
// `current` and `previous`. A page opened before a redeploy still loads the chunks of the build it started with
// (they vanish one release later, not at once). Each link is replaced atomically (a new link renamed over the old
// one), so a request finds either the old build or the new one, never neither.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

export interface ReleasePointer {
  current: string;
  previous?: string;
}

const RELEASE_ID = /^[0-9a-f]{16}$/;

function linkTarget(releasesDir: string, link: 'current' | 'previous'): string | undefined {
  try {
    const target = readlinkSync(path.join(releasesDir, link));
    return RELEASE_ID.test(target) ? target : undefined;
  } catch {
    return undefined;
  }
}

function pointLink(releasesDir: string, link: 'current' | 'previous', id: string): void {
  const staging = path.join(releasesDir, `${link}.staging`);
  rmSync(staging, { force: true });
  symlinkSync(id, staging);
  renameSync(staging, path.join(releasesDir, link));
}

/** The releases being served, or undefined before the first deploy. */
export function readReleases(releasesDir: string): ReleasePointer | undefined {
  const current = linkTarget(releasesDir, 'current');
  if (!current) return undefined;
  const previous = linkTarget(releasesDir, 'previous');
  return previous ? { current, previous } : { current };
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
  // `previous` first: while `current` still names the old build, both links name something served.
  if (before) pointLink(releasesDir, 'previous', before.current);
  pointLink(releasesDir, 'current', id);
  for (const entry of readdirSync(releasesDir)) {
    if (RELEASE_ID.test(entry) && entry !== id && entry !== before?.current) {
      rmSync(path.join(releasesDir, entry), { recursive: true, force: true });
    }
  }
  return id;
}
