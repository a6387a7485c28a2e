import { callbackText, formatLeadDate, formatLeadDateTime } from './lead-dates';

describe('lead dates', () => {
  it('shows a day, or a day and time, in the business zone; N/A when unset', () => {
    expect(formatLeadDate('2026-03-11T03:30:00.000Z', 'America/Toronto')).toBe('Mar 10, 2026');
    expect(formatLeadDateTime('2026-03-11T14:00:00.000Z', 'America/Toronto')).toBe(
      'Mar 11, 2026, 10:00 a.m.',
    );
    expect(formatLeadDate(null, 'America/Toronto')).toBe('N/A');
    expect(formatLeadDateTime('not a date', 'America/Toronto')).toBe('not a date');
  });

  it("shows a booked callback on the lead's own clock, with the date when a weekday would not tell", () => {
    const now = new Date('2026-03-06T16:00:00Z');
    // Tuesday 15:00 in St. John's (NDT, -2:30) is 17:30Z, 1:30 p.m. in Toronto: the lead's own time is shown.
    const callback = { at: '2026-03-10T17:30:00.000Z', zone: 'America/St_Johns', note: null };
    expect(callbackText(callback, now)).toBe('Callback Tue 3:00 p.m. (their time)');
    expect(callbackText({ ...callback, at: '2026-03-17T17:30:00.000Z' }, now)).toBe(
      'Callback Mar 17, 2026, 3:00 p.m. (their time)',
    );
    expect(callbackText(null, now)).toBeNull();
  });
});
