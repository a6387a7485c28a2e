import { msUntilNextTick, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it.each([
    [3_000, 3],
    [2_001, 3],
    [2_000, 2],
    [1, 1],
    [0, 0],
    [-50, 0],
  ])('%i ms left shows %i', (ms, seconds) => {
    expect(secondsLeft(ms)).toBe(seconds);
  });
});

describe('msUntilNextTick', () => {
  it.each([
    [3_000, 1_000],
    [2_500, 500],
    [2_000, 1_000],
    [999, 999],
    [0, 0],
  ])('with %i ms left waits %i ms', (ms, wait) => {
    expect(msUntilNextTick(ms)).toBe(wait);
  });
});
