// What the server makes of VAPI's listen socket (vendors.md, "Live listen and control"): text frames are JSON events
// (transcripts among them), binary frames are 16-bit PCM whose sample rate and channels VAPI leaves unconfirmed. Only
// what a listener needs is passed on, in our own shape: a vendor event is never relayed as it came.
import {
  LISTEN_ENCODING,
  type ListenFormatMessage,
  type ListenTranscriptMessage,
} from '@callops/contracts/calls';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * A transcript event as our message: VAPI's `{type:'transcript', role:'assistant'|'user', transcriptType:
 * 'partial'|'final', transcript}` (its server messages also spell the type `transcript[transcriptType="final"]`).
 */
export function listenTranscript(event: unknown): ListenTranscriptMessage | null {
  const e = asRecord(event);
  if (!e || typeof e.type !== 'string' || !e.type.startsWith('transcript')) return null;
  const text = typeof e.transcript === 'string' ? e.transcript.trim() : '';
  if (text === '') return null;
  const final = e.transcriptType === 'final' || e.type.includes('"final"');
  return { type: 'transcript', speaker: e.role === 'assistant' ? 'assistant' : 'lead', text, final };
}

export const LISTEN_SAMPLE_RATES = [8_000, 11_025, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000] as const;
const isRate = (value: unknown): value is number =>
  typeof value === 'number' && (LISTEN_SAMPLE_RATES as readonly number[]).includes(value);
const isChannels = (value: unknown): value is number => value === 1 || value === 2;

/** A format the vendor announces in an event (a `sampleRate` and/or `channels` field, at the top or in `format`). */
export function announcedFormat(event: unknown): { sampleRate?: number; channels?: number } | null {
  const e = asRecord(event);
  if (!e) return null;
  const source = asRecord(e.format) ?? e;
  const rate = source.sampleRate ?? source.sample_rate;
  const channels = source.channels ?? source.numChannels;
  const found = {
    ...(isRate(rate) ? { sampleRate: rate } : {}),
    ...(isChannels(channels) ? { channels } : {}),
  };
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The sample rate that audio of `channels` channels arriving at `bytesPerSecond` (in real time) has: the nearest
 * usual rate within 12 %, null when none is that near (the measure was too short or the vendor bursty).
 */
export function sampleRateFromByteRate(bytesPerSecond: number, channels: number): number | null {
  const measured = bytesPerSecond / (2 * channels);
  let best: number | null = null;
  for (const rate of LISTEN_SAMPLE_RATES) {
    if (
      Math.abs(measured - rate) / rate <= 0.12 &&
      (best === null || Math.abs(measured - rate) < Math.abs(measured - best))
    )
      best = rate;
  }
  return best;
}

export const listenFormat = (sampleRate: number, channels: number): ListenFormatMessage => ({
  type: 'format',
  encoding: LISTEN_ENCODING,
  sampleRate,
  channels,
});
