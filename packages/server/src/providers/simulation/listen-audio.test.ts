import { lineSpokenAt, linesStartingIn, listenFrame, SIMULATED_LISTEN_RATE } from './listen-audio';

const LINES = [
  { speaker: 'assistant', text: 'Hi, this is Alex calling about your business.', seconds: 1.5 },
  { speaker: 'customer', text: 'Sure, go ahead.', seconds: 6 },
];

const rms = (frame: Buffer) => {
  let sum = 0;
  for (let i = 0; i < frame.length; i += 2) sum += (frame.readInt16LE(i) / 32_768) ** 2;
  return Math.sqrt(sum / (frame.length / 2));
};

describe('the simulated listen audio', () => {
  it('knows which line is spoken when, and which lines start within a stretch of the call', () => {
    expect(lineSpokenAt(LINES, 1)).toBeNull();
    expect(lineSpokenAt(LINES, 2)?.speaker).toBe('assistant');
    expect(lineSpokenAt(LINES, 6.5)?.speaker).toBe('customer');
    expect(lineSpokenAt(LINES, 30)).toBeNull();
    expect(linesStartingIn(LINES, 0, 6).map((l) => l.speaker)).toEqual(['assistant']);
    expect(linesStartingIn(LINES, 6, 7).map((l) => l.speaker)).toEqual(['customer']);
  });

  it('is 16-bit PCM, a voice while a line is spoken and near silence after the last one', () => {
    const second = SIMULATED_LISTEN_RATE;
    const speaking = listenFrame(LINES, 2, 1600, second);
    expect(speaking.length).toBe(second * 2);
    expect(rms(speaking)).toBeGreaterThan(0.05);
    expect(rms(listenFrame(LINES, 30, 1600, second))).toBe(0);
  });

  it('rings before the first line', () => {
    expect(rms(listenFrame(LINES, 0.5, 0, SIMULATED_LISTEN_RATE / 2))).toBeGreaterThan(0.05);
    expect(rms(listenFrame([], 0.5, 0, SIMULATED_LISTEN_RATE / 2))).toBeGreaterThan(0.05);
  });

  it('joins frames without a jump: the phase follows the stream samples', () => {
    const whole = listenFrame(LINES, 2, 0, 320);
    const first = listenFrame(LINES, 2, 0, 160);
    const second = listenFrame(LINES, 2, 160, 160);
    expect(Buffer.concat([first, second]).equals(whole)).toBe(true);
  });
});
