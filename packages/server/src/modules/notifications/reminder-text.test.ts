import { reminderText } from './reminder-text';

const zone = 'America/Toronto';
const at = new Date('2026-03-12T14:00:00.000Z'); // Thursday 10:00 a.m. in Toronto

describe('reminderText', () => {
  it('says tomorrow for a reminder sent the day before, with one full stop after the time', () => {
    const text = reminderText({ businessName: 'Acme', leadName: 'Jane', at, zone, tomorrow: true });
    expect(text.subject).toBe('Reminder: your consultation with Acme');
    expect(text.email).toBe(
      'Hi Jane,\n\nA reminder that your consultation with Acme is on our calendar tomorrow, Thursday, March 12, 2026 at 10:00 a.m.\n\nSee you then!',
    );
    expect(text.sms).toBe(
      'Acme: a reminder that your consultation with Acme is on our calendar tomorrow, Thursday, March 12, 2026 at 10:00 a.m.',
    );
  });

  it('names the day of a reminder sent days ahead, and says soon without a time', () => {
    expect(reminderText({ businessName: 'Acme', leadName: 'Jane', at, zone, tomorrow: false }).sms).toBe(
      'Acme: a reminder that your consultation with Acme is on our calendar for Thursday, March 12, 2026 at 10:00 a.m.',
    );
    expect(
      reminderText({ businessName: 'Acme', leadName: 'Jane', at: null, zone, tomorrow: false }).sms,
    ).toBe('Acme: a reminder that your consultation with Acme is on our calendar soon.');
  });
});
