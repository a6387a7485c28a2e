import {
  REMINDER_CHANNELS,
  type ReminderChannel,
  type ReminderResult,
  sendRemindersRequestSchema,
} from '@callops/contracts/jobs';
import { JOBS_TEXT } from './jobs-text';

/** Both channels to begin with (spec §7). */
export const DEFAULT_REMINDER_CHANNELS: readonly ReminderChannel[] = REMINDER_CHANNELS;

export const CHANNEL_OPTIONS = REMINDER_CHANNELS.map((channel) => ({
  value: channel,
  label: JOBS_TEXT.channelLabels[channel],
}));

/** The contract's own check: at least one channel; its message when there is none. */
export function channelSelectionError(channels: readonly ReminderChannel[]): string | null {
  const parsed = sendRemindersRequestSchema.safeParse({ channels });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The counts of spec §3, in the order the card lists them. */
export function reminderResultCounts(result: ReminderResult): { label: string; value: number }[] {
  const { total, sent, failed, alreadySent, skipped } = result.results;
  const labels = JOBS_TEXT.resultCounts;
  return [
    { label: labels.total, value: total },
    { label: labels.sent, value: sent },
    { label: labels.failed, value: failed },
    { label: labels.alreadySent, value: alreadySent },
    { label: labels.skipped, value: skipped },
  ];
}
