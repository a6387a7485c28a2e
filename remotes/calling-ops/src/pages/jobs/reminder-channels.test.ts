import { channelSelectionError, DEFAULT_REMINDER_CHANNELS, reminderResultCounts } from './reminder-channels';

describe('reminder channels', () => {
  it('starts with both channels', () => {
    expect(DEFAULT_REMINDER_CHANNELS).toEqual(['email', 'sms']);
  });

  it('needs at least one channel', () => {
    expect(channelSelectionError(['email', 'sms'])).toBeNull();
    expect(channelSelectionError(['sms'])).toBeNull();
    expect(channelSelectionError([])).toBe('Select at least one channel');
  });

  it('lists the result counts of spec §3', () => {
    const result = {
      success: true,
      message: 'Reminders: 3 sent, 1 failed, 2 already sent, 0 skipped.',
      results: { total: 6, sent: 3, failed: 1, alreadySent: 2, skipped: 0, details: [] },
    };
    expect(reminderResultCounts(result)).toEqual([
      { label: 'Total', value: 6 },
      { label: 'Sent', value: 3 },
      { label: 'Failed', value: 1 },
      { label: 'Already sent', value: 2 },
      { label: 'Skipped', value: 0 },
    ]);
  });
});
