import { isReminderTargetDay, isToday, isTomorrow, reminderTargetDays } from './reminder-dates';

const TORONTO = 'America/Toronto';

describe('reminder dates', () => {
  it('targets tomorrow on weekdays other than Friday', () => {
    expect(reminderTargetDays('2026-01-05T15:00:00Z', TORONTO)).toEqual(['2026-01-06']); // Monday
    expect(reminderTargetDays('2026-01-08T15:00:00Z', TORONTO)).toEqual(['2026-01-09']); // Thursday
    expect(reminderTargetDays('2026-01-10T15:00:00Z', TORONTO)).toEqual(['2026-01-11']); // Saturday
  });

  it('targets Saturday, Sunday and Monday on Friday', () => {
    expect(reminderTargetDays('2026-01-09T15:00:00Z', TORONTO)).toEqual([
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
    ]);
  });

  it('uses the business zone to decide what day it is', () => {
    // 02:00 UTC Saturday is still Friday evening in Toronto.
    expect(reminderTargetDays('2026-01-10T02:00:00Z', TORONTO)).toHaveLength(3);
    expect(reminderTargetDays('2026-01-10T02:00:00Z', 'UTC')).toEqual(['2026-01-11']);
  });

  it('checks a given appointment against the target days', () => {
    const friday = '2026-01-09T15:00:00Z';
    expect(isReminderTargetDay('2026-01-12T14:00:00Z', friday, TORONTO)).toBe(true);
    expect(isReminderTargetDay('2026-01-13T14:00:00Z', friday, TORONTO)).toBe(false);
    expect(isReminderTargetDay('2026-01-09T20:00:00Z', friday, TORONTO)).toBe(false);
    expect(isReminderTargetDay(null, friday, TORONTO)).toBe(false);
    expect(isReminderTargetDay('garbage', friday, TORONTO)).toBe(false);
  });

  it('knows today and tomorrow by calendar day', () => {
    const now = '2026-01-05T23:00:00-05:00';
    expect(isToday('2026-01-05T00:01:00-05:00', now, TORONTO)).toBe(true);
    expect(isTomorrow('2026-01-06T00:01:00-05:00', now, TORONTO)).toBe(true);
    expect(isTomorrow('2026-01-07T00:01:00-05:00', now, TORONTO)).toBe(false);
    expect(isTomorrow(undefined, now, TORONTO)).toBe(false);
  });
});
