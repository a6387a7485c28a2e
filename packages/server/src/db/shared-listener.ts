// One LISTEN connection per process for every channel: each replica then holds its pool, pg-boss's pool and this
// one connection, so ten replicas fit PostgreSQL's default max_connections (README, "Connections"). When the
// database goes away the connection is opened again until it comes back and every channel listened to anew;
// notifications sent meanwhile are lost, and each subscriber's `onGap` tells it when that gap opens and closes.
import { randomInt } from 'node:crypto';
import pg from 'pg';
import type { Database } from './client';

const RELISTEN_DELAY_MS = 2_000;

interface Subscriber {
  onPayload(payload: string): void;
  onGap(listening: boolean): void;
}

// The advisory-lock namespace of process presence: each process holds (PRESENCE_LOCK, its key) on this connection,
// so the lock is there exactly while the process is (a killed process's connection closes and its lock with it).
const PRESENCE_LOCK = 7_311_907;

export interface SharedListener {
  listen: Database['listen'];
  /** Connects at once and holds this process's presence lock from then on, across reconnects. */
  start(): Promise<void>;
  processKey: number;
  processAlive: Database['processAlive'];
  close(): Promise<void>;
}

export function createSharedListener(connectionString: string, pool: pg.Pool): SharedListener {
  const processKey = randomInt(1, 2 ** 31 - 1);
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let lost = false;
  let closed = false;
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const subscriber of channels.get(message.channel) ?? []) subscriber.onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!lost && !closed) {
        lost = true;
        for (const subscriber of everyone()) subscriber.onGap(false);
      }
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      await next.query('select pg_advisory_lock($1, $2)', [PRESENCE_LOCK, processKey]);
      client = next;
      if (lost && !closed) {
        lost = false;
        for (const subscriber of everyone()) subscriber.onGap(true);
      }
    } catch (error) {
      await next.end().catch(() => undefined);
      // The first connection must work (start-up fails clearly); later ones are retried until the database is back.
      if (!lost) throw error;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
    }
  };

  const ensureConnected = async () => {
    if (client || lost) return;
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    await connecting;
  };

  return {
    processKey,
    start: ensureConnected,
    async processAlive(key) {
      if (key === processKey) return true;
      const { rows } = await pool.query(
        `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = $1::oid and objid = $2::oid
           and objsubid = 2 and granted) as alive`,
        [PRESENCE_LOCK, key],
      );
      return rows[0]?.alive === true;
    },
    async listen(channel, onPayload, onGap = () => undefined) {
      const subscriber: Subscriber = { onPayload, onGap };
      const known = channels.get(channel);
      if (known) known.add(subscriber);
      else channels.set(channel, new Set([subscriber]));
      // While the connection is lost, the reconnect listens to every channel, this one included.
      await ensureConnected();
      // A second LISTEN of a channel is a no-op: this covers a channel added while the first connect ran.
      if (client && !known) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        const set = channels.get(channel);
        set?.delete(subscriber);
        if (set?.size === 0) {
          channels.delete(channel);
          await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
