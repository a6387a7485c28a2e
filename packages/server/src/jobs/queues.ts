import { SIMULATED_CALL_QUEUE, SIMULATED_TRANSCRIPT_QUEUE } from '../providers/vapi/simulated-voice';
import { defineQueue } from '../queue/job-queue';

/** Every queue of the job engine, with the payload its jobs carry. */
export const QUEUES = {
  /** Claims leads and places calls for a running calling job; at most one queued and one running per job. */
  dispatch: defineQueue<{ jobId: string }>({
    name: 'callops-dispatch',
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 1,
    expireInSeconds: 15,
  }),
  /** Wakes a job's dispatcher a little later (a safety net for lost webhooks, the calling hours opening). */
  dispatchTick: defineQueue<{ jobId: string }>({
    name: 'callops-dispatch-tick',
    policy: 'stately',
    retryLimit: 2,
  }),
  /** The simulated voice provider's calls (defined beside it: the provider queues them itself). */
  simulatedCall: SIMULATED_CALL_QUEUE,
  /** The lines of the simulated provider's calls, each told to our webhook as it is spoken. */
  simulatedTranscript: SIMULATED_TRANSCRIPT_QUEUE,
  /** Decides an answered lead's status from its call (LEAD_SCORE_PENDING → QUALIFIED / UNQUALIFIED / BOOKED). */
  scoreLead: defineQueue<{ callId: number }>({ name: 'callops-score-lead', retryLimit: 5, retryDelay: 2 }),
  /** After a booking or a qualified call: calendar event, confirmation e-mail and SMS, admin alert. */
  followUp: defineQueue<{ callId: number }>({
    name: 'callops-follow-up',
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
  }),
  /** After an opt-out: the CRM record and the confirmation SMS. */
  confirmOptOut: defineQueue<{ callId: number }>({
    name: 'callops-confirm-opt-out',
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
  }),
  /** An SMS to every admin phone: a campaign paused itself at `at`. */
  alertAdmins: defineQueue<{ jobId: string; text: string; at: string }>({
    name: 'callops-alert-admins',
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
  }),
  /** Runs a job that works in one go: send_reminders, hubspot_fetch. */
  runJob: defineQueue<{ jobId: string }>({ name: 'callops-run-job', retryLimit: 2, expireInSeconds: 1800 }),
  /** Stops a job when its timer runs out. */
  jobTimer: defineQueue<{ jobId: string }>({ name: 'callops-job-timer', retryLimit: 3 }),
  /**
   * Every few seconds, on one replica at a time: the alerts of the calls in progress (live-alert-watch.ts). Each check
   * queues the next; a lost one is taken up again by the maintenance job.
   */
  liveAlerts: defineQueue<Record<string, never>>({
    name: 'callops-live-alerts',
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 30,
  }),
  /** Every minute: stuck leads and calls, running jobs without a dispatcher. */
  maintenance: defineQueue<Record<string, never>>({ name: 'callops-maintenance', policy: 'singleton' }),
} as const;

export const ALL_QUEUES = Object.values(QUEUES);
