import { TRUNCATION } from './spec-constants';

export const EMPTY_TEXT = 'N/A';
const ELLIPSIS = '...';

const isBlank = (text: string | null | undefined): text is null | undefined | '' =>
  text === null || text === undefined || text.trim() === '';

/** Cut to `max` characters with an ellipsis; 'N/A' when empty (default length 100). */
export function truncateText(
  text: string | null | undefined,
  max: number = TRUNCATION.defaultLength,
): string {
  if (isBlank(text)) return EMPTY_TEXT;
  return text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;
}

/** Data-table transcript and summary cells: cut to 20 characters when longer than 24. */
export function truncateTableText(text: string | null | undefined): string {
  if (isBlank(text)) return EMPTY_TEXT;
  return text.length > TRUNCATION.tableTextLongerThan
    ? `${text.slice(0, TRUNCATION.tableTextCutAt)}${ELLIPSIS}`
    : text;
}

/** Call SIDs: the first 8 characters when longer than 8. */
export const truncateCallSid = (sid: string | null | undefined): string =>
  truncateText(sid, TRUNCATION.callSidLength);
export const truncateRemark = (remark: string | null | undefined): string =>
  truncateText(remark, TRUNCATION.remarks);
export const truncateRecordingTranscript = (text: string | null | undefined): string =>
  truncateText(text, TRUNCATION.recordingTranscript);
export const truncateRecordingSummary = (text: string | null | undefined): string =>
  truncateText(text, TRUNCATION.recordingSummary);

/** Text over 50 characters gets an expand/collapse control. */
export function needsExpandControl(text: string | null | undefined): boolean {
  return (text?.length ?? 0) > TRUNCATION.expandableOver;
}
