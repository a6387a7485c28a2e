import { appointmentStatusBadges } from './appointment-status-badge';

const now = '2026-01-05T15:00:00Z';
const labels = (input: Parameters<typeof appointmentStatusBadges>[0], at: string = now) =>
  appointmentStatusBadges(input, at).map((b) => b.label);

describe('appointment status badge', () => {
  it('is Scheduled when nothing applies', () => {
    expect(labels({})).toEqual(['Scheduled']);
    expect(labels({ is_rescheduled: false, reschedule_count: 0 })).toEqual(['Scheduled']);
  });

  it('shows Rescheduled, or Rescheduled Nx when counted', () => {
    expect(labels({ is_rescheduled: true })).toEqual(['Rescheduled']);
    expect(labels({ is_rescheduled: true, reschedule_count: 2 })).toEqual(['Rescheduled 2x']);
    expect(labels({ reschedule_count: 1 })).toEqual(['Rescheduled 1x']);
  });

  it('shows pending follow-ups in the future and due ones otherwise', () => {
    expect(
      labels({
        sms_mail_followup_datetime: '2026-01-06T15:00:00Z',
        call_followup_datetime: '2026-01-05T14:00:00Z',
      }),
    ).toEqual(['SMS/Email Pending', 'Call Due']);
    expect(
      labels({
        sms_mail_followup_datetime: '2026-01-05T15:00:00Z',
        call_followup_datetime: '2026-01-05T16:00:00Z',
      }),
    ).toEqual(['SMS/Email Due', 'Call Pending']);
    expect(
      labels({ is_rescheduled: true, reschedule_count: 3, call_followup_datetime: '2026-02-01T00:00:00Z' }),
    ).toEqual(['Rescheduled 3x', 'Call Pending']);
  });

  it('is Error when a date cannot be read', () => {
    expect(labels({ call_followup_datetime: 'tomorrow-ish' })).toEqual(['Error']);
    expect(labels({}, 'not a date')).toEqual(['Error']);
  });
});
