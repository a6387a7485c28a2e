// After a call from a pool number went unanswered: when the number's answer rate has fallen by the rest share
// against the pool's, it is rested for the configured hours, and the job's events (and so the operator's toast) say so.
import { addCalendarDays, calendarDay, endOfSentence, instantText } from '@callops/contracts/core';
import type { ServiceContext } from '../../context/service-context';
import {
  callerIdDayRows,
  JUDGED_DAYS,
  judgedFrom,
  judgedRates,
} from '../../modules/caller-ids/caller-id-figures';
import { callerIdVerdict, poolRates } from '../../modules/caller-ids/caller-id-health';
import { callerIdRests, restCallerId } from '../../modules/caller-ids/caller-id-rests';
import { recordJobEvent } from '../../modules/jobs/job-events';
import type { EngineSettings } from '../../settings/live-settings';

const HOUR_MS = 3_600_000;

/** The job event that tells the operator a number was rested (the console toasts it). */
export const CALLER_ID_RESTED_EVENT = 'caller_id_rested';

export async function checkCallerIdHealth(
  ctx: ServiceContext,
  call: { callerId: string | null; jobId: string | null; jobType: string | null },
  settings: EngineSettings,
): Promise<void> {
  const { pool } = settings.callerIds;
  const entry = pool.find((number) => number.phoneNumberId === call.callerId);
  if (!entry) return;
  const rests = await callerIdRests(ctx);
  const rest = rests.get(entry.phoneNumberId);
  if (rest && rest.restedUntil > ctx.now) return;
  const days = await callerIdDayRows(
    ctx,
    pool.map((number) => number.phoneNumberId),
    addCalendarDays(calendarDay(ctx.now, settings.timeZone), 1 - JUDGED_DAYS),
  );
  const rates = judgedRates(days, judgedFrom(pool, rests, ctx.now, settings.timeZone));
  const mine = rates.get(entry.phoneNumberId);
  if (!mine) return;
  const verdict = callerIdVerdict(mine, poolRates([...rates.values()]), settings.callerIds);
  if (!verdict.rest || !verdict.reason) return;
  const until = new Date(ctx.now.getTime() + settings.callerIds.restHours * HOUR_MS);
  if (!(await restCallerId(ctx, entry.phoneNumberId, until, verdict.reason))) return;
  await recordJobEvent(ctx, {
    jobId: call.jobId,
    jobType: (call.jobType as 'cold_calling' | 'reminder_calls' | null) ?? null,
    type: CALLER_ID_RESTED_EVENT,
    message: `Caller ID ${entry.number} rested until ${endOfSentence(instantText(until, settings.timeZone))} Its ${verdict.reason} fell by ${settings.callerIds.restDropPercent}% or more.`,
    data: {
      phoneNumberId: entry.phoneNumberId,
      number: entry.number,
      restedUntil: until.toISOString(),
      reason: verdict.reason,
    },
  });
}
