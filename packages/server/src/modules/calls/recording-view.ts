import type {
  CallRecording,
  CallRecordingDetail,
  ControlMarker,
  TranscriptLine,
} from '@callops/contracts/calls';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import { signedRecordingUrl } from '../../http/media-signature';
import { callTransfer } from './call-view';

/** The columns a recordings row needs: never the timed transcript or the analysis (large JSON) for a list. */
export const recordingColumns = {
  id: calls.id,
  leadName: calls.leadName,
  companyName: calls.companyName,
  leadEmail: calls.leadEmail,
  companyPhone: calls.companyPhone,
  callRecUrl: calls.callRecUrl,
  callSid: calls.callSid,
  status: calls.status,
  jobType: calls.jobType,
  apptBooked: calls.apptBooked,
  callTranscript: calls.callTranscript,
  callSummary: calls.callSummary,
  leadScore: calls.leadScore,
  costUsd: calls.costUsd,
  createdAt: calls.createdAt,
  transferredToNumber: calls.transferredToNumber,
  transferredToName: calls.transferredToName,
  transferResult: calls.transferResult,
};

export type RecordingRow = {
  [K in keyof typeof recordingColumns]: (typeof recordingColumns)[K]['_']['data'] | null;
} & {
  id: number;
  callRecUrl: string | null;
  createdAt: Date;
  apptBooked: boolean;
  leadScore: number;
  status: string;
};

/** A calls row in the recordings' shape; our own recordings get a signed, expiring link. */
export function toCallRecording(ctx: ServiceContext, row: RecordingRow): CallRecording {
  return {
    id: row.id,
    lead_name: row.leadName,
    company_name: row.companyName,
    lead_email: row.leadEmail,
    phone_number: row.companyPhone,
    call_rec_url: signedRecordingUrl(ctx, row.callRecUrl) ?? '',
    call_sid: row.callSid,
    status: row.status as CallRecording['status'],
    job_type: row.jobType as CallRecording['job_type'],
    appt_booked: row.apptBooked,
    call_transcript: row.callTranscript,
    call_summary: row.callSummary,
    lead_score: row.leadScore,
    cost_usd: row.costUsd,
    created_at: row.createdAt.toISOString(),
    transfer: callTransfer(row),
  };
}

export function toCallRecordingDetail(
  ctx: ServiceContext,
  row: RecordingRow & {
    durationSeconds: number | null;
    transcriptMessages: TranscriptLine[] | null;
  },
  controlMarkers: ControlMarker[],
): CallRecordingDetail {
  return {
    ...toCallRecording(ctx, row),
    duration_seconds: row.durationSeconds,
    transcript_messages: [...(row.transcriptMessages ?? [])].sort((a, b) => a.seconds - b.seconds),
    control_markers: controlMarkers,
  };
}
