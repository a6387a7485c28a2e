import { z } from 'zod';

/**
 * Readiness: may this process take requests? 'draining' once it was asked to stop (SIGTERM) and finishes what it
 * holds, 'degraded' while its database or queue is out of reach. Both answer 503 so a load balancer moves on.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  version: z.string(),
  mode: z.enum(['development', 'production']),
  database: z.object({ status: z.enum(['ok', 'error']), driver: z.enum(['pglite', 'postgres']) }),
  queue: z.object({ status: z.enum(['ok', 'error']) }),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness: the process runs and answers; nothing behind it is checked (a restart would not help them). */
export const livenessSchema = z.object({ status: z.literal('ok'), uptime_seconds: z.number() });
