import { timer } from './jobs-test-fixtures';
import { formatRemaining, TIMER_BAR_COLORS, timerBarView, timerStatTiles } from './timer-view';

describe('formatRemaining', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatRemaining(75)).toBe('1:15');
    expect(formatRemaining(5)).toBe('0:05');
    expect(formatRemaining(3_725)).toBe('1:02:05');
    expect(formatRemaining(-3)).toBe('0:00');
  });
});

describe('timerBarView', () => {
  const at = (iso: string) => new Date(iso);

  it('is blue up to 60% elapsed, yellow past it, red past 80%', () => {
    const half = timerBarView(timer(), at('2026-03-11T15:30:00.000Z'));
    expect(half).toEqual({
      jobId: 'job-1',
      label: 'Cold Calling',
      percent: 50,
      tone: 'normal',
      color: TIMER_BAR_COLORS.normal,
      left: '30:00 left',
    });
    expect(timerBarView(timer(), at('2026-03-11T15:36:00.000Z')).tone).toBe('normal');
    const yellow = timerBarView(timer(), at('2026-03-11T15:36:01.000Z'));
    expect([yellow.tone, yellow.color, yellow.percent]).toEqual(['warning', '#fadb14', 60]);
    expect(timerBarView(timer(), at('2026-03-11T15:48:00.000Z')).tone).toBe('warning');
    const red = timerBarView(timer(), at('2026-03-11T15:48:01.000Z'));
    expect([red.tone, red.color]).toEqual(['danger', '#ff4d4f']);
    expect(timerBarView(timer(), at('2026-03-11T17:00:00.000Z'))).toMatchObject({
      percent: 100,
      left: '0:00 left',
    });
  });
});

describe('timerStatTiles', () => {
  it('shows the counts and the average in minutes', () => {
    expect(timerStatTiles({ activeTimers: 1, totalTimers: 12, averageDuration: 47.5 })).toEqual([
      { label: 'Active Timers', value: '1' },
      { label: 'Total Timers', value: '12' },
      { label: 'Average Duration', value: '47.5 min' },
    ]);
  });
});
