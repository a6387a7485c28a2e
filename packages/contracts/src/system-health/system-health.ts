import { z } from 'zod';
import { isoDateTime } from '../core/envelope';

/** One queue of the job engine: due jobs waiting, the oldest of them, and jobs a worker holds. */
export const queueHealthSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  oldest_waiting_seconds: z.number().nullable(),
});

/** A vendor over the last hour, as every replica measured it together. */
export const providerHealthSchema = z.object({
  vendor: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  error_rate: z.number(),
  avg_ms: z.number(),
  max_ms: z.number(),
});

/** A server process seen by its heartbeat. */
export const replicaHealthSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  version: z.string(),
  started_at: isoDateTime,
  last_beat_at: isoDateTime,
  /** Seconds since its last beat, on the database's clock. */
  seconds_since_beat: z.number(),
  /** Its PostgreSQL pool; null on the embedded database. */
  pool: z.object({ total: z.number(), idle: z.number(), waiting: z.number() }).nullable(),
});

export const recentErrorSchema = z.object({
  id: z.number(),
  timestamp: isoDateTime,
  /** Seconds since it was logged, on the database's clock. */
  seconds_ago: z.number(),
  service: z.string(),
  message: z.string(),
  request_id: z.string().nullable(),
});

/** One minute of the last hour over every replica: vendors' requests (all vendors) and the webhook lag. */
export const healthMinuteSchema = z.object({
  /** The minute's start. */
  at: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  avg_ms: z.number(),
  webhook_lag_avg_ms: z.number(),
});

export const systemHealthSchema = z.object({
  queues: z.array(queueHealthSchema),
  providers: z.array(providerHealthSchema),
  /** The webhook lag over the last hour: the provider's end of a call → its report applied. */
  webhook_lag: z.object({ reports: z.number().int(), avg_seconds: z.number(), max_seconds: z.number() }),
  /** The last hour minute by minute, oldest first, minutes with nothing included (a continuous time line). */
  minutes: z.array(healthMinuteSchema),
  replicas: z.array(replicaHealthSchema),
  recent_errors: z.array(recentErrorSchema),
  /** How often a replica beats, so a page can tell a missing one. */
  heartbeat_seconds: z.number(),
});

export type QueueHealth = z.infer<typeof queueHealthSchema>;
export type ProviderHealth = z.infer<typeof providerHealthSchema>;
export type ReplicaHealth = z.infer<typeof replicaHealthSchema>;
export type HealthMinute = z.infer<typeof healthMinuteSchema>;
export type RecentError = z.infer<typeof recentErrorSchema>;
export type SystemHealth = z.infer<typeof systemHealthSchema>;
