import { formatTableDate } from './table-dates';

describe('formatTableDate', () => {
  it('shows the instant in the given zone, the zone named', () => {
    expect(formatTableDate('2026-03-11T14:00:00.000Z', 'America/Toronto')).toBe(
      'Mar 11, 2026, 10:00 a.m. EDT',
    );
    expect(formatTableDate('2026-03-11T14:00:00.000Z', 'UTC')).toBe('Mar 11, 2026, 2:00 p.m. UTC');
  });

  it("shows 'N/A' when unset and an unreadable value as it is", () => {
    expect(formatTableDate(null, 'UTC')).toBe('N/A');
    expect(formatTableDate(undefined, 'UTC')).toBe('N/A');
    expect(formatTableDate('', 'UTC')).toBe('N/A');
    expect(formatTableDate('soon', 'UTC')).toBe('soon');
  });
});
