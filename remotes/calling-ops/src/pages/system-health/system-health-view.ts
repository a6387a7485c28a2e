// The rules of the System Health page, apart from its components: how long ago, how a replica stands by its last
// beat, and what each row says.
import { timeText } from '@callops/contracts/core';
import type {
  HealthMinute,
  ProviderHealth,
  QueueHealth,
  ReplicaHealth,
} from '@callops/contracts/system-health';
import { SYSTEM_HEALTH_TEXT as TEXT } from './system-health-text';

/** A duration in whole units, largest first: '45 s', '3 min 20 s', '2 h 5 min', '3 d 4 h'. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const units: [number, string][] = [
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ];
  const index = units.findIndex(([size]) => s >= size);
  const [big, bigName] = units[index] as [number, string];
  const [small, smallName] = units[index + 1] as [number, string];
  const rest = Math.floor((s % big) / small);
  return rest === 0
    ? `${Math.floor(s / big)} ${bigName}`
    : `${Math.floor(s / big)} ${bigName} ${rest} ${smallName}`;
}

/** Milliseconds as shown: whole below 10 s, else seconds. */
export const millisecondsText = (ms: number): string =>
  ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

export const percentText = (share: number): string =>
  `${(share * 100).toFixed(share > 0 && share < 0.01 ? 2 : 1)}%`;

export type ReplicaState = keyof typeof TEXT.states;

/** Live while it beats on time; late after three missed beats; missing after six (stopped, or lost its database). */
export function replicaState(secondsSinceBeat: number, heartbeatSeconds: number): ReplicaState {
  if (secondsSinceBeat <= heartbeatSeconds * 3) return 'live';
  return secondsSinceBeat <= heartbeatSeconds * 6 ? 'late' : 'missing';
}

export interface ReplicaRow {
  id: string;
  name: string;
  version: string;
  lastBeat: string;
  uptime: string;
  pool: string;
  state: ReplicaState;
}

export function replicaRow(replica: ReplicaHealth, heartbeatSeconds: number): ReplicaRow {
  const upSeconds =
    (Date.parse(replica.last_beat_at) - Date.parse(replica.started_at)) / 1000 + replica.seconds_since_beat;
  return {
    id: replica.id,
    name: `${replica.hostname} (pid ${replica.pid})`,
    version: replica.version,
    lastBeat: TEXT.ago(durationText(replica.seconds_since_beat)),
    uptime: durationText(upSeconds),
    pool: replica.pool
      ? TEXT.pool(replica.pool.total, replica.pool.idle, replica.pool.waiting)
      : TEXT.embeddedPool,
    state: replicaState(replica.seconds_since_beat, heartbeatSeconds),
  };
}

export interface QueueRow {
  name: string;
  waiting: number;
  active: number;
  oldest: string;
}

export const queueRow = (queue: QueueHealth): QueueRow => ({
  name: queue.name,
  waiting: queue.waiting,
  active: queue.active,
  oldest: queue.oldest_waiting_seconds === null ? '—' : durationText(queue.oldest_waiting_seconds),
});

export interface ProviderRow {
  vendor: string;
  requests: number;
  errorRate: string;
  average: string;
  slowest: string;
  /** At least one request in ten failed: worth a look. */
  failing: boolean;
}

export const providerRow = (provider: ProviderHealth): ProviderRow => ({
  vendor: provider.vendor,
  requests: provider.requests,
  errorRate: percentText(provider.error_rate),
  average: millisecondsText(provider.avg_ms),
  slowest: millisecondsText(provider.max_ms),
  failing: provider.error_rate >= 0.1,
});

/** The badge tone of each state. */
export const REPLICA_STATE_TONE = { live: 'success', late: 'warning', missing: 'error' } as const;

export interface TrendPoint {
  /** The minute's time of day in the business zone. */
  label: string;
  requests: number;
  errors: number;
  /** Undefined in a minute without requests (or reports), so the line breaks there rather than dropping to 0. */
  latencyMs: number | undefined;
  lagMs: number | undefined;
}

/** The last hour, minute by minute, as the chart draws it. */
export const trendPoints = (minutes: readonly HealthMinute[], zone: string): TrendPoint[] =>
  minutes.map((m) => ({
    label: timeText(m.at, zone),
    requests: m.requests,
    errors: m.errors,
    latencyMs: m.requests === 0 ? undefined : m.avg_ms,
    lagMs: m.webhook_lag_avg_ms === 0 ? undefined : m.webhook_lag_avg_ms,
  }));
