import {
  CALL_IN_PROGRESS_STATUSES,
  type CallInProgress,
  LIVE_TRANSCRIPT_LINES,
  type LiveCallAlert,
} from '@callops/contracts/calls';
import type { JobType } from '@callops/contracts/jobs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { callAlerts, callControlActions, calls } from '../../db/schema';
import { engineSettings, readIntegerSetting } from '../../settings/live-settings';
import { recordJobEvents } from '../jobs/job-events';
import { liveCallAlerts } from './live-alerts';

const ALERT_WORDS: Record<LiveCallAlert, string> = {
  silence: 'nobody has spoken for a while',
  long_call: 'it is running past the duration limit',
};

/**
 * Every call in progress, oldest first, read from the database so each replica sees the calls the others placed,
 * with the alerts each raises now. An alert a call raises for the first time is kept (once per call and kind) and
 * recorded as an event of the call's job. The Live Calls list reads this, and the job engine's watcher runs it every
 * few seconds (jobs/maintenance/live-alert-watch.ts) so a call nobody watches raises its alerts too.
 */
export async function raiseLiveAlerts(ctx: ServiceContext) {
  const rows = await ctx.db
    .select({
      id: calls.id,
      companyId: calls.companyId,
      leadName: calls.leadName,
      companyName: calls.companyName,
      companyPhone: calls.companyPhone,
      callerId: calls.callerId,
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
  // The watcher asks every few seconds: with no call in progress, the settings are not read.
  if (rows.length === 0) return [];
  const limits = {
    silenceSeconds: await readIntegerSetting(ctx, 'live_silence_alert_seconds', 20),
    longCallMinutes: await readIntegerSetting(ctx, 'live_long_call_minutes', 10),
  };
  const live = rows.map((row) => {
    const lines = row.transcriptMessages ?? [];
    const alerts = liveCallAlerts(
      {
        status: row.status,
        startedAt: row.createdAt,
        lastSpeechSeconds: lines.at(-1)?.seconds ?? null,
        speed: row.provider === 'simulated' ? ctx.app.config.simulationSpeed : 1,
      },
      ctx.now,
      limits,
    );
    return { row, alerts };
  });
  await recordNewAlerts(ctx, live);
  return live;
}

/**
 * GET /calls/in-progress: every call in progress and its alerts (raiseLiveAlerts). The monitor URLs are not
 * selected: they stay on the server.
 */
export async function callsInProgress(ctx: ServiceContext): Promise<CallInProgress[]> {
  const live = await raiseLiveAlerts(ctx);
  const ids = live.map(({ row }) => row.id);
  const transferred = new Set(
    ids.length === 0
      ? []
      : (
          await ctx.db
            .select({ callId: callControlActions.callId })
            .from(callControlActions)
            .where(
              and(
                inArray(callControlActions.callId, ids),
                eq(callControlActions.kind, 'transfer'),
                eq(callControlActions.status, 'accepted'),
              ),
            )
        ).map((row) => row.callId),
  );
  const pool = ids.length === 0 ? [] : (await engineSettings(ctx)).callerIds.pool;
  const poolNumber = new Map(pool.map((entry) => [entry.phoneNumberId, entry.number]));
  return live.map(({ row, alerts }) => ({
    id: row.id,
    company_id: row.companyId,
    lead_name: row.leadName,
    company_name: row.companyName,
    company_phone: row.companyPhone,
    caller_id: row.callerId === null ? null : (poolNumber.get(row.callerId) ?? row.callerId),
    job_id: row.jobId,
    job_type: row.jobType as CallInProgress['job_type'],
    status: row.status as CallInProgress['status'],
    provider: row.provider,
    started_at: row.createdAt.toISOString(),
    last_lines: (row.transcriptMessages ?? []).slice(-LIVE_TRANSCRIPT_LINES),
    transferring: transferred.has(row.id),
    alerts,
  }));
}

/** Keeps each alert once per call and kind; the first time, the call's job records it as an event. */
async function recordNewAlerts(
  ctx: ServiceContext,
  live: readonly {
    row: { id: number; jobId: string | null; jobType: string | null; companyName: string | null };
    alerts: LiveCallAlert[];
  }[],
): Promise<void> {
  const raised = live.flatMap(({ row, alerts }) => alerts.map((kind) => ({ callId: row.id, kind })));
  if (raised.length === 0) return;
  const fresh = await ctx.db
    .insert(callAlerts)
    .values(raised.map((alert) => ({ ...alert, createdAt: ctx.now })))
    .onConflictDoNothing()
    .returning({ callId: callAlerts.callId, kind: callAlerts.kind });
  const byId = new Map(live.map(({ row }) => [row.id, row]));
  await recordJobEvents(
    ctx,
    fresh.flatMap(({ callId, kind }) => {
      const call = byId.get(callId);
      if (!call?.jobId) return [];
      return [
        {
          jobId: call.jobId,
          jobType: call.jobType as JobType | null,
          type: 'call_alert',
          message: `Call ${callId} (${call.companyName ?? 'unknown company'}): ${ALERT_WORDS[kind as LiveCallAlert]}`,
          data: { callId, kind },
        },
      ];
    }),
  );
}
