import type { DashboardDays } from '@callops/contracts/stats';
import { periodStats } from './dashboard-test-fixtures';
import { dayRows, durationText } from './days-view';

describe("the Dashboard's days", () => {
  it('lists the days newest first, in the business zone, with voicemail apart, cost and time to first call', () => {
    const days: DashboardDays = {
      time_zone: 'America/Toronto',
      days: [
        {
          ...periodStats({ total_calls: 0, cost_usd: 0, cost_per_booked_usd: null }),
          start: '2026-03-10T04:00:00.000Z',
          median_first_call_seconds: null,
        },
        {
          ...periodStats({ total_calls: 1234, voicemail_calls: 40, no_answer_calls: 500 }),
          start: '2026-03-11T04:00:00.000Z',
          median_first_call_seconds: 95,
        },
      ],
    };
    expect(dayRows(days)).toEqual([
      {
        key: '2026-03-11T04:00:00.000Z',
        day: 'Wed, Mar 11',
        calls: '1,234',
        voicemail: '40',
        noAnswer: '500',
        cost: '$6.30',
        costPerBooked: '$2.10',
        firstCall: '2 min',
      },
      {
        key: '2026-03-10T04:00:00.000Z',
        day: 'Tue, Mar 10',
        calls: '0',
        voicemail: '4',
        noAnswer: '23',
        cost: '$0.00',
        costPerBooked: 'N/A',
        firstCall: 'N/A',
      },
    ]);
  });

  it('reads a median in seconds, minutes or hours', () => {
    expect([durationText(42), durationText(600), durationText(5 * 3600 + 1800)]).toEqual([
      '42 s',
      '10 min',
      '5.5 h',
    ]);
  });
});
