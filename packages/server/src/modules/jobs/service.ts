import type {
  ActiveJobsResponse,
  ActiveTimer,
  JobEvent,
  LatestJobRow,
  TimerStats,
} from '@callops/contracts/jobs';
import { CURRENT_JOB_STATUSES } from '@callops/contracts/jobs';
import { LEAD_STATUSES, type LeadStats } from '@callops/contracts/leads';
import { and, asc, avg, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { preparedQuery } from '../../db/prepared-query';
import type { JobRow } from '../../db/schema';
import { jobEvents, jobs } from '../../db/schema';
import { notFound } from '../../errors';
import { countCompaniesByStatus } from '../leads/status-counts';
import { toJob } from './job-view';

/** GET /jobs/active: running and queued jobs, oldest first (jobs_status_idx finds them). */
export async function listActiveJobs(ctx: ServiceContext): Promise<ActiveJobsResponse> {
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(inArray(jobs.status, [...CURRENT_JOB_STATUSES]))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  return { jobs: rows.map(toJob), count: rows.length };
}

export async function findJob(ctx: ServiceContext, id: string): Promise<JobRow> {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound(`Job ${id} not found`);
  return row;
}

/** GET /jobs/latest: newest first (jobs_created_at_idx), bounded by the limit. */
export async function latestJobs(ctx: ServiceContext, limit: number): Promise<LatestJobRow[]> {
  const rows = await ctx.db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
  return rows.map((row) => {
    const job = toJob(row);
    return {
      id: job.id,
      job_type: job.job_type,
      status: job.status,
      started_at: job.started_at,
      completed_at: job.completed_at,
      created_at: job.created_at,
      updated_at: job.updated_at,
      metadata: job.metadata,
    };
  });
}

function timerOf(row: JobRow, now: Date): ActiveTimer | null {
  if (!row.durationMinutes || !row.endsAt || !row.startedAt) return null;
  return {
    jobId: row.id,
    job_type: row.type,
    startTime: row.startedAt.toISOString(),
    durationMinutes: row.durationMinutes,
    isRunning: (CURRENT_JOB_STATUSES as readonly string[]).includes(row.status),
    endsAt: row.endsAt.toISOString(),
    remainingSeconds: Math.max(0, Math.round((row.endsAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function timerStatus(ctx: ServiceContext, id: string): Promise<ActiveTimer> {
  const timer = timerOf(await findJob(ctx, id), ctx.now);
  if (!timer) throw notFound(`Job ${id} has no timer`);
  return timer;
}

export async function activeTimers(ctx: ServiceContext): Promise<ActiveTimer[]> {
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.status, [...CURRENT_JOB_STATUSES]), isNotNull(jobs.durationMinutes)))
    .orderBy(asc(jobs.createdAt));
  return rows.flatMap((row) => timerOf(row, ctx.now) ?? []);
}

/** Spec §3: active timers, timers ever started, their average length in minutes. */
export async function timerStats(ctx: ServiceContext): Promise<TimerStats> {
  const [row] = await ctx.db
    .select({
      total: count(),
      active: sql<number>`(count(*) filter (where ${inArray(jobs.status, [...CURRENT_JOB_STATUSES])}))::int`,
      average: avg(jobs.durationMinutes),
    })
    .from(jobs)
    .where(isNotNull(jobs.durationMinutes));
  return {
    activeTimers: row?.active ?? 0,
    totalTimers: row?.total ?? 0,
    averageDuration: Math.round(Number(row?.average ?? 0) * 10) / 10,
  };
}

const toEvent = (row: typeof jobEvents.$inferSelect): JobEvent => ({
  id: row.id,
  job_id: row.jobId,
  job_type: row.jobType as JobEvent['job_type'],
  event_type: row.type,
  message: row.message,
  data: row.data,
  created_at: row.createdAt.toISOString(),
});

const recent = preparedQuery('recent_events', (db, name) =>
  db
    .select()
    .from(jobEvents)
    .orderBy(desc(jobEvents.createdAt), desc(jobEvents.id))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/** GET /events/recent: newest first (job_events_created_at_idx). */
export async function recentEvents(ctx: ServiceContext, limit: number): Promise<JobEvent[]> {
  const rows = await recent(ctx.db).execute({ limit });
  return rows.map(toEvent);
}

/** GET /events/batch/{id}: one job's story, oldest first (job_events_job_idx). */
export async function jobStory(ctx: ServiceContext, jobId: string): Promise<JobEvent[]> {
  await findJob(ctx, jobId);
  const rows = await ctx.db
    .select()
    .from(jobEvents)
    .where(eq(jobEvents.jobId, jobId))
    .orderBy(asc(jobEvents.id));
  return rows.map(toEvent);
}

/**
 * GET /leads/stats: leads per status, from the per-status counts the companies triggers keep (status-counts.ts): the
 * number of statuses read, whatever the number of leads.
 */
export async function leadStats(ctx: ServiceContext): Promise<LeadStats> {
  const counts = await countCompaniesByStatus(ctx.db);
  // Every status appears, with 0 where no lead has it.
  const byStatus = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
  ) as LeadStats['by_status'];
  let total = 0;
  for (const n of counts.values()) total += n;
  return { total, by_status: byStatus };
}
