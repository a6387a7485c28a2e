import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  mode: z.enum(['development', 'production']),
  database: z.object({ status: z.enum(['ok', 'error']), driver: z.enum(['pglite', 'postgres']) }),
  queue: z.object({ status: z.enum(['ok', 'error']) }),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
