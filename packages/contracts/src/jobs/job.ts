import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { externalIdField, limitField } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';

export const JOB_TYPES = ['cold_calling', 'reminder_calls', 'send_reminders', 'hubspot_fetch'] as const;
export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

/** What the server stores. The UI also meets the spec's synonyms (see normalizeJobState). */
/** `paused`: a campaign that paused itself (a failure spike) and waits for Resume; it still counts as current. */
export const JOB_STATUSES = [
  'pending',
  'running',
  'paused',
  'completed',
  'failed',
  'stopped',
  'cancelled',
] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * A job in one of these states is current: at most one per type. A pending one waits for its start (the calling
 * hours), a paused one for Resume; both are armed, so a stop ends them as it ends a running one.
 */
export const CURRENT_JOB_STATUSES = ['running', 'pending', 'paused'] as const satisfies readonly JobStatus[];
export type CurrentJobStatus = (typeof CURRENT_JOB_STATUSES)[number];

/** Spec §4: the states a card can show. */
export type JobState = 'running' | 'pending' | 'paused' | 'completed' | 'failed' | 'stopped' | 'idle';

const STATE_SYNONYMS: Record<string, JobState> = {
  running: 'running',
  active: 'running',
  pending: 'pending',
  queued: 'pending',
  completed: 'completed',
  finished: 'completed',
  failed: 'failed',
  error: 'failed',
  // Our paused campaign waits for Resume: not the spec's stopped ("paused/stopped" seen there).
  paused: 'paused',
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

/** Start when idle, Stop when running, Cancel when running or queued; a paused campaign resumes or ends. */
export function jobActions(state: JobState): {
  start: boolean;
  stop: boolean;
  cancel: boolean;
  resume: boolean;
} {
  const current = state === 'running' || state === 'pending' || state === 'paused';
  return {
    start: !current,
    stop: state === 'running' || state === 'paused',
    cancel: current,
    resume: state === 'paused',
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
  /** The calls' reported cost in US dollars, and that spend per booked appointment (null while none is booked). */
  cost_usd: z.number(),
  cost_per_booked_usd: z.number().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const activeJobsResponseSchema = z.object({
  jobs: z.array(jobSchema),
  count: z.number().int(),
});
export type ActiveJobsResponse = z.infer<typeof activeJobsResponseSchema>;

export const jobIdParamSchema = z.object({ id: externalIdField() });
export const jobTypeParamSchema = z.object({ type: jobTypeSchema });

/** Optional body of the start calls: how long the job's timer runs before it stops itself. */
export const startJobRequestSchema = z.object({
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
});
export type StartJobRequest = z.infer<typeof startJobRequestSchema>;

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS);
export type ReminderChannel = z.infer<typeof reminderChannelSchema>;

/** Send reminders: at least one channel; both by default. */
export const sendRemindersRequestSchema = z.object({
  channels: z
    .array(reminderChannelSchema)
    .min(1, 'Select at least one channel')
    .default([...REMINDER_CHANNELS]),
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
});
export type SendRemindersRequest = z.infer<typeof sendRemindersRequestSchema>;

/**
 * `held`: outside the callee's own hours, it waits for their window (the job carries on then); `suppressed`: the
 * number is on the do-not-call list or the address unsubscribed.
 */
export const REMINDER_DELIVERY_STATUSES = [
  'sent',
  'failed',
  'skipped',
  'already_sent',
  'not_requested',
  'held',
  'suppressed',
] as const;
export const reminderDeliveryStatusSchema = z.enum(REMINDER_DELIVERY_STATUSES);

export const reminderDetailSchema = z.object({
  leadName: z.string(),
  appointmentDate: z.string(),
  emailStatus: reminderDeliveryStatusSchema,
  smsStatus: reminderDeliveryStatusSchema,
});
export type ReminderDetail = z.infer<typeof reminderDetailSchema>;

/** POST /reminders/send (and the send_reminders job's outcome). */
export const reminderResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  results: z.object({
    total: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    alreadySent: z.number().int(),
    skipped: z.number().int(),
    details: z.array(reminderDetailSchema),
  }),
});
export type ReminderResult = z.infer<typeof reminderResultSchema>;

