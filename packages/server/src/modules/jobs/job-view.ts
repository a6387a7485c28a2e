import type { Job, JobProgress } from '@callops/contracts/jobs';
import { costPerBooked, ratePercent, roundUsd } from '@callops/contracts/stats';
import type { JobRow } from '../../db/schema';

/** Progress as the spec names it: `completed` and `current` are the same count, percentage capped at 100. */
export function jobProgress(current: number, total: number): JobProgress {
  return {
    completed: current,
    current,
    total,
    percentage: Math.min(100, ratePercent(current, total)),
  };
}

/** The job's booked appointments, as its metadata counts them (lead-scoring.ts counts each 'booked'). */
const bookedCount = (metadata: Record<string, unknown>): number => {
  const counts = metadata.counts as Record<string, unknown> | undefined;
  return Number(counts?.booked ?? 0) || 0;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A jobs row in the API's shape, with the spec's synonyms (id/jobId, type/job_type, startTime/started_at). */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    jobId: row.id,
    type: row.type,
    job_type: row.type,
    status: row.status,
    progress: jobProgress(row.progressCurrent, row.progressTotal),
    startTime: iso(row.startedAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    duration_minutes: row.durationMinutes,
    ends_at: iso(row.endsAt),
    error: row.error,
    metadata: row.metadata,
    cost_usd: roundUsd(row.costUsd),
    cost_per_booked_usd: costPerBooked(row.costUsd, bookedCount(row.metadata)),
  };
}
