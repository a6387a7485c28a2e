// What a status-update changes: a call in progress moves on to the stage the provider reports (queued, ringing, in
// progress), never back, and never out of an end its report already applied. The Live Calls page hears of it at once
// through the job's change announcement.
import { CALL_IN_PROGRESS_STATUSES } from '@callops/contracts/calls';
import type { ServiceContext } from '../../context/service-context';
import type { CallStage, CallStatusUpdate } from '../../providers/vapi/vapi-status';
import type { ReportOutcome } from './call-outcome';
import { changeNamedCall } from './named-call';

/** The statuses of a call still in progress that come before `stage` (they are listed in the order a call goes). */
const statusesBefore = (stage: CallStage): string[] =>
  CALL_IN_PROGRESS_STATUSES.slice(0, CALL_IN_PROGRESS_STATUSES.indexOf(stage));

/** Moves the call on to the stage, if it is not there or past it yet (a repeat or a late update changes nothing). */
export function applyCallStage(
  ctx: ServiceContext,
  update: CallStatusUpdate & { stage: CallStage },
): Promise<ReportOutcome> {
  return changeNamedCall(
    ctx,
    update,
    { status: update.stage, updatedAt: ctx.now },
    statusesBefore(update.stage),
  );
}
