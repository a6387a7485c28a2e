import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { KIT_FILES_FILE, ROUTE_KITS_FILE, ROUTE_PAGES_FILE } from '@callops/build-config/remotes';
import { cacheControlFor, type RemoteName } from '@callops/contracts/console';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { earlyReadsHtml } from './early-reads';
import { servedRemoteEntry } from './remote-entries';
import { remotePreloadLinks } from './remote-preload';

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

/** Paths that are never the single-page app: they answer JSON 404 when nothing matches. */
const NOT_SPA = /^\/(api|remotes|ws|media|unsubscribe|health|console-config\.json)(\/|$)/;

/** A client route (no file extension in its last segment) of a browser asking for HTML. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * A built file, read (and turned into what `read` makes of its text) again only when it changes: a rebuilt host or
 * remote is served without a restart, and a page request does not parse the same file twice.
 */
function builtFile<T>(file: string, read: (text: string) => T): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * The parsed JSON file `file` of each remote's build served from this web root (its `mf-manifest.json`, its
 * route-pages.json); undefined while one is missing or broken.
 */
function remoteBuildJson(
  webRoot: string,
  served: readonly RemoteName[],
  file: string,
): (remote: RemoteName) => unknown {
  const files = new Map(
    served.map((name) => [
      name,
      builtFile(path.join(webRoot, 'remotes', name, 'dist', file), (text): unknown => JSON.parse(text)),
    ]),
  );
  return (remote) => {
    try {
      return files.get(remote)?.();
    } catch {
      return undefined; // being rebuilt, or never built: the page goes out without hints
    }
  };
}

/**
 * Serves the built host at / and each built remote at /remotes/<name>/, read from disk per request so a remote
 * rebuilt in place is served on the next load. Only the remotes given (production registers three) are served.
 * The host page goes out with `headHtml()` (the console config), the answers of its early reads when the request
 * may have them (page-answers.ts) and the early reads (early-reads.ts) at the start of its head and preload hints for the opening page's remote (remote-preload.ts) at its end, so the browser needs no
 * request before it can start, and fetches that remote's files and the page's data beside the host's code. Returns the page's handler for the not-found handler, or undefined when the host is not built.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  config: AppConfig,
  remotes: readonly { name: RemoteName; entry: string }[],
  headHtml: () => Promise<string>,
  /** The page's early reads answered for this request, if it may have them (page-answers.ts). */
  pageAnswers: (pagePath: string, request: FastifyRequest) => Promise<string> = async () => '',
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  if (!config.webRoot) return undefined;
  const hostDist = path.join(config.webRoot, 'host', 'dist');
  const served: RemoteName[] = [];
  for (const { name, entry } of remotes) {
    // A remote released to its own origin (production behind the gateway) is not in this web root.
    if (!existsSync(path.join(config.webRoot, 'remotes', name, 'dist'))) continue;
    // The page names the files of a remote the host loads from here, not those of a dev server's remote.
    if (entry === servedRemoteEntry(name)) served.push(name);
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
  const page = builtFile(path.join(hostDist, 'index.html'), (html) => html);
  const manifestOf = remoteBuildJson(config.webRoot, served, 'mf-manifest.json');
  const pagesOf = remoteBuildJson(config.webRoot, served, ROUTE_PAGES_FILE);
  const hostKits = builtFile(path.join(hostDist, KIT_FILES_FILE), (text): unknown => JSON.parse(text));
  const kits = {
    kitsOf: remoteBuildJson(config.webRoot, served, ROUTE_KITS_FILE),
    hostKitFiles: () => {
      try {
        return hostKits();
      } catch {
        return undefined; // a development build writes none: no hints for kits
      }
    },
  };
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    // '/' is the page with the config in it, never the file as built.
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders,
  });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pagePath = request.url.split('?')[0] ?? '/';
    // The config and the early reads open the head, so the script runs as soon as parsing starts (the preload
    // scanner has asked for the hinted files by then, and over HTTP/1.1 the reads share six connections with
    // them). The remote's hints close it: its files are needed once the host's code has run.
    // The answers come before the script that takes them.
    const [config, answers] = await Promise.all([headHtml(), pageAnswers(pagePath, request)]);
    const first = config + answers + earlyReadsHtml(pagePath);
    const last = remotePreloadLinks(pagePath, manifestOf, pagesOf, kits);
    const html = page().replace('<head>', `<head>${first}`).replace('</head>', `${last}</head>`);
    // A page with a user's answers in it is theirs alone: no cache may keep it.
    return reply
      .header('cache-control', answers ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  // The static handler answers a directory it has no index for with 403: '/' is routed to the page itself.
  app.get('/', sendPage);
  return sendPage;
}
