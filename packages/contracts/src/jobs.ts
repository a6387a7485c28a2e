import { z } from 'zod';
import { isoDateTime } from './envelope';

export const JOB_TYPES = ['cold_calling', 'reminder_calls', 'send_reminders', 'hubspot_fetch'] as const;
export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

/** What the server stores. The UI also meets the spec's synonyms (see normalizeJobState). */
export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed', 'stopped', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Spec §4: the states a card can show. */
export type JobState = 'running' | 'pending' | 'completed' | 'failed' | 'stopped' | 'idle';

const STATE_SYNONYMS: Record<string, JobState> = {
  running: 'running',
  active: 'running',
  pending: 'pending',
  queued: 'pending',
  completed: 'completed',
  finished: 'completed',
  failed: 'failed',
  error: 'failed',
  paused: 'stopped',
  stopped: 'stopped',
  cancelled: 'stopped',
  canceled: 'stopped',
  idle: 'idle',
};

/** Maps any status the spec has seen (running/active, pending/queued, ...) to the card state. */
export function normalizeJobState(status: string | null | undefined): JobState {
  if (!status) return 'idle';
  return STATE_SYNONYMS[status.toLowerCase()] ?? 'idle';
}

/** Start when idle, Stop when running, Cancel when running or queued. */
export function jobActions(state: JobState): { start: boolean; stop: boolean; cancel: boolean } {
  return {
    start: state !== 'running' && state !== 'pending',
    stop: state === 'running',
    cancel: state === 'running' || state === 'pending',
  };
}

export const jobProgressSchema = z.object({
  completed: z.number().int(),
  current: z.number().int(),
  total: z.number().int(),
  percentage: z.number(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  type: jobTypeSchema,
  job_type: jobTypeSchema,
  status: jobStatusSchema,
  progress: jobProgressSchema,
  startTime: isoDateTime.nullable(),
  started_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  duration_minutes: z.number().nullable(),
  ends_at: isoDateTime.nullable(),
  error: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Job = z.infer<typeof jobSchema>;

export const activeJobsResponseSchema = z.object({
  jobs: z.array(jobSchema),
  count: z.number().int(),
});
export type ActiveJobsResponse = z.infer<typeof activeJobsResponseSchema>;
