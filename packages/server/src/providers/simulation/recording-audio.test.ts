import { recordingWav } from './recording-audio';

describe('recordingWav', () => {
  it('is a PCM WAV of the call length', () => {
    const wav = recordingWav({
      durationSeconds: 12,
      lines: [{ speaker: 'assistant', text: 'Hello there, this is Sarah.', seconds: 1.5 }],
    });
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    const seconds = wav.readUInt32LE(40) / (8000 * 2);
    expect(seconds).toBe(12);
  });

  it('is silent before the first line and sounds once it starts', () => {
    const wav = recordingWav({
      durationSeconds: 5,
      lines: [{ speaker: 'customer', text: 'Yes, speaking.', seconds: 2 }],
    });
    const sampleAt = (s: number) => Math.abs(wav.readInt16LE(44 + Math.round(s * 8000) * 2));
    const loudness = (from: number, to: number) => {
      let peak = 0;
      for (let s = from; s < to; s += 0.01) peak = Math.max(peak, sampleAt(s));
      return peak;
    };
    expect(loudness(0, 1.9)).toBe(0);
    expect(loudness(2, 3)).toBeGreaterThan(1000);
  });

  it('rings when nobody answers', () => {
    const wav = recordingWav({ durationSeconds: 3, lines: [] });
    let peak = 0;
    for (let i = 0; i < 8000; i += 1) peak = Math.max(peak, Math.abs(wav.readInt16LE(44 + i * 2)));
    expect(peak).toBeGreaterThan(5000);
  });
});
