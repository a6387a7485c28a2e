import {
  answerRate,
  bookingRate,
  costPerBooked,
  DASHBOARD_TARGETS,
  meetsTarget,
  ratePercent,
  usdText,
} from './stats-rates';

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

  it('divides spend by booked appointments, and gives no figure while nothing is booked', () => {
    expect(costPerBooked(12.5, 4)).toBe(3.13);
    expect(costPerBooked(12.5, 0)).toBeNull();
    expect(usdText(costPerBooked(10, 3))).toBe('$3.33');
    expect(usdText(0.0468, 3)).toBe('$0.047');
    expect(usdText(null)).toBe('N/A');
  });
});
