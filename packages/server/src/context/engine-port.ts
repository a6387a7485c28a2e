// The one way a domain reaches the job engine. Domains sit below the engine (the engine calls their services), so
// a domain that must start, end or feed a job asks this port of its context; app.ts fills it with the engine.
import type { CampaignPreview } from '@callops/contracts/compliance';
import type {
  CurrentJobStatus,
  JobType,
  ProcessStuckLeadsResult,
  ReminderChannel,
} from '@callops/contracts/jobs';
import type { WebhookResult } from '@callops/contracts/webhooks';
import type { JobRow } from '../db/schema';
import type { ServiceContext } from './service-context';

export interface StartOptions {
  durationMinutes?: number;
  channels?: readonly ReminderChannel[];
}

/** What a stop of several jobs ended, and how many of each state. */
export interface EndedJobs {
  jobs: JobRow[];
  counts: Record<CurrentJobStatus, number>;
}

export interface EnginePort {
  /** Starts a job of `type`; 409 while one of that type is current. */
  startJob(ctx: ServiceContext, type: JobType, options?: StartOptions): Promise<JobRow>;
  /** Stops or cancels one current job, releasing its unplaced calls. */
  endJob(ctx: ServiceContext, jobId: string, how: 'stopped' | 'cancelled', reason?: string): Promise<JobRow>;
  /** Ends every current job (running, pending, paused), optionally of one type. */
  endJobs(ctx: ServiceContext, how: 'stopped' | 'cancelled', filter?: { type?: JobType }): Promise<EndedJobs>;
  resumeJob(ctx: ServiceContext, jobId: string): Promise<JobRow>;
  /** Who a cold-calling campaign started now would call, and who it would pass over and why. */
  campaignPreview(ctx: ServiceContext): Promise<CampaignPreview>;
  releaseStuckWork(ctx: ServiceContext): Promise<ProcessStuckLeadsResult>;
  /** A verified VAPI server message: an end-of-call report changes its call, lead and job once; others are ignored. */
  receiveVapiMessage(ctx: ServiceContext, body: unknown): Promise<WebhookResult>;
  /** A new lead came in: a running cold-calling campaign calls it as soon as it may (speed to lead). */
  leadArrived(ctx: ServiceContext): Promise<void>;
}
