import { liveCallAlerts } from './live-alerts';

const startedAt = new Date('2026-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);
const limits = { silenceSeconds: 20, longCallMinutes: 10 };
const call = (over: Partial<Parameters<typeof liveCallAlerts>[0]> = {}) => ({
  status: 'in-progress',
  startedAt,
  lastSpeechSeconds: 30,
  speed: 1,
  ...over,
});

describe('live call alerts', () => {
  it('marks a call silent once nobody spoke for the limit since the last line', () => {
    expect(liveCallAlerts(call(), at(50), limits)).toEqual([]);
    expect(liveCallAlerts(call(), at(51), limits)).toEqual(['silence']);
  });

  it('counts silence from the start when nobody spoke yet, and never while it rings', () => {
    expect(liveCallAlerts(call({ lastSpeechSeconds: null }), at(21), limits)).toEqual(['silence']);
    expect(liveCallAlerts(call({ status: 'ringing', lastSpeechSeconds: null }), at(59), limits)).toEqual([]);
  });

  it("reads a simulated call's line times at its speed", () => {
    // The line at 300 s of a call told 10× faster was spoken 30 s after the start.
    expect(liveCallAlerts(call({ lastSpeechSeconds: 300, speed: 10 }), at(45), limits)).toEqual([]);
    expect(liveCallAlerts(call({ lastSpeechSeconds: 300, speed: 10 }), at(51), limits)).toEqual(['silence']);
  });

  it('marks a call past the duration limit, and a limit of 0 turns an alert off', () => {
    expect(liveCallAlerts(call({ lastSpeechSeconds: 595 }), at(601), limits)).toEqual(['long_call']);
    expect(liveCallAlerts(call({ lastSpeechSeconds: 595 }), at(600), limits)).toEqual([]);
    expect(
      liveCallAlerts(call({ lastSpeechSeconds: null }), at(3600), { silenceSeconds: 0, longCallMinutes: 0 }),
    ).toEqual([]);
  });
});
