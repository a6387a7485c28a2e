import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type { RealtimeStats, RealtimeWindow, StatsTrend, TrendRange } from '@callops/contracts/stats';
import { renderRemotePage } from '@callops/shell/test-support';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatsPage from './StatsPage';

const windowStats = (
  period: RealtimeWindow,
  total: number,
  answered: number,
  booked: number,
): RealtimeStats => ({
  period,
  total_calls: total,
  answered_calls: answered,
  answer_rate: total ? Math.round((answered / total) * 1000) / 10 : 0,
  appointments_booked: booked,
  booking_rate: total ? Math.round((booked / total) * 1000) / 10 : 0,
  voicemail_calls: 0,
  no_answer_calls: 0,
  cost_usd: 0,
  cost_per_booked_usd: null,
  from: '2026-03-11T07:30:00.000Z',
  to: '2026-03-11T15:30:00.000Z',
});

const COUNTS: Record<RealtimeWindow, [number, number, number]> = {
  last5m: [0, 0, 0],
  last15m: [4, 2, 1],
  last1h: [10, 4, 1],
  last4h: [30, 9, 2],
  last8h: [1250, 400, 100],
};

const trend = (range: TrendRange): StatsTrend => ({
  range,
  unit: range === 'last_24h' ? 'hour' : 'day',
  time_zone: 'America/Toronto',
  points: [
    {
      start: '2026-03-11T14:00:00.000Z',
      total_calls: 8,
      answered_calls: 4,
      answer_rate: 50,
      appointments_booked: 1,
      booking_rate: 12.5,
      voicemail_calls: 0,
      no_answer_calls: 0,
      cost_usd: 0,
      cost_per_booked_usd: null,
    },
  ],
});

type RealtimeInput = { query?: { period?: RealtimeWindow } };
type TrendInput = { query?: { range?: TrendRange } };
const periodOf = (input: RealtimeInput) => input.query?.period ?? 'last5m';
const rangeOf = (input: TrendInput) => input.query?.range ?? 'last_24h';
const answerWindow = async (input: RealtimeInput) => windowStats(periodOf(input), ...COUNTS[periodOf(input)]);

function fakeApi({
  realtime = jest.fn(answerWindow),
  trendAnswer = jest.fn(async (input: TrendInput) => trend(rangeOf(input))),
} = {}) {
  return {
    realtime,
    trendAnswer,
    api: createFakeApiClient({ 'stats.realtime': realtime, 'stats.trend': trendAnswer }),
  };
}

const card = (region: HTMLElement, name: string) => within(region).getByRole('group', { name });

afterEach(() => jest.useRealTimers());

describe('StatsPage', () => {
  it('shows the 8-hour summary tiles with the success rate as booked over all calls', async () => {
    renderRemotePage(<StatsPage />, { api: fakeApi().api });
    expect(screen.getByRole('heading', { level: 1, name: 'Real-time Statistics' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Last 8 hours' });
    expect(await within(summary).findByText('1,250')).toBeInTheDocument();
    expect(within(card(summary, 'Answered Calls')).getByText('400')).toBeInTheDocument();
    expect(within(card(summary, 'Appointments Booked')).getByText('100')).toBeInTheDocument();
    // 100 of 1,250 calls, not of 400 answered.
    expect(within(card(summary, 'Success Rate')).getByText('8%')).toBeInTheDocument();
  });

  it('switches between the five windows; an empty window says No data available', async () => {
    const user = userEvent.setup();
    const { api, realtime } = fakeApi();
    renderRemotePage(<StatsPage />, { api });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['5 min', '15 min', '1 h', '4 h', '8 h']);
    const fiveMinutes = await screen.findByRole('region', { name: '5 min' });
    expect(await within(fiveMinutes).findByText('No data available')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '15 min' }));
    const quarter = await screen.findByRole('region', { name: '15 min' });
    expect(await within(quarter).findByText('50%')).toBeInTheDocument();
    expect(within(card(quarter, 'Answer Rate')).getByText('50%')).toBeInTheDocument();
    expect(within(card(quarter, 'Success Rate')).getByText('25%')).toBeInTheDocument();
    expect(realtime.mock.calls.map(([input]) => periodOf(input)).sort()).toEqual([
      'last15m',
      'last5m',
      'last8h',
    ]);
  });

  it("says 'Failed to load statistics' on a card that could not load, and Retry reads it again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const realtime = jest.fn(async (input: RealtimeInput) => {
      if (periodOf(input) === 'last5m' && fail) throw new ApiError(500, 'database down');
      return answerWindow(input);
    });
    renderRemotePage(<StatsPage />, { api: fakeApi({ realtime }).api });
    const panel = await screen.findByRole('region', { name: '5 min' });
    expect(
      await within(panel).findByText('Failed to load statistics', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('database down')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No data available')).toBeInTheDocument();
  });

  it('refreshes every window on Refresh, and every 5 minutes while auto-refresh is on (the default)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api, realtime, trendAnswer } = fakeApi();
    renderRemotePage(<StatsPage />, { api });
    await screen.findByText('1,250');
    const reads = () => realtime.mock.calls.length + trendAnswer.mock.calls.length;
    const first = reads();
    expect(first).toBe(3); // 8 h, 5 min, the trend

    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await act(async () => {});
    expect(reads()).toBe(2 * first);

    const toggle = screen.getByRole('switch', { name: 'Auto-refresh every 5 minutes' });
    expect(toggle).toBeChecked();
    await act(async () => {
      jest.advanceTimersByTime(5 * 60_000);
    });
    expect(reads()).toBe(3 * first);

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await act(async () => {
      jest.advanceTimersByTime(15 * 60_000);
    });
    expect(reads()).toBe(3 * first);
  });

  it('shows the trend per hour and per day with its totals', async () => {
    const user = userEvent.setup();
    const { api, trendAnswer } = fakeApi();
    renderRemotePage(<StatsPage />, { api });
    expect(await screen.findByText('8 calls, 4 answered, 1 booked')).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Answer and booking rate, Last 24 hours (per hour)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Last 30 days (per day)'));
    expect(
      await screen.findByRole('figure', { name: 'Answer and booking rate, Last 30 days (per day)' }),
    ).toBeInTheDocument();
    expect(trendAnswer.mock.calls.map(([input]) => rangeOf(input))).toEqual(['last_24h', 'last_30d']);
  });
});
