import { DEFAULT_CALLING_WINDOWS } from '@callops/contracts/compliance';
import type { EngineSettings } from '../../settings/live-settings';
import { nextAttemptAt } from './call-outcome';

const settings = {
  timeZone: 'America/Toronto',
  callingHours: { start: '09:00', end: '17:00' },
  noAnswerRetryDays: 1,
  retryBusyMinutes: 120,
  retryVoicemailHours: 24,
  callingWindows: DEFAULT_CALLING_WINDOWS,
  regionZones: ['America/Halifax', 'America/Toronto', 'America/Vancouver'],
} as EngineSettings;

const toronto = { phone: '+14165550101', city: null, calleeCountry: 'CA', calleeZones: ['America/Toronto'] };
const vancouver = { phone: '+16045550101', city: null, calleeCountry: 'CA', calleeZones: null };

describe('when an unanswered lead is called again', () => {
  // Wednesday 11 March 2026, 19:00 in Toronto (23:00 UTC)
  const now = new Date('2026-03-11T23:00:00Z');

  it('after a busy line: its delay, inside the callee’s window', () => {
    expect(nextAttemptAt(now, 'customer-busy', toronto, settings)).toEqual(new Date('2026-03-12T01:00:00Z'));
    // 22:30 there would be past 21:30: the window's next opening, 09:00 on Thursday
    const late = new Date('2026-03-12T00:30:00Z');
    expect(nextAttemptAt(late, 'customer-busy', toronto, settings)).toEqual(new Date('2026-03-12T13:00:00Z'));
  });

  it('after voicemail: its own delay', () => {
    expect(nextAttemptAt(now, 'voicemail', toronto, settings)).toEqual(new Date('2026-03-12T23:00:00Z'));
  });

  it('after no answer: the next day at the calling hours’ start, moved into the callee’s own morning', () => {
    expect(nextAttemptAt(now, 'customer-did-not-answer', toronto, settings)).toEqual(
      new Date('2026-03-12T13:00:00Z'),
    );
    // 09:00 in Toronto is 06:00 in Vancouver (its number tells when the location is not stored yet)
    expect(nextAttemptAt(now, 'customer-did-not-answer', vancouver, settings)).toEqual(
      new Date('2026-03-12T16:00:00Z'),
    );
  });
});
