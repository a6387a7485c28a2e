// Every server process beats a row of server_heartbeats every few seconds: its version, when it started, and what it
// measured over the last hour (vendors, webhook lag) with its pool. The System Health page lists the replicas from
// these rows; one whose beat is old has stopped or lost its database. A process that stops cleanly removes its row.

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { APP_VERSION } from '@callops/contracts/core';
import { eq, lt, sql } from 'drizzle-orm';
import type { AppServices } from '../../context/app-services';
import { serverHeartbeats } from '../../db/schema';
import { lastHour } from '../../metrics/recent-window';

export const HEARTBEAT_SECONDS = 10;
/** Rows of processes that stopped without removing theirs are forgotten after a day. */
const FORGET_AFTER = sql`interval '1 day'`;

export interface ServerHeartbeat {
  id: string;
  beat(): Promise<void>;
  stop(): Promise<void>;
}

export function startServerHeartbeat(app: AppServices): ServerHeartbeat {
  const id = randomUUID();
  const startedAt = new Date();
  const db = app.database.db;
  const beat = async () => {
    const row = {
      hostname: hostname(),
      pid: process.pid,
      version: APP_VERSION,
      // The database's clock: every replica's beat is compared on one clock.
      lastBeatAt: sql`now()`,
      stats: { lastHour: lastHour(), pool: app.database.poolStats?.() ?? null },
    };
    await db
      .insert(serverHeartbeats)
      .values({ id, startedAt, ...row })
      .onConflictDoUpdate({ target: serverHeartbeats.id, set: row });
    await db.delete(serverHeartbeats).where(lt(serverHeartbeats.lastBeatAt, sql`now() - ${FORGET_AFTER}`));
  };
  let running = beat().catch((error) => app.logger.warn({ err: error }, 'Heartbeat not written'));
  const timer = setInterval(() => {
    running = beat().catch((error) => app.logger.warn({ err: error }, 'Heartbeat not written'));
  }, HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return {
    id,
    beat,
    async stop() {
      clearInterval(timer);
      await running;
      await db.delete(serverHeartbeats).where(eq(serverHeartbeats.id, id));
    },
  };
}
