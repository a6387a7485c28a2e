import type { ActiveJobsResponse, JobStatus } from '@callops/contracts/jobs';
import { asc, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { jobs } from '../../db/schema';
import { toJob } from './job-view';

/** The statuses that count as current: at most one such job per type (jobs_one_current_per_type). */
export const ACTIVE_JOB_STATUSES = ['running', 'pending'] as const satisfies readonly JobStatus[];

/** GET /jobs/active: running and queued jobs, oldest first (jobs_status_idx finds them). */
export async function listActiveJobs(ctx: ServiceContext): Promise<ActiveJobsResponse> {
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(inArray(jobs.status, [...ACTIVE_JOB_STATUSES]))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  return { jobs: rows.map(toJob), count: rows.length };
}
