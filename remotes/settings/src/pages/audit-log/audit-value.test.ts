import { dateTimeWithZoneText } from '@callops/contracts/core';
import { auditValueText } from './audit-value';

const ZONE = 'America/Toronto';

describe('audit values on the page', () => {
  it('shows each instant in the business zone and the one format, the words around it as they are', () => {
    const at = '2026-11-29T15:00:00.000Z';
    expect(auditValueText(`3 companies set to ${at}: 4, 5, 6`, ZONE)).toBe(
      `3 companies set to ${dateTimeWithZoneText(at, ZONE)}: 4, 5, 6`,
    );
    expect(dateTimeWithZoneText(at, ZONE)).toContain('10:00');
    expect(auditValueText('reminder: 2026-11-30T14:30:00Z', ZONE)).toBe(
      `reminder: ${dateTimeWithZoneText('2026-11-30T14:30:00Z', ZONE)}`,
    );
  });

  it('leaves values without an instant, and none, alone', () => {
    expect(auditValueText('09:00 → 10:00', ZONE)).toBe('09:00 → 10:00');
    expect(auditValueText('2026-11-29', ZONE)).toBe('2026-11-29');
    expect(auditValueText(null, ZONE)).toBeNull();
  });
});
