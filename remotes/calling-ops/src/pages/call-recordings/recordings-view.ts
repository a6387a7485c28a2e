import {
  type CallRecording,
  RECORDING_FILTER_LABELS,
  RECORDING_MESSAGES,
  type RecordingFilter,
  TRANSFER_RESULT_TEXT,
  type TranscriptLine,
  type TransferResult,
  transferText,
} from '@callops/contracts/calls';
import { truncateRecordingSummary, truncateRecordingTranscript } from '@callops/contracts/core';
import { usdText } from '@callops/contracts/stats';

export type FilterKey = RecordingFilter | 'all';

const isBlank = (text: string | null | undefined) => !text || text.trim() === '';

/** Who the call was for: the lead, else the company called, else 'Unknown'. */
export const leadNameOf = (recording: Pick<CallRecording, 'lead_name' | 'company_name'>): string =>
  [recording.lead_name, recording.company_name].find((name): name is string => !isBlank(name)) ??
  RECORDING_MESSAGES.unknownLead;

/** The transcript cell: 80 characters with an ellipsis, 'No transcript' when there is none. */
export const transcriptPreview = (text: string | null | undefined): string =>
  isBlank(text) ? RECORDING_MESSAGES.noTranscript : truncateRecordingTranscript(text);

/** The summary cell: 60 characters with an ellipsis, 'No summary' when there is none. */
export const summaryPreview = (text: string | null | undefined): string =>
  isBlank(text) ? RECORDING_MESSAGES.noSummary : truncateRecordingSummary(text);

/** The empty state's line: which filter found nothing, or that there are no recordings at all. */
export const emptyText = (filter: FilterKey): string =>
  filter === 'all'
    ? RECORDING_MESSAGES.emptyAll
    : RECORDING_MESSAGES.emptyFiltered(RECORDING_FILTER_LABELS[filter]);

/** 'Showing X of total recordings' for the page on screen. */
export const footerText = (shown: number, total: number): string => RECORDING_MESSAGES.showing(shown, total);

/** The line being spoken at `seconds`: the last one that has started, or -1 before the first. */
export function activeLineIndex(lines: readonly TranscriptLine[], seconds: number): number {
  let active = -1;
  for (const [i, line] of lines.entries()) {
    if (line.seconds <= seconds + 0.05) active = i;
    else break;
  }
  return active;
}

/** The transfer tag of a call the lead asked to have transferred: to whom and how it went; null without one. */
export function transferTag(
  recording: Pick<CallRecording, 'transfer'>,
): { text: string; title: string; result: TransferResult } | null {
  const { transfer } = recording;
  if (!transfer) return null;
  return {
    text: `Transfer: ${TRANSFER_RESULT_TEXT[transfer.result]}`,
    title: transferText(transfer),
    result: transfer.result,
  };
}
/** What the provider reported the call cost, to a tenth of a cent ('$0.047'); 'N/A' when it reported none. */
export const recordingCostText = (recording: Pick<CallRecording, 'cost_usd'>): string =>
  usdText(recording.cost_usd, 3);
