import { DEFAULT_CALLING_WINDOWS } from '@callops/contracts/compliance';
import { reminderCallTiming } from './reminder-call-timing';

// Toronto, a weekday (Wednesday 2026-03-11, EDT): the CA window is 09:00–21:30 there.
const toronto = { country: 'CA', zones: ['America/Toronto'] };
const at = (iso: string) => new Date(iso);
const timing = (now: string, appointment: string | null) =>
  reminderCallTiming(at(now), appointment ? at(appointment) : null, toronto, DEFAULT_CALLING_WINDOWS, []);

describe('reminderCallTiming', () => {
  it('calls now inside the callee’s hours', () => {
    expect(timing('2026-03-11T14:00:00Z', '2026-03-11T18:00:00Z')).toEqual({ kind: 'now' });
  });

  it('waits for the hours to open when the appointment comes after the opening', () => {
    // 08:00 in Toronto, appointment 10:30: the window opens at 09:00.
    expect(timing('2026-03-11T12:00:00Z', '2026-03-11T14:30:00Z')).toEqual({
      kind: 'wait',
      until: at('2026-03-11T13:00:00Z'),
    });
  });

  it('gives up when the appointment begins before the hours open', () => {
    // 07:00 in Toronto, appointment 08:30: the window opens only at 09:00.
    expect(timing('2026-03-11T11:00:00Z', '2026-03-11T12:30:00Z')).toEqual({ kind: 'too-late' });
  });
});
