import { activeJobView, formatJobInstant } from './active-job-view';
import { job } from './dashboard-test-fixtures';

describe('formatJobInstant', () => {
  it('shows the instant in the zone, as every screen does', () => {
    expect(formatJobInstant('2026-03-11T15:00:00.000Z', 'America/Toronto')).toBe('Mar 11, 2026, 11:00 a.m.');
  });
});

describe('activeJobView', () => {
  it('names the job type and shows its progress', () => {
    expect(activeJobView(job(), 'America/Toronto')).toEqual({
      id: 'job-1',
      label: 'Cold Calling',
      status: 'running',
      percent: 35,
      progressText: '7 of 20',
      since: 'Started Mar 11, 2026, 11:00 a.m.',
    });
  });

  it('shows a queued job by when it was queued, with no progress yet', () => {
    const view = activeJobView(
      job({
        type: 'send_reminders',
        job_type: 'send_reminders',
        status: 'pending',
        startTime: null,
        started_at: null,
        progress: { completed: 0, current: 0, total: 0, percentage: 0 },
      }),
      'UTC',
    );
    expect(view).toMatchObject({
      label: 'Send Reminders',
      status: 'pending',
      percent: 0,
      progressText: 'No progress yet',
      since: 'Queued Mar 11, 2026, 2:59 p.m.',
    });
  });

  it('keeps the bar between 0 and 100', () => {
    const over = job({ progress: { completed: 30, current: 30, total: 20, percentage: 150 } });
    expect(activeJobView(over, 'UTC').percent).toBe(100);
  });
});
