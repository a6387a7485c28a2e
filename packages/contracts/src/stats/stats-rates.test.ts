import { answerRate, bookingRate, DASHBOARD_TARGETS, meetsTarget, ratePercent } from './stats-rates';

describe('stats rates', () => {
  it('computes percentages rounded to one decimal', () => {
    expect(answerRate(1, 3)).toBe(33.3);
    expect(answerRate(2, 3)).toBe(66.7);
    expect(ratePercent(1, 8, 0)).toBe(13);
    expect(answerRate(5, 5)).toBe(100);
  });

  it('divides bookings by total calls', () => {
    expect(bookingRate(2, 25)).toBe(8);
    expect(bookingRate(1, 3)).toBe(33.3);
  });

  it('is zero-safe', () => {
    expect(answerRate(0, 0)).toBe(0);
    expect(bookingRate(3, 0)).toBe(0);
    expect(ratePercent(Number.NaN, 10)).toBe(0);
  });

  it('compares against the targets', () => {
    expect(meetsTarget(30, DASHBOARD_TARGETS.answerRatePercent)).toBe(true);
    expect(meetsTarget(7.9, DASHBOARD_TARGETS.bookingRatePercent)).toBe(false);
  });
});
