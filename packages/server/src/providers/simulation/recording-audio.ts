// Playable audio for a simulated call: a WAV of the call's real length. Ringing while nobody answers, then for each
// transcript line a voice-like sound (a pitched buzz shaped into syllables; the assistant higher than the customer)
// from the second the line starts, so the transcript follows the audio. 8 kHz, 16-bit mono PCM.

const SAMPLE_RATE = 8_000;
const HEADER_BYTES = 44;

export interface RecordingSpec {
  durationSeconds: number;
  lines: readonly { speaker: string; text: string; seconds: number }[];
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** How long a line is spoken: about 2.6 words a second. */
const lineSeconds = (text: string) => Math.max(0.6, text.split(/\s+/).length / 2.6);

export function recordingWav(spec: RecordingSpec): Buffer {
  const total = Math.max(1, Math.round(spec.durationSeconds * SAMPLE_RATE));
  const samples = new Float32Array(total);
  if (spec.lines.length === 0) {
    // North American ringback: 440 + 480 Hz, two seconds on, four off.
    for (let i = 0; i < total; i += 1) {
      const t = i / SAMPLE_RATE;
      if (t % 6 < 2) samples[i] = 0.25 * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t));
    }
  }
  for (const line of spec.lines) {
    const start = Math.round(line.seconds * SAMPLE_RATE);
    const length = Math.round(lineSeconds(line.text) * SAMPLE_RATE);
    const pitch = line.speaker === 'assistant' ? 205 : 125;
    for (let j = 0; j < length && start + j < total; j += 1) {
      const t = j / SAMPLE_RATE;
      // Syllables: a 4.5 Hz envelope; a slow intonation drift; three harmonics for a voiced timbre.
      const syllable = Math.max(0, Math.sin(2 * Math.PI * 4.5 * t)) ** 0.6;
      const f = pitch * (1 + 0.06 * Math.sin(2 * Math.PI * 0.7 * t));
      const voiced =
        Math.sin(2 * Math.PI * f * t) +
        0.5 * Math.sin(4 * Math.PI * f * t) +
        0.25 * Math.sin(6 * Math.PI * f * t);
      const fade = Math.min(1, j / 400, (length - j) / 400);
      samples[start + j] = (samples[start + j] ?? 0) + 0.28 * syllable * voiced * fade;
    }
  }
  const data = Buffer.alloc(total * 2);
  for (let i = 0; i < total; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    data.writeInt16LE(Math.round(clipped * 32_767), i * 2);
  }
  return Buffer.concat([wavHeader(data.length), data]);
}
