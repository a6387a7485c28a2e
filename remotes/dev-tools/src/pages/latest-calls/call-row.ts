import { type Call, type CallStatus, transferText } from '@callops/contracts/calls';
import {
  type BadgeTone,
  EMPTY_TEXT,
  TRUNCATION,
  truncateCallSid,
  truncateTableText,
} from '@callops/contracts/core';
import { usdText } from '@callops/contracts/stats';

/** A transcript or summary cell: the whole text and, when longer than 24 characters, its first 20 with '...'. */
export interface CallTextView {
  full: string;
  cut: string | null;
}

/** Spec §9: transcript and summary show only for a completed call (null: the cell shows 'N/A'). */
export function callTextView(call: Pick<Call, 'status'>, text: string | null): CallTextView | null {
  if (call.status !== 'completed' || !text || text.trim() === '') return null;
  return { full: text, cut: text.length > TRUNCATION.tableTextLongerThan ? truncateTableText(text) : null };
}

/** Spec §9: a call SID shows its first 8 characters when longer than 8 (the copy button copies it whole). */
export const shownCallSid = (sid: string): string => truncateCallSid(sid);

const IN_FLIGHT: readonly CallStatus[] = ['dialing', 'placing', 'queued', 'ringing', 'in-progress'];

/** The colour of a call's status badge. */
export function callStatusTone(status: CallStatus): BadgeTone {
  if (status === 'completed') return 'success';
  if (IN_FLIGHT.includes(status)) return 'processing';
  if (status === 'failed') return 'error';
  if (status === 'cancelled') return 'default';
  return 'warning'; // no-answer, busy
}

/** Who the call was for: the lead, else the company called, else 'N/A'. */
export const callLeadName = (call: Pick<Call, 'lead_name' | 'company_name'>): string =>
  [call.lead_name, call.company_name].find((name): name is string => !!name && name.trim() !== '') ??
  EMPTY_TEXT;

/** The warm transfer the lead asked for, to whom and how it went; null when the call had none. */
export const callTransferText = (call: Pick<Call, 'transfer'>): string | null =>
  call.transfer ? transferText(call.transfer) : null;
/** What the provider reported the call cost, to a tenth of a cent ('$0.047'); 'N/A' until it reports one. */
export const callCostText = (call: Pick<Call, 'cost_usd'>): string => usdText(call.cost_usd, 3);
