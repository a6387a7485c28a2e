import type { CallInProgress, LiveCallAlert } from '@callops/contracts/calls';
import { JOB_TYPE_LABELS } from '@callops/contracts/jobs';
import { LIVE_CALLS_TEXT as TEXT } from './live-calls-text';

export type LiveCallStage = keyof typeof TEXT.stages;

/**
 * The stage an operator sees: the call's statuses before the phone rings are all "dialing"; a call whose transfer
 * a supervisor started is "transferring".
 */
export function liveCallStage(status: CallInProgress['status'], transferring = false): LiveCallStage {
  if (transferring) return 'transferring';
  if (status === 'ringing' || status === 'in-progress') return status;
  return 'dialing';
}

/** Time since the call started as m:ss (h:mm:ss past an hour); never negative when clocks disagree a little. */
export function elapsedLabel(startedAt: string, now: Date): string {
  const total = Math.max(0, Math.floor((now.getTime() - Date.parse(startedAt)) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export interface LiveCallRow {
  id: number;
  lead: string;
  company: string;
  number: string;
  callerId: string;
  job: string;
  stage: LiveCallStage;
  stageLabel: string;
  elapsed: string;
  lines: string[];
  /** The alerts shown on the row (too long silent, past the duration limit). */
  alerts: { kind: LiveCallAlert; label: string }[];
}

/** One row of the Live Calls table. */
export function liveCallRow(call: CallInProgress, now: Date): LiveCallRow {
  const stage = liveCallStage(call.status, call.transferring);
  return {
    id: call.id,
    lead: call.lead_name ?? TEXT.unknownLead,
    company: call.company_name ?? '—',
    number: call.company_phone ?? '—',
    callerId: call.caller_id ?? TEXT.defaultCallerId,
    job: call.job_type ? JOB_TYPE_LABELS[call.job_type] : '—',
    stage,
    stageLabel: TEXT.stages[stage],
    elapsed: elapsedLabel(call.started_at, now),
    lines: call.last_lines.map((line) => `${line.speaker}: ${line.text}`),
    alerts: call.alerts.map((kind) => ({ kind, label: TEXT.alerts[kind] })),
  };
}

/** An alert toast to raise: each call's alert of each kind once while the page is open. */
export interface AlertToast {
  key: string;
  text: string;
}

/** The alerts not toasted yet, with their keys (`seen` holds the keys of those already toasted). */
export function newAlertToasts(calls: readonly CallInProgress[], seen: ReadonlySet<string>): AlertToast[] {
  return calls.flatMap((call) =>
    call.alerts
      .map((kind) => ({
        key: `${call.id}:${kind}`,
        text: TEXT.alertToast[kind](call.lead_name ?? call.company_name ?? TEXT.unknownLead),
      }))
      .filter((toast) => !seen.has(toast.key)),
  );
}

/** Whether a call can be steered yet: once the provider has it (before that there is nothing to send to). */
export const canControl = (call: Pick<CallInProgress, 'status'>) =>
  call.status === 'ringing' || call.status === 'in-progress' || call.status === 'queued';
