// One remote's own origin in production: serves the current release of its build, and files that only the
// previous release has (chunks a page opened before the redeploy still asks for). Precompressed .br/.gz copies
// are sent when the browser takes them; entry files are revalidated on every load.
import { createReadStream, type Stats, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor } from '@callops/contracts/console';
import { readReleases } from './releases';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function fileAt(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

function fail(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ success: false, message, detail: null }));
}

/** The relative file path a URL names inside a release, or undefined when it names none (or tries to leave it). */
export function releasePathOf(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://origin').pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (relative === '' || relative.startsWith('..') || relative.endsWith('/')) return undefined;
  return relative;
}

function handle(releasesDir: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    fail(res, 405, 'Only GET and HEAD are served here');
    return;
  }
  const relative = releasePathOf(req.url ?? '/');
  const releases = readReleases(releasesDir);
  if (!relative || !releases) {
    fail(res, 404, 'Not found');
    return;
  }
  const candidates = [releases.current, releases.previous].filter((id): id is string => !!id);
  for (const release of candidates) {
    const file = path.join(releasesDir, release, relative);
    const stats = fileAt(file);
    if (!stats) continue;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoded = (['br', 'gzip'] as const)
      .filter((encoding) => accepted.includes(encoding))
      .map((encoding) => {
        const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
        return { encoding, file: variant, stats: fileAt(variant) };
      })
      .find((variant) => variant.stats);
    const sent = encoded?.stats ?? stats;
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': sent.size,
      'cache-control': cacheControlFor(relative),
      'last-modified': stats.mtime.toUTCString(),
      vary: 'Accept-Encoding',
      // Which release answered: after a redeploy, old pages are served by the previous one.
      'x-release': release,
      // The host may load a remote straight from its origin as well as through the gateway.
      'access-control-allow-origin': '*',
      ...(encoded ? { 'content-encoding': encoded.encoding } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(encoded ? encoded.file : file).pipe(res);
    return;
  }
  fail(res, 404, 'Not found');
}

/** An HTTP server for the releases in `releasesDir` (see releases.ts); the pointer is read on every request. */
export function createStaticOrigin(releasesDir: string): Server {
  return createServer((req, res) => handle(releasesDir, req, res));
}
