import { z } from 'zod';
import { campaignPreviewSchema } from '../compliance/campaign-preview';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { limitField } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';
import {
  activeJobsResponseSchema,
  activeTimerSchema,
  cancelJobsResultSchema,
  jobIdParamSchema,
  jobSchema,
  jobTypeParamSchema,
  latestJobRowSchema,
  processStuckLeadsResultSchema,
  reminderResultSchema,
  sendRemindersRequestSchema,
  startJobRequestSchema,
  stopAllJobsResultSchema,
  timerStatsSchema,
} from './job';

const latestJobsQuerySchema = z.object({
  limit: limitField(PAGINATION.maxListLimit, PAGINATION.maxListLimit),
});

/** A job action changes what the event feed and the statistics show, not only the jobs. */
const JOB_WRITE_AFFECTS = ['events', 'stats'] as const;

const startOf = <B extends z.ZodType>(path: string, what: string, body: B) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Start ${what} (409 while one runs); the optional body sets the timer`,
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    body,
    response: jobSchema,
  });

const stopOf = (path: string, what: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Stop the ${what} job that is running, waiting to start or paused, if any`,
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    response: stopAllJobsResultSchema,
  });

export const jobEndpoints = {
  active: defineEndpoint({
    method: 'GET',
    path: '/jobs/active',
    summary: 'Jobs that are running or queued',
    tag: 'jobs',
    access: 'viewer',
    response: activeJobsResponseSchema,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/jobs/latest',
    summary: 'The newest jobs (Latest Jobs table)',
    tag: 'jobs',
    access: 'viewer',
    query: latestJobsQuerySchema,
    response: z.array(latestJobRowSchema),
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/jobs/:id/status',
    summary: 'One job with its progress',
    tag: 'jobs',
    access: 'viewer',
    params: jobIdParamSchema,
    response: jobSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/jobs/start/:type',
    summary:
      'Start a job of the given type (the {id} of the spec is the job type); the optional body sets the timer',
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    params: jobTypeParamSchema,
    body: startJobRequestSchema.optional(),
    response: jobSchema,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/jobs/:id/stop',
    summary: 'Stop a running job',
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    params: jobIdParamSchema,
    response: jobSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/jobs/:id/cancel',
    summary: 'Cancel a running or queued job',
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    params: jobIdParamSchema,
    response: jobSchema,
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/jobs/:id/resume',
    summary: `Resume a campaign that paused itself (a spike of provider errors or unanswered calls) ${CHOSEN_PATH_NOTE}`,
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    params: jobIdParamSchema,
    response: jobSchema,
  }),
  coldCallingPreview: defineEndpoint({
    method: 'GET',
    path: '/jobs/cold-calling/preview',
    summary: `Leads due for a cold call: how many may be called now and why the others wait (their hours, the do-not-call list, the attempt caps, a retry delay) ${CHOSEN_PATH_NOTE}`,
    tag: 'jobs',
    access: 'viewer',
    response: campaignPreviewSchema,
  }),
  cancelByType: defineEndpoint({
    method: 'POST',
    path: '/jobs/cancel/:type',
    summary: 'Cancel every running or queued job of a type',
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    params: jobTypeParamSchema,
    response: cancelJobsResultSchema,
  }),
  stopAll: defineEndpoint({
    method: 'POST',
    path: '/jobs/stop-all',
    summary: 'Stop every job that is running, waiting to start or paused, saying how many of each',
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    response: stopAllJobsResultSchema,
  }),
  startColdCalling: startOf(
    '/jobs/cold-calling/start',
    'cold calling of NEW and due NO_ANSWER leads',
    startJobRequestSchema.optional(),
  ),
  stopColdCalling: stopOf('/jobs/cold-calling/stop', 'cold calling'),
  startReminderCalls: startOf(
    '/jobs/reminder-calls/start',
    "reminder calls for today's appointments",
    startJobRequestSchema.optional(),
  ),
  stopReminderCalls: stopOf('/jobs/reminder-calls/stop', 'reminder calls'),
  startSendReminders: startOf(
    '/jobs/send-reminders/start',
    'e-mail/SMS reminders (channels email and sms, both by default)',
    sendRemindersRequestSchema.optional(),
  ),
  stopSendReminders: stopOf('/jobs/send-reminders/stop', 'send reminders'),
  startHubspotFetch: startOf(
    '/jobs/hubspot-fetch/start',
    'the CRM lead import',
    startJobRequestSchema.optional(),
  ),
  stopHubspotFetch: stopOf('/jobs/hubspot-fetch/stop', 'CRM lead import'),
  processStuckLeads: defineEndpoint({
    method: 'POST',
    path: '/jobs/process-stuck-leads',
    summary: 'Send in-progress leads without a live call back to NEW / NO_ANSWER',
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    response: processStuckLeadsResultSchema,
  }),
  timerStatus: defineEndpoint({
    method: 'GET',
    path: '/jobs/timer/status/:id',
    summary: "One job's timer",
    tag: 'jobs',
    access: 'viewer',
    params: jobIdParamSchema,
    response: activeTimerSchema,
  }),
  activeTimers: defineEndpoint({
    method: 'GET',
    path: '/jobs/timer/active',
    summary: 'Timers of the running jobs',
    tag: 'jobs',
    access: 'viewer',
    response: z.array(activeTimerSchema),
  }),
  timerStats: defineEndpoint({
    method: 'GET',
    path: '/jobs/timer/stats',
    summary: 'Active and total timers and their average duration in minutes',
    tag: 'jobs',
    access: 'viewer',
    response: timerStatsSchema,
  }),
  sendReminders: defineEndpoint({
    method: 'POST',
    path: '/reminders/send',
    summary:
      "Send the e-mail/SMS reminders now for tomorrow's appointments (Friday: Saturday to Monday) whose remark is init",
    tag: 'jobs',
    access: 'operator',
    affects: JOB_WRITE_AFFECTS,
    body: sendRemindersRequestSchema.optional(),
    response: reminderResultSchema,
  }),
};
