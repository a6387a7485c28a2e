import { announcedFormat, listenFormat, listenTranscript, sampleRateFromByteRate } from './listen-events';

describe("VAPI's listen events", () => {
  it('makes transcripts our own shape, partial or final, and ignores other events', () => {
    expect(
      listenTranscript({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: ' Sure. ' }),
    ).toEqual({ type: 'transcript', speaker: 'lead', text: 'Sure.', final: true });
    expect(
      listenTranscript({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'partial',
        transcript: 'Hi',
      }),
    ).toEqual({ type: 'transcript', speaker: 'assistant', text: 'Hi', final: false });
    expect(
      listenTranscript({ type: 'transcript[transcriptType="final"]', role: 'assistant', transcript: 'Hi' }),
    ).toMatchObject({ final: true });
    expect(listenTranscript({ type: 'transcript', role: 'user', transcript: '' })).toBeNull();
    expect(listenTranscript({ type: 'status-update', status: 'in-progress' })).toBeNull();
    expect(listenTranscript('transcript')).toBeNull();
    expect(listenTranscript(null)).toBeNull();
  });

  it('reads a format the vendor announces, at the top or under format, and only sane values', () => {
    expect(announcedFormat({ type: 'start', sampleRate: 8000, channels: 2 })).toEqual({
      sampleRate: 8000,
      channels: 2,
    });
    expect(announcedFormat({ format: { sample_rate: 24000 } })).toEqual({ sampleRate: 24000 });
    expect(announcedFormat({ sampleRate: 12345, channels: 7 })).toBeNull();
    expect(announcedFormat({ type: 'transcript' })).toBeNull();
  });

  it('tells the sample rate from the byte rate of real-time audio', () => {
    expect(sampleRateFromByteRate(32_000, 1)).toBe(16_000);
    expect(sampleRateFromByteRate(31_000, 1)).toBe(16_000);
    expect(sampleRateFromByteRate(32_000, 2)).toBe(8_000);
    expect(sampleRateFromByteRate(16_400, 1)).toBe(8_000);
    expect(sampleRateFromByteRate(96_000, 1)).toBe(48_000);
    expect(sampleRateFromByteRate(5_000, 1)).toBeNull();
  });

  it('says the format in the first message', () => {
    expect(listenFormat(16_000, 1)).toEqual({
      type: 'format',
      encoding: 'pcm_s16le',
      sampleRate: 16_000,
      channels: 1,
    });
  });
});
