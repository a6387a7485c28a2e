import { planBuckets } from './call-buckets';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('planBuckets', () => {
  it('reads whole hours from the rollup and the partial hours at both ends from calls', () => {
    const starts = [at('2026-03-10T16:00:00Z'), at('2026-03-10T17:00:00Z')];
    const plan = planBuckets(starts, at('2026-03-10T18:20:00Z'));
    expect(plan.rollup).toEqual({ from: at('2026-03-10T16:00:00Z'), to: at('2026-03-10T18:00:00Z') });
    expect(plan.direct).toEqual([{ from: at('2026-03-10T18:00:00Z'), to: at('2026-03-10T18:20:00Z') }]);
    expect(plan.cut).toEqual([]);
  });

  it('counts from calls every hour a bucket boundary cuts in two (a half-hour zone)', () => {
    // Local hours of Asia/Kolkata (UTC+5:30) start at :30 UTC.
    const starts = Array.from(
      { length: 3 },
      (_, i) => new Date(at('2026-03-10T10:30:00Z').getTime() + i * HOUR),
    );
    const plan = planBuckets(starts, at('2026-03-10T13:40:00Z'));
    expect(plan.rollup).toEqual({ from: at('2026-03-10T11:00:00Z'), to: at('2026-03-10T13:00:00Z') });
    expect(plan.cut).toEqual([at('2026-03-10T11:00:00Z'), at('2026-03-10T12:00:00Z')]);
    expect(plan.direct).toEqual([
      { from: at('2026-03-10T10:30:00Z'), to: at('2026-03-10T11:00:00Z') },
      { from: at('2026-03-10T11:00:00Z'), to: at('2026-03-10T12:00:00Z') },
      { from: at('2026-03-10T12:00:00Z'), to: at('2026-03-10T13:00:00Z') },
      { from: at('2026-03-10T13:00:00Z'), to: at('2026-03-10T13:40:00Z') },
    ]);
  });

  it('counts a range shorter than a whole hour from calls alone', () => {
    const plan = planBuckets([at('2026-03-10T10:10:00Z')], at('2026-03-10T10:50:00Z'));
    expect(plan).toEqual({
      direct: [{ from: at('2026-03-10T10:10:00Z'), to: at('2026-03-10T10:50:00Z') }],
      rollup: null,
      cut: [],
    });
  });
});
