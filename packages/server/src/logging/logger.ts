import { Writable } from 'node:stream';
import type { LogLevel } from '@callops/contracts/logs';
import pino, { type Logger } from 'pino';
import { loggableError } from '../db/database-errors';
import type { LogStore } from './log-store';

export type { Logger };

/** Fields that may hold a secret never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'value',
  '*.value',
  'credentials_json',
  'token_json',
];

/** The longest message a log line keeps: a huge input echoed into a message cannot flood the log. */
export const MAX_LOG_MESSAGE_LENGTH = 2_000;

const capped = (text: string) =>
  text.length > MAX_LOG_MESSAGE_LENGTH
    ? `${text.slice(0, MAX_LOG_MESSAGE_LENGTH)}… (${text.length} characters)`
    : text;

function levelOf(pinoLevel: number): LogLevel {
  if (pinoLevel >= 50) return 'ERROR';
  if (pinoLevel >= 40) return 'WARNING';
  if (pinoLevel >= 30) return 'INFO';
  return 'DEBUG';
}

/** The access log's lines (http/request-metrics.ts) go to stdout only: one a request would flood the stored log. */
export const ACCESS_LOG_SERVICE = 'access';

/** A pino destination that also feeds the log store with level, message, service and time. */
function storeStream(store: LogStore): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        try {
          const rec = JSON.parse(line) as {
            level: number;
            msg?: string;
            service?: string;
            time: number;
            err?: { message?: string };
            reqId?: unknown;
          };
          if (rec.service === ACCESS_LOG_SERVICE) continue;
          const message = capped([rec.msg, rec.err?.message].filter(Boolean).join(': '));
          if (!message) continue;
          store.record({
            level: levelOf(rec.level),
            message,
            service: rec.service ?? 'server',
            timestamp: new Date(rec.time),
            requestId: typeof rec.reqId === 'string' ? rec.reqId : null,
          });
        } catch {
          // Not a JSON line: nothing to store.
        }
      }
      done();
    },
  });
}

/** `out`: where the lines go besides the store (stdout unless a test reads them); `stdout: false`: nowhere. */
export function createLogger(opts: {
  level: string;
  store?: LogStore;
  stdout?: boolean;
  out?: NodeJS.WritableStream;
}): Logger {
  const streams: pino.StreamEntry[] = [];
  if (opts.stdout !== false)
    streams.push({ level: opts.level as pino.Level, stream: opts.out ?? process.stdout });
  if (opts.store) streams.push({ level: opts.level as pino.Level, stream: storeStream(opts.store) });
  return pino(
    {
      level: opts.level,
      redact: { paths: REDACT, censor: '[redacted]' },
      base: { service: 'server' },
      // Errors are logged by type, code and the database's sentence: never the SQL text or its parameters
      // (drizzle puts both in its messages, and parameters can hold password hashes or secrets).
      serializers: { err: loggableError },
      hooks: {
        logMethod(args, method) {
          const capArgs = args.map((arg) => (typeof arg === 'string' ? capped(arg) : arg)) as Parameters<
            typeof method
          >;
          method.apply(this, capArgs);
        },
      },
    },
    streams.length ? pino.multistream(streams) : undefined,
  );
}
