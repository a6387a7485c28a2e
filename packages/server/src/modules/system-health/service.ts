// The System Health page's data: the queues now (pg-boss's table), each replica by its heartbeat, the vendors and
// the webhook lag over the last hour summed over every replica's heartbeat, and the last ten errors of the stored log.
import type { HealthMinute, ProviderHealth, SystemHealth } from '@callops/contracts/system-health';
import { desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { logs, serverHeartbeats } from '../../db/schema';
import type { LastHour, WindowTotals } from '../../metrics/recent-window';
import { readQueueStats } from '../../metrics/scrape-samples';
import { HEARTBEAT_SECONDS } from './server-heartbeat';

interface HeartbeatStats {
  lastHour?: LastHour;
  pool?: { total: number; idle: number; waiting: number } | null;
}

const EMPTY: WindowTotals = { count: 0, errors: 0, avgSeconds: 0, maxSeconds: 0 };

/** Several replicas' totals as one: counts add up, the average is weighted by them, the maximum is the largest. */
export function combineTotals(parts: readonly WindowTotals[]): WindowTotals {
  const count = parts.reduce((sum, p) => sum + p.count, 0);
  return {
    count,
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
    avgSeconds: count === 0 ? 0 : parts.reduce((sum, p) => sum + p.avgSeconds * p.count, 0) / count,
    maxSeconds: parts.reduce((max, p) => Math.max(max, p.maxSeconds), 0),
  };
}

const ms = (seconds: number) => Math.round(seconds * 10_000) / 10;

const MINUTE_MS = 60_000;

/** The replicas' minutes of the last hour summed minute by minute, every minute up to `now` present, oldest first. */
export function combineMinutes(stats: readonly HeartbeatStats[], now: number): HealthMinute[] {
  const last = Math.floor(now / MINUTE_MS);
  return Array.from({ length: 60 }, (_, i) => {
    const minute = last - 59 + i;
    const parts = stats.flatMap((s) => s.lastHour?.minutes?.filter((m) => m.minute === minute) ?? []);
    const requests = combineTotals(parts.map((p) => p.requests));
    return {
      at: new Date(minute * MINUTE_MS).toISOString(),
      requests: requests.count,
      errors: requests.errors,
      avg_ms: ms(requests.avgSeconds),
      webhook_lag_avg_ms: ms(combineTotals(parts.map((p) => p.webhookLag)).avgSeconds),
    };
  });
}

export async function systemHealth(ctx: ServiceContext): Promise<SystemHealth> {
  const queues = await readQueueStats(ctx.app.database);
  const beats = await ctx.db
    .select({
      row: serverHeartbeats,
      secondsSinceBeat: sql<number>`extract(epoch from now() - ${serverHeartbeats.lastBeatAt})::float8`,
    })
    .from(serverHeartbeats)
    .orderBy(serverHeartbeats.startedAt);
  const stats = beats.map(({ row }) => row.stats as HeartbeatStats);
  const vendors = [...new Set(stats.flatMap((s) => Object.keys(s.lastHour?.providers ?? {})))].sort();
  const providers = vendors.map((vendor): ProviderHealth => {
    const total = combineTotals(stats.map((s) => s.lastHour?.providers[vendor] ?? EMPTY));
    return {
      vendor,
      requests: total.count,
      errors: total.errors,
      error_rate: total.count === 0 ? 0 : total.errors / total.count,
      avg_ms: ms(total.avgSeconds),
      max_ms: ms(total.maxSeconds),
    };
  });
  const lag = combineTotals(stats.map((s) => s.lastHour?.webhookLag ?? EMPTY));
  const errors = await ctx.db
    .select({
      row: logs,
      secondsAgo: sql<number>`extract(epoch from now() - ${logs.timestamp})::float8`,
    })
    .from(logs)
    .where(eq(logs.level, 'ERROR'))
    .orderBy(desc(logs.timestamp), desc(logs.id))
    .limit(10);
  return {
    queues: queues
      .map((q) => ({
        name: q.name,
        waiting: q.waiting,
        active: q.active,
        oldest_waiting_seconds: q.oldest_seconds,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    providers,
    webhook_lag: { reports: lag.count, avg_seconds: lag.avgSeconds, max_seconds: lag.maxSeconds },
    // The process's own clock, as the replicas' minute slots (metrics/recent-window.ts) are, not the app's settable one.
    minutes: combineMinutes(stats, Date.now()),
    replicas: beats.map(({ row, secondsSinceBeat }) => ({
      id: row.id,
      hostname: row.hostname,
      pid: row.pid,
      version: row.version,
      started_at: row.startedAt.toISOString(),
      last_beat_at: row.lastBeatAt.toISOString(),
      seconds_since_beat: Math.max(0, secondsSinceBeat),
      pool: (row.stats as HeartbeatStats).pool ?? null,
    })),
    recent_errors: errors.map(({ row, secondsAgo }) => ({
      id: row.id,
      timestamp: row.timestamp.toISOString(),
      seconds_ago: Math.max(0, secondsAgo),
      service: row.service,
      message: row.message,
      request_id: row.requestId,
    })),
    heartbeat_seconds: HEARTBEAT_SECONDS,
  };
}
