import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, type RemoteName } from '@callops/contracts/console';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

/** Paths that are never the single-page app: they answer JSON 404 when nothing matches. */
const NOT_SPA = /^\/(api|remotes|ws|media|health|console-config\.json)(\/|$)/;

/** A client route (no file extension in its last segment) of a browser asking for HTML. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The host page as built, re-read when the file changes (a rebuilt host is served without a restart). */
function hostPage(file: string): () => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the built host at / and each built remote at /remotes/<name>/, read from disk per request so a remote
 * rebuilt in place is served on the next load. Only the remotes given (production registers three) are served.
 * The host page goes out with `headHtml()` (the console config) before `</head>`, so the browser needs no request
 * before it can start. Returns the page's handler for the not-found handler, or undefined when the host is not built.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  config: AppConfig,
  remotes: readonly { name: RemoteName }[],
  headHtml: () => Promise<string>,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  if (!config.webRoot) return undefined;
  const hostDist = path.join(config.webRoot, 'host', 'dist');
  for (const { name } of remotes) {
    // A remote released to its own origin (production behind the gateway) is not in this web root.
    if (!existsSync(path.join(config.webRoot, 'remotes', name, 'dist'))) continue;
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, 'remotes', name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
    });
  }
  if (!existsSync(path.join(hostDist, 'index.html'))) return undefined;
  const page = hostPage(path.join(hostDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    // '/' is the page with the config in it, never the file as built.
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders,
  });
  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const built = page();
    const head = await headHtml();
    const html = built.includes('</head>') ? built.replace('</head>', `${head}</head>`) : `${head}${built}`;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  // The static handler answers a directory it has no index for with 403: '/' is routed to the page itself.
  app.get('/', sendPage);
  return sendPage;
}