export const timerStatsSchema = z.object({
  activeTimers: z.number().int(),
  totalTimers: z.number().int(),
  /** Minutes. */
  averageDuration: z.number(),
});
export type TimerStats = z.infer<typeof timerStatsSchema>;

export const activeTimerSchema = z.object({
  jobId: z.string(),
  job_type: jobTypeSchema,
  startTime: isoDateTime,
  durationMinutes: z.number(),
  isRunning: z.boolean(),
  endsAt: isoDateTime,
  remainingSeconds: z.number().int(),
});
export type ActiveTimer = z.infer<typeof activeTimerSchema>;

/** GET /jobs/latest rows (Latest Jobs table). */
export const latestJobRowSchema = z.object({
  id: z.string(),
  job_type: jobTypeSchema,
  status: jobStatusSchema,
  started_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  metadata: z.record(z.string(), z.unknown()),
});
export type LatestJobRow = z.infer<typeof latestJobRowSchema>;

export const stopAllJobsResultSchema = z.object({
  stopped_count: z.number().int(),
  /** How many of each state the stop ended: running, waiting for their hours (pending), paused. */
  ended: z.object({ running: z.number().int(), pending: z.number().int(), paused: z.number().int() }),
  jobs: z.array(jobSchema),
});
export type StopAllJobsResult = z.infer<typeof stopAllJobsResultSchema>;

export const cancelJobsResultSchema = z.object({
  cancelled_count: z.number().int(),
  jobs: z.array(jobSchema),
});
export type CancelJobsResult = z.infer<typeof cancelJobsResultSchema>;

/** POST /jobs/process-stuck-leads: in-progress leads with no live call go back to NEW / NO_ANSWER. */
export const processStuckLeadsResultSchema = z.object({
  released_count: z.number().int(),
  company_ids: z.array(z.number().int()),
});
export type ProcessStuckLeadsResult = z.infer<typeof processStuckLeadsResultSchema>;

/** Every step of a job writes one (`/events/recent`, `/events/batch/{id}` where the batch is the job). */
export const jobEventSchema = z.object({
  id: z.number().int(),
  job_id: z.string().nullable(),
  job_type: jobTypeSchema.nullable(),
  event_type: z
    .string()
    .describe('e.g. started, lead_claimed, call_placed, call_completed, reminder_sent, stopped'),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: isoDateTime,
});
export type JobEvent = z.infer<typeof jobEventSchema>;

export const recentEventsQuerySchema = z.object({
  limit: limitField(PAGINATION.eventsLimit, PAGINATION.maxListLimit),
});
export type RecentEventsQuery = z.infer<typeof recentEventsQuerySchema>;

export const JOB_MESSAGES = {
  startFailed: 'Failed to start job.',
  stopFailed: 'Failed to stop job.',
  stopAllFailed: 'Failed to stop all jobs.',
  sendRemindersFailed: 'Failed to send reminders.',
  cancelFailed: 'Failed to cancel job.',
  started: 'Successfully started',
  stopped: 'Successfully stopped',
  /** A stop of several jobs: the spec's text, then how many of each state it ended. */
  stoppedSummary: ({ running, pending, paused }: { running: number; pending: number; paused: number }) => {
    const parts = [
      running ? `${running} running` : null,
      pending ? `${pending} waiting to start` : null,
      paused ? `${paused} paused` : null,
    ].filter(Boolean);
    return parts.length
      ? `Successfully stopped: ${parts.join(', ')}`
      : 'Successfully stopped: no job was active';
  },
  remindersSent: 'Reminders sent successfully!',
  // beyond the spec: a campaign that paused itself
  resumed: 'Successfully resumed',
  resumeFailed: 'Failed to resume job.',
} as const;

/** Cards of the Job Manager and the human name of each job type. */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  cold_calling: 'Cold Calling',
  reminder_calls: 'Reminder Calls',
  send_reminders: 'Send Reminders',
  hubspot_fetch: 'HubSpot Fetch',
};
