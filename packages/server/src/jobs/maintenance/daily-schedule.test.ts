import { dueSchedules } from './daily-schedule';

const zone = 'America/Toronto';
const schedules = [
  { type: 'cold_calling' as const, time: '09:00' },
  { type: 'send_reminders' as const, time: '10:00' },
];

describe('dueSchedules', () => {
  it('gives the schedules whose time has come on a business day', () => {
    // Wednesday 2026-03-11, 09:30 in Toronto.
    expect(dueSchedules(new Date('2026-03-11T13:30:00Z'), zone, schedules, [])).toEqual({
      day: '2026-03-11',
      due: [schedules[0]],
    });
    expect(dueSchedules(new Date('2026-03-11T14:00:00Z'), zone, schedules, []).due).toEqual(schedules);
    expect(dueSchedules(new Date('2026-03-11T12:59:00Z'), zone, schedules, []).due).toEqual([]);
  });

  it('runs none on a weekend or a holiday', () => {
    expect(dueSchedules(new Date('2026-03-14T15:00:00Z'), zone, schedules, []).due).toEqual([]); // Saturday
    expect(dueSchedules(new Date('2026-03-11T15:00:00Z'), zone, schedules, ['2026-03-11']).due).toEqual([]);
  });
});
