import type { Call, CallTransfer } from '@callops/contracts/calls';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import { signedRecordingUrl } from '../../http/media-signature';

/** The columns a Call is made of: a list reads these, not the call's analysis and timed transcript. */
export const CALL_VIEW_COLUMNS = {
  id: calls.id,
  companyId: calls.companyId,
  callSid: calls.callSid,
  leadName: calls.leadName,
  leadEmail: calls.leadEmail,
  companyName: calls.companyName,
  companyPhone: calls.companyPhone,
  status: calls.status,
  jobType: calls.jobType,
  createdAt: calls.createdAt,
  callTranscript: calls.callTranscript,
  callSummary: calls.callSummary,
  callRecUrl: calls.callRecUrl,
  transferredToNumber: calls.transferredToNumber,
  transferredToName: calls.transferredToName,
  transferResult: calls.transferResult,
  costUsd: calls.costUsd,
};

export type CallViewRow = Pick<typeof calls.$inferSelect, keyof typeof CALL_VIEW_COLUMNS>;

/** A calls row in the API's shape; our own recordings get a signed, expiring link. */
export function toCall(ctx: ServiceContext, row: CallViewRow): Call {
  return {
    id: row.id,
    company_id: row.companyId,
    call_sid: row.callSid,
    lead_name: row.leadName,
    lead_email: row.leadEmail,
    company_name: row.companyName,
    company_phone: row.companyPhone,
    status: row.status as Call['status'],
    job_type: row.jobType as Call['job_type'],
    created_at: row.createdAt.toISOString(),
    call_transcript: row.callTranscript,
    call_summary: row.callSummary,
    call_rec_url: signedRecordingUrl(ctx, row.callRecUrl),
    transfer: callTransfer(row),
    cost_usd: row.costUsd,
  };
}

/** The warm transfer a calls row records, in the API's shape; null when the call had none. */
export function callTransfer(
  row: Pick<typeof calls.$inferSelect, 'transferredToNumber' | 'transferredToName' | 'transferResult'>,
): CallTransfer | null {
  return row.transferredToNumber && row.transferResult
    ? { to_number: row.transferredToNumber, to_name: row.transferredToName, result: row.transferResult }
    : null;
}
