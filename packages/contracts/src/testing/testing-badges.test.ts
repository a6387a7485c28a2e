import { noAnswerBadge, notifyBadge, reminderTestingBadge } from './testing-badges';

const TORONTO = 'America/Toronto';
// Monday 5 Jan 2026, 21:00 in Toronto (02:00 UTC on the 6th).
const now = '2026-01-06T02:00:00Z';

describe('no-answer badge', () => {
  it('is Ready for Call when the follow-up is today in the business zone', () => {
    expect(noAnswerBadge('2026-01-05T15:00:00Z', now, TORONTO).label).toBe('Ready for Call');
  });
  it('is Scheduled when set to another day', () => {
    expect(noAnswerBadge('2026-01-06T15:00:00Z', now, TORONTO).label).toBe('Scheduled');
    expect(noAnswerBadge('2026-01-01T15:00:00Z', now, TORONTO).label).toBe('Scheduled');
  });
  it('is No Follow-up when unset', () => {
    expect(noAnswerBadge(null, now, TORONTO).label).toBe('No Follow-up');
    expect(noAnswerBadge('', now, TORONTO).label).toBe('No Follow-up');
  });
});

describe('reminder testing badge', () => {
  it('is Already Called Today first', () => {
    const badge = reminderTestingBadge(
      { appointment_datetime: '2026-01-05T20:00:00Z', call_followup_datetime: '2026-01-05T16:00:00Z' },
      now,
      TORONTO,
    );
    expect(badge.label).toBe('Already Called Today');
  });
  it('is Ready for Reminder when the appointment is today', () => {
    const badge = reminderTestingBadge(
      { appointment_datetime: '2026-01-05T20:00:00Z', call_followup_datetime: '2026-01-04T16:00:00Z' },
      now,
      TORONTO,
    );
    expect(badge.label).toBe('Ready for Reminder');
  });
  it('is Scheduled with another date and No Date Set without one', () => {
    expect(
      reminderTestingBadge(
        { appointment_datetime: '2026-01-09T20:00:00Z', call_followup_datetime: null },
        now,
        TORONTO,
      ).label,
    ).toBe('Scheduled');
    expect(
      reminderTestingBadge({ appointment_datetime: null, call_followup_datetime: null }, now, TORONTO).label,
    ).toBe('No Date Set');
  });
});

describe('notify badge', () => {
  it('is Notified when the remark says so', () => {
    expect(
      notifyBadge({ remark: 'notified', appointment_datetime: '2026-01-06T15:00:00Z' }, now, TORONTO).label,
    ).toBe('Notified');
  });
  it('is Ready to Send for tomorrow with remark init', () => {
    expect(
      notifyBadge({ remark: 'init', appointment_datetime: '2026-01-06T15:00:00Z' }, now, TORONTO).label,
    ).toBe('Ready to Send');
  });
  it('is Pending otherwise', () => {
    expect(
      notifyBadge({ remark: 'init', appointment_datetime: '2026-01-07T15:00:00Z' }, now, TORONTO).label,
    ).toBe('Pending');
    expect(notifyBadge({ remark: 'init', appointment_datetime: null }, now, TORONTO).label).toBe('Pending');
    expect(
      notifyBadge({ remark: null, appointment_datetime: '2026-01-06T15:00:00Z' }, now, TORONTO).label,
    ).toBe('Pending');
  });
});
