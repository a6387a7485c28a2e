import { timerBarTone, timerElapsedPercent } from './timer-bar';

describe('timer bar', () => {
  const start = '2026-01-05T10:00:00Z';

  it('computes the elapsed share, bounded 0–100', () => {
    expect(timerElapsedPercent(start, 60, '2026-01-05T10:30:00Z')).toBe(50);
    expect(timerElapsedPercent(start, 60, '2026-01-05T09:00:00Z')).toBe(0);
    expect(timerElapsedPercent(start, 60, '2026-01-05T12:00:00Z')).toBe(100);
    expect(timerElapsedPercent(null, 60, '2026-01-05T12:00:00Z')).toBe(0);
    expect(timerElapsedPercent(start, 0, '2026-01-05T12:00:00Z')).toBe(0);
  });

  it('turns yellow past 60% and red past 80%', () => {
    expect(timerBarTone(60)).toBe('normal');
    expect(timerBarTone(60.1)).toBe('warning');
    expect(timerBarTone(80)).toBe('warning');
    expect(timerBarTone(80.1)).toBe('danger');
  });
});
