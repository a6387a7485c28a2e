// What the simulated provider's listen socket plays while a simulated call goes on: the same kind of voice as its
// recordings (recording-audio.ts: a pitched buzz shaped into syllables, the assistant higher than the customer) with
// two formant-like resonances on top, ringback before anyone speaks, and quiet between the lines. 16-bit mono PCM at
// 16 kHz, VAPI's documented default for its audio sockets.

export const SIMULATED_LISTEN_RATE = 16_000;

export interface ListenLine {
  speaker: string;
  text: string;
  /** Seconds from the start of the call. */
  seconds: number;
}

/** How long a line is spoken: about 2.6 words a second (as the recordings have it). */
export const spokenSeconds = (text: string) => Math.max(0.6, text.split(/\s+/).length / 2.6);

/** The line being spoken at `second` of the call, if any. */
export function lineSpokenAt(lines: readonly ListenLine[], second: number): ListenLine | null {
  for (const line of lines) {
    if (second >= line.seconds && second < line.seconds + spokenSeconds(line.text)) return line;
  }
  return null;
}

/** The lines that start within [from, to) of the call: their transcript events are due. */
export const linesStartingIn = (lines: readonly ListenLine[], from: number, to: number) =>
  lines.filter((line) => line.seconds >= from && line.seconds < to);

const VOWEL_FORMANTS: readonly (readonly [number, number])[] = [
  [730, 1090],
  [270, 2290],
  [530, 1840],
  [570, 840],
  [300, 870],
];

/**
 * `count` samples of what is heard at `second` of the call, starting at sample `offset` of the stream (the voice's
 * phase runs on the stream's own time, so frames join without clicks): a speaking voice during a line, ringback
 * before the first line, near silence after it.
 */
export function listenFrame(
  lines: readonly ListenLine[],
  second: number,
  offset: number,
  count: number,
  rate = SIMULATED_LISTEN_RATE,
): Buffer {
  const out = Buffer.alloc(count * 2);
  const line = lineSpokenAt(lines, second);
  const firstLine = lines[0];
  const ringing = !line && (!firstLine || second < firstLine.seconds);
  for (let i = 0; i < count; i += 1) {
    const t = (offset + i) / rate;
    let sample = 0;
    if (line) {
      const pitch = line.speaker === 'assistant' ? 205 : 125;
      // Syllables: a 4.5 Hz envelope; each syllable a vowel of its own, heard through its two formants.
      const syllablePhase = 4.5 * t;
      const envelope = Math.max(0, Math.sin(2 * Math.PI * syllablePhase)) ** 0.6;
      const [f1, f2] = VOWEL_FORMANTS[Math.floor(syllablePhase) % VOWEL_FORMANTS.length] as readonly [
        number,
        number,
      ];
      const f = pitch * (1 + 0.06 * Math.sin(2 * Math.PI * 0.7 * t));
      const voiced =
        Math.sin(2 * Math.PI * f * t) +
        0.5 * Math.sin(4 * Math.PI * f * t) +
        0.25 * Math.sin(6 * Math.PI * f * t);
      const formants = 0.35 * Math.sin(2 * Math.PI * f1 * t) + 0.2 * Math.sin(2 * Math.PI * f2 * t);
      sample = 0.25 * envelope * (voiced + formants * (0.6 + 0.4 * Math.sin(2 * Math.PI * f * t)));
    } else if (ringing) {
      // North American ringback: 440 + 480 Hz, two seconds on, four off.
      if (t % 6 < 2) sample = 0.2 * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t));
    }
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), i * 2);
  }
  return out;
}
