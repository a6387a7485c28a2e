import { dateTimeText } from '@callops/contracts/core';
import { JOB_TYPE_LABELS, type Job } from '@callops/contracts/jobs';
import { formatCount } from './dashboard-metrics';
import { DASHBOARD_TEXT } from './dashboard-text';

export interface ActiveJobView {
  id: string;
  label: string;
  status: Job['status'];
  /** 0–100. */
  percent: number;
  progressText: string;
  /** When it started, or when it was queued if it has not started yet. */
  since: string;
}

/** e.g. 'Mar 11, 2026, 11:00 a.m.' in the business zone. */
export const formatJobInstant = (iso: string, timeZone: string): string => dateTimeText(iso, timeZone);

/** One row of the active-jobs panel. */
export function activeJobView(job: Job, timeZone: string): ActiveJobView {
  const { current, total, percentage } = job.progress;
  const started = job.startTime ?? job.started_at;
  return {
    id: job.jobId || job.id,
    label: JOB_TYPE_LABELS[job.job_type ?? job.type] ?? job.job_type,
    status: job.status,
    percent: Math.min(100, Math.max(0, percentage)),
    progressText:
      total > 0
        ? DASHBOARD_TEXT.progressOf(formatCount(current), formatCount(total))
        : DASHBOARD_TEXT.noProgressYet,
    since: started
      ? DASHBOARD_TEXT.startedAt(formatJobInstant(started, timeZone))
      : DASHBOARD_TEXT.queuedAt(formatJobInstant(job.created_at, timeZone)),
  };
}
