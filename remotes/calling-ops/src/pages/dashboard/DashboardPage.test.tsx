import { ApiError } from '@callops/api-client';
import { createFakeApiClient, createFakeEventStream } from '@callops/api-client/test-support';
import { openingReadsOf } from '@callops/contracts/console';
import { type ActiveJobsResponse, JOB_CHANGES_STREAM } from '@callops/contracts/jobs';
import type { CombinedStats, DashboardDays } from '@callops/contracts/stats';
import { endpointQueryKey } from '@callops/shell';
import { renderRemotePage, testAppInfo } from '@callops/shell/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from './DashboardPage';
import { combinedStats, emptyPeriod, job, periodStats } from './dashboard-test-fixtures';

function fakeApi({
  combined = jest.fn<Promise<CombinedStats>, []>().mockResolvedValue(combinedStats()),
  active = jest.fn<Promise<ActiveJobsResponse>, []>().mockResolvedValue({ jobs: [], count: 0 }),
  days = jest.fn<Promise<DashboardDays>, []>().mockResolvedValue({
    time_zone: 'America/Toronto',
    days: [{ ...periodStats(), start: '2026-03-11T04:00:00.000Z', median_first_call_seconds: 95 }],
  }),
  streams = {},
} = {}) {
  return createFakeApiClient(
    { 'stats.combined': combined, 'jobs.active': active, 'stats.days': days },
    streams,
  );
}

const card = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  jest.useRealTimers();
});

