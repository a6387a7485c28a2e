import { z } from 'zod';
import type { Role } from '../core/roles';

/**
 * GET /api/v1/jobs/stream: server-sent events saying that a job or its events changed (any server process). Not a
 * JSON endpoint, so not in the catalogue: the browser reads it with its bearer token (`api.stream`) and refreshes
 * the jobs and events it shows; the 60 s polling stays as the fallback.
 */
export const JOB_CHANGES_STREAM = {
  path: '/jobs/stream',
  access: 'viewer' satisfies Role,
  /** The first event, sent once the server is listening: what was missed before it may be read again. */
  readyEvent: 'ready',
} as const;

/** The `data` of every other event of the stream. */
export const jobChangeSchema = z.object({
  kind: z.enum(['job', 'event']),
  jobId: z.string().nullable(),
});
export type JobChange = z.infer<typeof jobChangeSchema>;
