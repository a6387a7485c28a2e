import { campaignPauseSchema } from '@callops/contracts/compliance';
import {
  JOB_TYPE_LABELS,
  type Job,
  type JobState,
  type JobType,
  jobActions,
  type LatestJobRow,
  normalizeJobState,
} from '@callops/contracts/jobs';
import { usdText } from '@callops/contracts/stats';
import { formatJobInstant } from '../dashboard/active-job-view';
import { formatCount as count } from '../dashboard/dashboard-metrics';
import { JOBS_TEXT } from './jobs-text';

/** The calling jobs with a card of their own (spec §2). */
export const CARD_JOB_TYPES = ['cold_calling', 'reminder_calls'] as const satisfies readonly JobType[];

/**
 * The job a card is about: the current one of its type (running, then queued, then paused), else the newest of the latest
 * jobs (whose details the card then reads by id), else none.
 */
export function cardJobOf(
  type: JobType,
  active: readonly Job[],
  latest: readonly LatestJobRow[],
): { current: Job | null; lastId: string | null } {
  const mine = active.filter((job) => job.job_type === type);
  const current =
    mine.find((job) => normalizeJobState(job.status) === 'running') ??
    mine.find((job) => normalizeJobState(job.status) === 'pending') ??
    mine.find((job) => normalizeJobState(job.status) === 'paused') ??
    null;
  if (current) return { current, lastId: null };
  return { current: null, lastId: latest.find((row) => row.job_type === type)?.id ?? null };
}

export interface JobCardView {
  title: string;
  state: JobState;
  /** The job Stop and Cancel act on. */
  jobId: string | null;
  actions: { start: boolean; stop: boolean; cancel: boolean; resume: boolean };
  /** 0–100, or null when the job has nothing to count (yet). */
  percent: number | null;
  progressText: string;
  /** When it started, was queued or finished. */
  when: string | null;
  /** The job's tallies (placed, answered, booked …) as 'Placed 12 · Answered 5'. */
  counts: string | null;
  error: string | null;
  /** Why a campaign paused itself, and when (beyond the spec: auto-pause). */
  pause: string | null;
  /** What its calls cost, and per booked appointment: 'Spent $4.20 · $1.40 per booked appointment'. */
  spend: string | null;
}

/** A calling job's spend, once a call has reported a cost. */
export function spendText(job: Pick<Job, 'cost_usd' | 'cost_per_booked_usd'>): string | null {
  if (!(job.cost_usd > 0)) return null;
  const spent = JOBS_TEXT.spent(usdText(job.cost_usd));
  return job.cost_per_booked_usd === null
    ? spent
    : `${spent} · ${JOBS_TEXT.perBooked(usdText(job.cost_per_booked_usd))}`;
}

/** 'no_answer' → 'No answer', 'email_sent' → 'Email sent'. */
export function countLabel(key: string): string {
  const words = key.replaceAll('_', ' ').replace(/\bsms\b/gi, 'SMS');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The non-zero counts of a job's metadata, in the order the engine wrote them. */
export function jobCountsText(metadata: Record<string, unknown>): string | null {
  const counts = metadata.counts;
  if (!counts || typeof counts !== 'object') return null;
  const parts = Object.entries(counts as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([key, value]) => `${countLabel(key)} ${count(value)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** '19 of the last 20 calls failed at the voice provider (Paused Mar 11, 10:30).' */
export function pauseText(metadata: Record<string, unknown>, timeZone: string): string | null {
  const parsed = campaignPauseSchema.safeParse(metadata.pause);
  if (!parsed.success) return null;
  return `${parsed.data.message} (${JOBS_TEXT.pausedAt(formatJobInstant(parsed.data.at, timeZone))}).`;
}

function whenText(job: Job, state: JobState, timeZone: string): string | null {
  const at = (iso: string) => formatJobInstant(iso, timeZone);
  if (state === 'pending') return JOBS_TEXT.queuedAt(at(job.created_at));
  if (state === 'running' || state === 'paused') {
    const started = job.startTime ?? job.started_at;
    return started ? JOBS_TEXT.startedAt(at(started)) : null;
  }
  const finished = job.completed_at ?? job.updated_at;
  return JOBS_TEXT.finishedAt(at(finished));
}

/** One card of the Job Manager: the current or last job of its type (or none: idle). */
export function jobCardView(type: JobType, job: Job | null, timeZone: string): JobCardView {
  const title = JOB_TYPE_LABELS[type];
  if (!job) {
    return {
      title,
      state: 'idle',
      jobId: null,
      actions: jobActions('idle'),
      percent: null,
      progressText: JOBS_TEXT.neverRun,
      when: null,
      counts: null,
      error: null,
      pause: null,
      spend: null,
    };
  }
  const state = normalizeJobState(job.status);
  const { current, total, percentage } = job.progress;
  return {
    title,
    state,
    jobId: job.id,
    actions: jobActions(state),
    percent: total > 0 ? Math.min(100, Math.max(0, Math.round(percentage))) : null,
    progressText: total > 0 ? JOBS_TEXT.progressOf(count(current), count(total)) : JOBS_TEXT.noProgressYet,
    when: whenText(job, state, timeZone),
    counts: jobCountsText(job.metadata),
    error: job.error,
    pause: state === 'paused' ? pauseText(job.metadata, timeZone) : null,
    spend: spendText(job),
  };
}
