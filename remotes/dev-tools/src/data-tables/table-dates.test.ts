import { formatTableDate } from './table-dates';

describe('formatTableDate', () => {
  it('shows the instant in the given zone', () => {
    expect(formatTableDate('2026-03-11T14:00:00.000Z', 'America/Toronto')).toBe('Mar 11, 2026, 10:00 AM');
    expect(formatTableDate('2026-03-11T14:00:00.000Z', 'UTC')).toBe('Mar 11, 2026, 2:00 PM');
  });

  it("shows 'N/A' when unset and an unreadable value as it is", () => {
    expect(formatTableDate(null)).toBe('N/A');
    expect(formatTableDate(undefined)).toBe('N/A');
    expect(formatTableDate('')).toBe('N/A');
    expect(formatTableDate('soon')).toBe('soon');
  });
});
