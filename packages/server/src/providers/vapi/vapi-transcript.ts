// VAPI's `transcript` server message: sent as the transcriber outputs a partial or a final transcript of one side's
// speech. Only final lines are kept (a partial one is replaced by its final one a moment later). VAPI also names the
// message `transcript[transcriptType="final"]` (the serverMessages value that asks for final lines only): both are
// read. Documented: role, transcriptType, transcript, timestamp (milliseconds since the epoch in the current API
// reference, an ISO-8601 string in older ones: either is read, anything else counts as "now").
import { z } from 'zod';
import type { CallNaming } from './call-report';
import { issuesOf, messageCall, namingOf, SPEAKERS } from './vapi-report';

const transcriptSchema = z.object({
  message: z.looseObject({
    type: z.string().startsWith('transcript'),
    role: z.string().min(1),
    transcriptType: z.string().min(1),
    transcript: z.string(),
    timestamp: z.union([z.number().finite(), z.string()]).nullish().catch(undefined),
    call: z.looseObject(messageCall),
  }),
});

/** Whether a server message type is a transcript one (`transcript`, `transcript[transcriptType="final"]`). */
export const isTranscriptMessage = (type: string) => type === 'transcript' || type.startsWith('transcript[');

export interface TranscriptLineMessage extends CallNaming {
  speaker: 'assistant' | 'customer';
  text: string;
  /** When it was said, if the message says so. */
  at: Date | null;
}

export type VapiTranscriptParse =
  | { ok: true; line: TranscriptLineMessage | null }
  | { ok: false; errors: string[] };

function instant(value: number | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Reads a `transcript` server message body (already JSON-parsed). `line` is null for one that adds nothing: a partial
 * transcript, an empty one, or a role that is not a side of the call.
 */
export function parseVapiTranscript(json: unknown): VapiTranscriptParse {
  const parsed = transcriptSchema.safeParse(json);
  if (!parsed.success) return { ok: false, errors: issuesOf(parsed.error) };
  const m = parsed.data.message;
  const speaker = SPEAKERS[m.role];
  const text = m.transcript.trim();
  if (m.transcriptType !== 'final' || !speaker || text === '') return { ok: true, line: null };
  return {
    ok: true,
    line: {
      ...namingOf(m.call),
      speaker,
      text,
      at: instant(m.timestamp),
    },
  };
}
