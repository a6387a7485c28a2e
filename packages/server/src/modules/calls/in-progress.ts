import {
  CALL_IN_PROGRESS_STATUSES,
  type CallInProgress,
  LIVE_TRANSCRIPT_LINES,
} from '@callops/contracts/calls';
import { asc, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';

/**
 * Every call in progress, oldest first, read from the database so each replica sees the calls the others placed.
 * The monitor URLs are not selected: they stay on the server.
 */
export async function callsInProgress(ctx: ServiceContext): Promise<CallInProgress[]> {
  const rows = await ctx.db
    .select({
      id: calls.id,
      companyId: calls.companyId,
      leadName: calls.leadName,
      companyName: calls.companyName,
      companyPhone: calls.companyPhone,
      jobId: calls.jobId,
      jobType: calls.jobType,
      status: calls.status,
      provider: calls.provider,
      createdAt: calls.createdAt,
      transcriptMessages: calls.transcriptMessages,
    })
    .from(calls)
    .where(inArray(calls.status, [...CALL_IN_PROGRESS_STATUSES]))
    .orderBy(asc(calls.createdAt), asc(calls.id));
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    lead_name: row.leadName,
    company_name: row.companyName,
    company_phone: row.companyPhone,
    job_id: row.jobId,
    job_type: row.jobType as CallInProgress['job_type'],
    status: row.status as CallInProgress['status'],
    provider: row.provider,
    started_at: row.createdAt.toISOString(),
    last_lines: (row.transcriptMessages ?? []).slice(-LIVE_TRANSCRIPT_LINES),
  }));
}
