// The one URL operators open in production. `/remotes/<name>/…` goes to that remote's own origin (each team
// releases its remote there alone); everything else (the host page, /api, /health, /ws, /console-config.json)
// goes to the API servers, round robin over the ready ones. A request whose connection a server refused, or a read
// whose server died before answering, is sent to the next one, so a server that died or is draining costs the
// operator nothing.

import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { type PoolTarget, ServerPool } from './server-pool';

export interface GatewayOptions {
  serverUpstreams: readonly string[];
  /** Remote name → its origin, e.g. { 'calling-ops': 'http://remote-calling-ops:8080' }. */
  remoteOrigins: Readonly<Record<string, string>>;
  /** Largest request body kept for a retry on another server. */
  maxBodyBytes?: number;
  checkIntervalMs?: number;
}

export interface Gateway {
  server: Server;
  pool: ServerPool;
  start(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

// Refused or unreachable before anything was sent: safe to try another server, whatever the method.
const NOT_DELIVERED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// A read changes nothing: when its server dies before answering (reset, hang-up), another one can answer it.
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];
const REMOTE_PATH = /^\/remotes\/([a-z][a-z-]*)(\/.*)$/;

function envelope(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify({ success: false, message, detail: null }));
}

function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Sends one request to `origin`; resolves 'refused' when nothing reached it, or a read's server died before answering
 * (the caller may try elsewhere), and 'stale' when a read went out on a kept-alive connection the server had just
 * closed (the server is fine: the caller asks it again on a new connection, `fresh`).
 */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  path: string,
  body: Buffer,
  fresh = false,
): Promise<'done' | 'refused' | 'stale'> {
  return new Promise((resolve) => {
    const url = new URL(origin);
    const headers = forwardedHeaders(req);
    if (body.length > 0 || req.headers['content-length'] !== undefined)
      headers['content-length'] = String(body.length);
    const upstream = httpRequest(
      {
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        method: req.method,
        path,
        headers,
        ...(fresh ? { agent: false } : {}),
      },
      (answer) => {
        const out = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.on('end', () => resolve('done'));
        answer.on('error', () => {
          res.destroy();
          resolve('done');
        });
      },
    );
    // A client that goes away (a closed event stream) ends the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const read = IDEMPOTENT.has(req.method ?? '');
      if (!res.headersSent && read && upstream.reusedSocket && error.code === 'ECONNRESET')
        return resolve('stale');
      if (!res.headersSent && (NOT_DELIVERED.has(error.code ?? '') || read)) return resolve('refused');
      envelope(res, 502, 'The server did not finish answering');
      resolve('done');
    });
    upstream.end(body);
  });
}

export function createGateway(options: GatewayOptions): Gateway {
  const pool = new ServerPool({
    upstreams: options.serverUpstreams,
    checkIntervalMs: options.checkIntervalMs,
  });
  const maxBody = options.maxBodyBytes ?? 32 * 1024 * 1024;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const remote = REMOTE_PATH.exec(url.split('?')[0] ?? '');
    const body =
      req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req, maxBody);
    if (body === 'too-large') return envelope(res, 413, 'The request body is too large');
    if (remote) {
      const origin = options.remoteOrigins[remote[1] as string];
      if (!origin) return envelope(res, 404, 'Not found');
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const sent = await forward(req, res, origin, `${remote[2]}${query}`, body);
      if (sent === 'refused')
        envelope(res, 503, `The ${remote[1]} remote is not reachable`, { 'retry-after': '5' });
      return;
    }
    const tried = new Set<string>();
    for (let target = pool.next(tried); target; target = pool.next(tried)) {
      tried.add(target.origin);
      let sent = await forward(req, res, target.origin, url, body);
      if (sent === 'stale') sent = await forward(req, res, target.origin, url, body, true);
      if (sent === 'done') return;
      pool.markDown(target);
    }
    envelope(res, 503, 'No server is available; try again shortly', { 'retry-after': '5' });
  }

  // WebSocket upgrades (/ws/logs) are piped as raw sockets to one server; the HTTP server forgets such sockets, so
  // they are kept here to be closed with the gateway.
  const upgraded = new Set<Duplex>();
  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, tried = new Set<string>()): void {
    const target: PoolTarget | undefined = pool.next(tried);
    if (!target) return void socket.destroy();
    tried.add(target.origin);
    const url = new URL(target.origin);
    const upstream = connect(Number(url.port), url.hostname.replace(/^\[|\]$/g, ''));
    upgraded.add(socket);
    socket.once('close', () => {
      upgraded.delete(socket);
      upstream.destroy();
    });
    upstream.once('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (NOT_DELIVERED.has(error.code ?? '') && !socket.destroyed) {
        pool.markDown(target);
        return upgrade(req, socket, head, tried);
      }
      socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => envelope(res, 502, 'The gateway could not forward the request'));
  });
  server.on('upgrade', upgrade);

  return {
    server,
    pool,
    async start(port, host = '0.0.0.0') {
      await pool.start();
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      return (server.address() as { port: number }).port;
    },
    async close() {
      pool.stop();
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
