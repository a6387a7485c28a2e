import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Embedded PGlite is single-process: two servers on one data folder corrupt it. The first server writes its pid
 * into `<dataDir>/server.lock`; a second one refuses to start while that process lives. A lock left by a killed
 * process (kill -9) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirLockedError(
          `Another CallOps server (pid ${pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR (or DATABASE_URL for PostgreSQL).',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}

/** For command-line entry points: the lock, or a clear message and exit code 1 when another process holds it. */
export function acquireDataDirLockOrExit(dataDir: string): { release(): void } {
  try {
    return acquireDataDirLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(1);
  }
}
