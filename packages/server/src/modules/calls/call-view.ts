import type { Call } from '@callops/contracts/calls';
import type { ServiceContext } from '../../context/service-context';
import type { calls } from '../../db/schema';
import { signedRecordingUrl } from '../media/media-signature';

export type CallRow = typeof calls.$inferSelect;

/** A calls row in the API's shape; our own recordings get a signed, expiring link. */
export function toCall(ctx: ServiceContext, row: CallRow): Call {
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
  };
}
