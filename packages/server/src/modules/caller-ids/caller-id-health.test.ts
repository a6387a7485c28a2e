import { callerIdVerdict, percent, poolRates } from './caller-id-health';

const RULE = { watchDropPercent: 25, restDropPercent: 50, minCalls: 20 };
const POOL = { answerRate: 40, shortRate: 20 };

describe('poolRates', () => {
  it("is the pool's answered share of its calls and short share of its answered calls", () => {
    expect(
      poolRates([
        { calls: 50, answered: 30, shortCalls: 3 },
        { calls: 50, answered: 10, shortCalls: 5 },
      ]),
    ).toEqual({ answerRate: 40, shortRate: 20 });
    expect(poolRates([])).toEqual({ answerRate: null, shortRate: null });
  });

  it('rounds to one decimal', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(1, 0)).toBeNull();
  });
});

describe('callerIdVerdict', () => {
  it('is healthy near the average', () => {
    expect(callerIdVerdict({ calls: 50, answered: 18, shortCalls: 4 }, POOL, RULE)).toEqual({
      state: 'healthy',
      reason: null,
      rest: false,
    });
  });

  it('watches a number whose answer rate dropped by the watch share, and rests it from the rest share on', () => {
    // 28% is 30% below 40%; 20% is 50% below.
    expect(callerIdVerdict({ calls: 50, answered: 14, shortCalls: 2 }, POOL, RULE)).toEqual({
      state: 'watch',
      reason: "answer rate 28% against the pool's 40%",
      rest: false,
    });
    expect(callerIdVerdict({ calls: 50, answered: 10, shortCalls: 2 }, POOL, RULE)).toMatchObject({
      state: 'watch',
      rest: true,
    });
  });

  it('watches a number whose callers hang up at once far more often than the pool’s', () => {
    expect(callerIdVerdict({ calls: 50, answered: 20, shortCalls: 10 }, POOL, RULE)).toEqual({
      state: 'watch',
      reason: "short calls 50% against the pool's 20%",
      rest: false,
    });
  });

  it('does not judge a number with too few calls, or a pool that no one answered', () => {
    expect(callerIdVerdict({ calls: 19, answered: 0, shortCalls: 0 }, POOL, RULE).state).toBe('healthy');
    expect(
      callerIdVerdict({ calls: 50, answered: 0, shortCalls: 0 }, { answerRate: 0, shortRate: null }, RULE)
        .rest,
    ).toBe(false);
  });
});