describe('DashboardPage', () => {
  it('makes the reads its route opens with (the route table), under the same keys', async () => {
    const { queryClient } = renderRemotePage(<DashboardPage />, { api: fakeApi() });
    await screen.findByRole('tab', { name: 'Last 24h', selected: true });
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(openingReadsOf('/').length).toBeGreaterThan(0);
    for (const endpoint of openingReadsOf('/')) expect(keys).toContainEqual(endpointQueryKey(endpoint));
  });

  it('shows the title and a spinner while the stats load', async () => {
    const api = fakeApi({ combined: jest.fn(() => new Promise<CombinedStats>(() => {})) });
    renderRemotePage(<DashboardPage />, { api });
    expect(screen.getByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    await screen.findByText('No active jobs');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the cards of the last 24 hours and switches period with the tabs', async () => {
    const user = userEvent.setup();
    renderRemotePage(<DashboardPage />, { api: fakeApi() });
    expect(await screen.findByRole('tab', { name: 'Last 24h', selected: true })).toBeInTheDocument();
    expect(within(card('Total Calls')).getByText('12')).toBeInTheDocument();
    expect(within(card('Answered Calls')).getByText('5')).toBeInTheDocument();
    expect(within(card('Appointments Booked')).getByText('1')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '7 Days' }));
    expect(screen.getByRole('tab', { name: '7 Days', selected: true })).toBeInTheDocument();
    expect(within(card('Total Calls')).getByText('80')).toBeInTheDocument();
    expect(within(card('Answered Calls')).getByText('20')).toBeInTheDocument();
    expect(within(card('Appointments Booked')).getByText('6')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '30 Days' }));
    expect(within(card('Total Calls')).getByText('1,234')).toBeInTheDocument();
    expect(within(card('Appointments Booked')).getByText('111')).toBeInTheDocument();
  });

  it('marks the rates against the 30% and 8% targets', async () => {
    const user = userEvent.setup();
    renderRemotePage(<DashboardPage />, { api: fakeApi() });
    // Last 24h: 41.7% answered and 8.3% booked, both on target.
    const answer = await screen.findByRole('group', { name: 'Answer Rate' });
    expect(within(answer).getByText('41.7%')).toBeInTheDocument();
    expect(within(answer).getByText('Target: 30%')).toBeInTheDocument();
    expect(within(answer).getByText('Target met')).toBeInTheDocument();
    expect(within(answer).getByText('11.7 points above target')).toBeInTheDocument();
    expect(within(card('Booking Rate')).getByText('Target: 8%')).toBeInTheDocument();
    expect(within(card('Booking Rate')).getByText('Target met')).toBeInTheDocument();

    // 7 days: 25% answered and 7.5% booked, both below.
    await user.click(screen.getByRole('tab', { name: '7 Days' }));
    expect(within(card('Answer Rate')).getByText('25%')).toBeInTheDocument();
    expect(within(card('Answer Rate')).getByText('Below target')).toBeInTheDocument();
    expect(within(card('Booking Rate')).getByText('7.5%')).toBeInTheDocument();
    expect(within(card('Booking Rate')).getByText('Below target')).toBeInTheDocument();
    expect(within(card('Booking Rate')).getByText('0.5 points below target')).toBeInTheDocument();
  });

  it('lists the performance bars of the selected period', async () => {
    renderRemotePage(<DashboardPage />, { api: fakeApi() });
    const list = await screen.findByRole('list', { name: 'Performance Overview' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Answer Rate41.7%5 of 12 calls',
      'Booking Rate8.3%1 of 12 calls',
      'Missed Call Rate58.3%7 of 12 calls',
      'Bookings per Answered Call20%1 of 5 answered calls',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '41.7');
  });

  it('compares the three windows side by side', async () => {
    renderRemotePage(<DashboardPage />, { api: fakeApi() });
    const table = await screen.findByRole('table', { name: 'Period Comparison' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Metric', 'Last 24h', '7 Days', '30 Days']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Total Calls', '12', '80', '1,234'],
      ['Answered Calls', '5', '20', '400'],
      ['Answer Rate', '41.7%', '25%', '32.4%'],
      ['Appointments Booked', '1', '6', '111'],
      ['Booking Rate', '8.3%', '7.5%', '9%'],
      ['Voicemail', '4', '4', '4'],
      ['No Answer', '23', '23', '23'],
      ['Cost', '$6.30', '$6.30', '$6.30'],
      ['Cost per Booked Appointment', '$2.10', '$2.10', '$2.10'],
    ]);
  });

  it('shows the last days with voicemail apart, cost per booked appointment and the median time to first call', async () => {
    renderRemotePage(<DashboardPage />, { api: fakeApi() });
    const table = await screen.findByRole('table', { name: 'Last 7 Days' });
    const row = await within(table).findByRole('row', { name: /Wed, Mar 11/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Wed, Mar 11', '40', '4', '23', '$6.30', '$2.10', '2 min']);
  });

  it('says there is no dashboard data when no window has a call', async () => {
    const combined = jest
      .fn()
      .mockResolvedValue({ last_24h: emptyPeriod, last_7d: emptyPeriod, last_30d: emptyPeriod });
    renderRemotePage(<DashboardPage />, { api: fakeApi({ combined }) });
    expect(await screen.findByText('No dashboard data available')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it.each(['Unexpected response format from API', 'Network error: Failed to fetch'])(
    'shows "%s" with Retry, and Retry loads the stats',
    async (message) => {
      const user = userEvent.setup();
      const combined = jest
        .fn()
        .mockRejectedValueOnce(new ApiError(0, message))
        .mockResolvedValueOnce(combinedStats());
      renderRemotePage(<DashboardPage />, { api: fakeApi({ combined }) });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('tab', { name: 'Last 24h' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(combined).toHaveBeenCalledTimes(2);
    },
  );
});

describe('Active jobs panel', () => {
  const panel = () => screen.getByRole('region', { name: 'Active Jobs' });

  it('lists running and queued jobs with their type, state and progress', async () => {
    const active = jest.fn().mockResolvedValue({
      jobs: [
        job(),
        job({
          id: 'job-2',
          jobId: 'job-2',
          type: 'send_reminders',
          job_type: 'send_reminders',
          status: 'pending',
          startTime: null,
          started_at: null,
          progress: { completed: 0, current: 0, total: 0, percentage: 0 },
        }),
      ],
      count: 2,
    });
    renderRemotePage(<DashboardPage />, {
      api: fakeApi({ active }),
      appInfo: testAppInfo({ businessTimezone: 'UTC' }),
    });
    expect(await within(panel()).findByText('Cold Calling')).toBeInTheDocument();
    expect(within(panel()).getByText('Running')).toBeInTheDocument();
    expect(within(panel()).getByText('7 of 20')).toBeInTheDocument();
    expect(within(panel()).getByText('Started Mar 11, 2026, 3:00 p.m.')).toBeInTheDocument();
    expect(within(panel()).getByRole('progressbar', { name: 'Cold Calling progress' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(within(panel()).getByText('Send Reminders')).toBeInTheDocument();
    expect(within(panel()).getByText('Pending')).toBeInTheDocument();
    expect(within(panel()).getByText('No progress yet')).toBeInTheDocument();
    expect(within(panel()).getByText('Queued Mar 11, 2026, 2:59 p.m.')).toBeInTheDocument();
  });

  it('says when no job runs', async () => {
    renderRemotePage(<DashboardPage />, { api: fakeApi() });
    expect(await within(panel()).findByText('No active jobs')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    const user = userEvent.setup();
    const active = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'Internal server error'))
      .mockResolvedValueOnce({ jobs: [job()], count: 1 });
    renderRemotePage(<DashboardPage />, { api: fakeApi({ active }) });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('Cold Calling')).toBeInTheDocument();
  });

  it('asks again every 60 seconds', async () => {
    jest.useFakeTimers();
    const active = jest
      .fn()
      .mockResolvedValueOnce({ jobs: [], count: 0 })
      .mockResolvedValueOnce({ jobs: [job()], count: 1 });
    renderRemotePage(<DashboardPage />, { api: fakeApi({ active }) });
    expect(await within(panel()).findByText('No active jobs')).toBeInTheDocument();
    expect(active).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(59_000);
    });
    expect(active).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(active).toHaveBeenCalledTimes(2);
    expect(await within(panel()).findByText('Cold Calling')).toBeInTheDocument();
  });
});

describe('Active jobs panel, live', () => {
  it('shows a change within a second of the live stream announcing it', async () => {
    const changes = createFakeEventStream();
    const active = jest
      .fn()
      .mockResolvedValueOnce({ jobs: [], count: 0 })
      .mockResolvedValue({ jobs: [job()], count: 1 });
    renderRemotePage(<DashboardPage />, {
      api: fakeApi({ active, streams: { [JOB_CHANGES_STREAM.path]: changes.open } }),
    });
    const panel = screen.getByRole('region', { name: 'Active Jobs' });
    expect(await within(panel).findByText('No active jobs')).toBeInTheDocument();
    await waitFor(() => expect(changes.connected).toBe(true));
    act(() => changes.send({ event: 'message', data: '{"kind":"job","jobId":"job-1"}' }));
    await waitFor(() => expect(within(panel).getByText('Cold Calling')).toBeInTheDocument(), {
      timeout: 1_000,
    });
  });
});

describe('System clock', () => {
  it('ticks every second in the business time zone', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-11T15:30:05.000Z') });
    renderRemotePage(<DashboardPage />, {
      api: fakeApi(),
      appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
    });
    const clock = screen.getByRole('timer', { name: 'System Time' });
    expect(clock).toHaveTextContent('11:30:05');
    expect(clock).toHaveTextContent('Wednesday, March 11, 2026 · EDT');
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(clock).toHaveTextContent('11:30:06');
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    expect(clock).toHaveTextContent('11:30:08');
  });
});
