import { formatInZone, reminderTimes } from './testing-format';

describe('testing formats', () => {
  it('shows instants on the business clock', () => {
    expect(formatInZone('2026-03-11T14:00:00.000Z', 'America/Toronto')).toMatch(/Mar 11, 2026.*10:00/);
    expect(formatInZone(null, 'America/Toronto')).toBeNull();
  });

  it('sends the appointment time as HH:MM in the business zone, across midnight UTC', () => {
    expect(reminderTimes('2026-03-12T03:30:00.000Z', 'America/Toronto')).toEqual({
      appointmentDate: '2026-03-12T03:30:00.000Z',
      appointmentTime: '23:30',
    });
  });
});
