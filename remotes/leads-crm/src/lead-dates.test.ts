import { formatLeadDate, formatLeadDateTime } from './lead-dates';

describe('lead dates', () => {
  it('shows a day, or a day and time, in the business zone; N/A when unset', () => {
    expect(formatLeadDate('2026-03-11T03:30:00.000Z', 'America/Toronto')).toBe('Mar 10, 2026');
    expect(formatLeadDateTime('2026-03-11T14:00:00.000Z', 'America/Toronto')).toBe(
      'Mar 11, 2026, 10:00 a.m.',
    );
    expect(formatLeadDate(null, 'America/Toronto')).toBe('N/A');
    expect(formatLeadDateTime('not a date', 'America/Toronto')).toBe('not a date');
  });
});
