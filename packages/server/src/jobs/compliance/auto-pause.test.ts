import { mayTipAutoPause, pauseVerdict, type RecentCall } from './auto-pause';

const answered: RecentCall = { status: 'completed', answered: true, endedReason: 'customer-ended-call' };
const unanswered: RecentCall = {
  status: 'completed',
  answered: false,
  endedReason: 'customer-did-not-answer',
};
const failed: RecentCall = { status: 'failed', answered: false, endedReason: 'call.start.error-vapi-fault' };
const faultAnswered: RecentCall = {
  status: 'completed',
  answered: true,
  endedReason: 'pipeline-error-openai-llm-failed',
};

describe('which ended calls the auto-pause rule is judged on', () => {
  it('judges failed and unanswered calls, not answered ones', () => {
    expect(mayTipAutoPause(unanswered)).toBe(true);
    expect(mayTipAutoPause(failed)).toBe(true);
    expect(mayTipAutoPause(faultAnswered)).toBe(true);
    expect(mayTipAutoPause(answered)).toBe(false);
  });

  it('never misses a pause by it: an answered call never tips a full window that did not pause', () => {
    const rule = { recentCalls: 6, unansweredPercent: 50, errorPercent: 50 };
    // Every window of six from a seeded mix of the four kinds of ended calls.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return [answered, unanswered, failed, faultAnswered][seed % 4] as RecentCall;
    };
    let tried = 0;
    for (let i = 0; i < 5_000; i++) {
      const before = Array.from({ length: 6 }, next);
      if (pauseVerdict(before, rule)) continue;
      tried++;
      expect(pauseVerdict([answered, ...before], rule)).toBeNull();
    }
    expect(tried).toBeGreaterThan(500);
  });
});
