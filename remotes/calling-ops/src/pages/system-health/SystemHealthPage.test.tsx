import { createFakeApiClient } from '@callops/api-client/test-support';
import type { SystemHealth } from '@callops/contracts/system-health';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, within } from '@testing-library/react';
import SystemHealthPage from './SystemHealthPage';

const health: SystemHealth = {
  queues: [
    { name: 'callops-dispatch', waiting: 2, active: 1, oldest_waiting_seconds: 95 },
    { name: 'callops-follow-up', waiting: 0, active: 0, oldest_waiting_seconds: null },
  ],
  providers: [{ vendor: 'vapi', requests: 40, errors: 8, error_rate: 0.2, avg_ms: 310, max_ms: 1200 }],
  webhook_lag: { reports: 12, avg_seconds: 0.8, max_seconds: 2.5 },
  replicas: [
    {
      id: 'a',
      hostname: 'server-1',
      pid: 7,
      version: '1.0.0',
      started_at: '2026-03-11T14:00:00.000Z',
      last_beat_at: '2026-03-11T15:00:00.000Z',
      seconds_since_beat: 3,
      pool: null,
    },
    {
      id: 'b',
      hostname: 'server-2',
      pid: 8,
      version: '1.0.0',
      started_at: '2026-03-11T14:00:00.000Z',
      last_beat_at: '2026-03-11T14:50:00.000Z',
      seconds_since_beat: 600,
      pool: { total: 6, idle: 5, waiting: 0 },
    },
  ],
  recent_errors: [
    {
      id: 1,
      timestamp: '2026-03-11T14:59:00.000Z',
      seconds_ago: 60,
      service: 'http',
      message: 'Unhandled error on GET /api/v1/jobs',
      request_id: 'req-77',
    },
  ],
  minutes: Array.from({ length: 60 }, (_, i) => ({
    at: new Date(Date.parse('2026-03-11T14:01:00.000Z') + i * 60_000).toISOString(),
    requests: i === 59 ? 4 : 0,
    errors: i === 59 ? 1 : 0,
    avg_ms: i === 59 ? 310 : 0,
    webhook_lag_avg_ms: i === 59 ? 800 : 0,
  })),
  heartbeat_seconds: 10,
};

describe('SystemHealthPage', () => {
  it('shows each replica with its state, the queues, the vendors, the webhook lag and the errors with request ids', async () => {
    const api = createFakeApiClient({ 'systemHealth.get': async () => health });
    renderRemotePage(<SystemHealthPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'System Health' })).toBeInTheDocument();
    const live = (await screen.findByText('server-1 (pid 7)')).closest('tr') as HTMLElement;
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('embedded database')).toBeInTheDocument();
    const missing = screen.getByText('server-2 (pid 8)').closest('tr') as HTMLElement;
    expect(within(missing).getByText('Missing')).toBeInTheDocument();
    expect(within(missing).getByText('10 min ago')).toBeInTheDocument();
    const dispatch = screen.getByText('callops-dispatch').closest('tr') as HTMLElement;
    expect(within(dispatch).getByText('1 min 35 s')).toBeInTheDocument();
    const vapi = screen.getByText('vapi').closest('tr') as HTMLElement;
    expect(within(vapi).getByText('20.0%')).toBeInTheDocument();
    expect(within(vapi).getByText('310 ms')).toBeInTheDocument();
    expect(
      screen.getByText('12 reports applied on average 800 ms after the call ended (slowest 2500 ms).'),
    ).toBeInTheDocument();
    const error = screen.getByText('Unhandled error on GET /api/v1/jobs').closest('tr') as HTMLElement;
    expect(within(error).getByText('req-77')).toBeInTheDocument();
    expect(within(error).getByText('1 min ago')).toBeInTheDocument();
    expect(
      screen.getByRole('figure', {
        name: 'Vendor requests, errors, average latency and webhook lag per minute over the last hour',
      }),
    ).toBeInTheDocument();
  });

  it('says so instead of drawing an empty hour', async () => {
    const quiet = {
      ...health,
      minutes: health.minutes.map((m) => ({ ...m, requests: 0, webhook_lag_avg_ms: 0 })),
    };
    renderRemotePage(<SystemHealthPage />, {
      api: createFakeApiClient({ 'systemHealth.get': async () => quiet }),
    });
    expect(
      await screen.findByText('No provider request or call report in the last hour.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('tells a non-admin it is for admins, without asking the server', () => {
    const get = jest.fn(async () => health);
    const api = createFakeApiClient({ 'systemHealth.get': get });
    renderRemotePage(<SystemHealthPage />, { api, user: testUser({ role: 'operator' }) });
    expect(screen.getByText('System Health is for admins.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
