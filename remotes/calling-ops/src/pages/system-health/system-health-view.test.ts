import type { ReplicaHealth } from '@callops/contracts/system-health';
import {
  durationText,
  millisecondsText,
  percentText,
  providerRow,
  queueRow,
  replicaRow,
  replicaState,
  trendPoints,
} from './system-health-view';

describe('durationText', () => {
  it('names the two largest units, or one when the smaller is zero', () => {
    expect([0, 45.4, 60, 200, 3_600, 7_500, 90_000, 273_600].map(durationText)).toEqual([
      '0 s',
      '45 s',
      '1 min',
      '3 min 20 s',
      '1 h',
      '2 h 5 min',
      '1 d 1 h',
      '3 d 4 h',
    ]);
  });
});

describe('the figures', () => {
  it('shows milliseconds below ten seconds and a percentage with small shares kept visible', () => {
    expect([3.4, 950, 12_345].map(millisecondsText)).toEqual(['3 ms', '950 ms', '12.3 s']);
    expect([0, 0.005, 0.25].map(percentText)).toEqual(['0.0%', '0.50%', '25.0%']);
  });
});

describe('replicaState', () => {
  it('is live within three beats, late within six, missing after', () => {
    expect([5, 30, 31, 60, 61].map((s) => replicaState(s, 10))).toEqual([
      'live',
      'live',
      'late',
      'late',
      'missing',
    ]);
  });
});

describe('the rows', () => {
  const replica: ReplicaHealth = {
    id: 'r1',
    hostname: 'server-1',
    pid: 42,
    version: '1.0.0',
    started_at: '2026-03-11T13:00:00.000Z',
    last_beat_at: '2026-03-11T15:00:00.000Z',
    seconds_since_beat: 4,
    pool: { total: 6, idle: 4, waiting: 0 },
  };

  it('name a replica by host and pid, with its uptime, last beat and pool', () => {
    expect(replicaRow(replica, 10)).toEqual({
      id: 'r1',
      name: 'server-1 (pid 42)',
      version: '1.0.0',
      lastBeat: '4 s ago',
      uptime: '2 h',
      pool: '6 open, 4 idle, 0 waiting',
      state: 'live',
    });
    expect(replicaRow({ ...replica, pool: null }, 10).pool).toBe('embedded database');
  });

  it('show a queue without waiting jobs with a dash for its oldest, and flag a failing vendor', () => {
    expect(queueRow({ name: 'q', waiting: 0, active: 1, oldest_waiting_seconds: null }).oldest).toBe('—');
    expect(queueRow({ name: 'q', waiting: 3, active: 0, oldest_waiting_seconds: 75 }).oldest).toBe(
      '1 min 15 s',
    );
    const vendor = { vendor: 'vapi', requests: 10, errors: 1, error_rate: 0.1, avg_ms: 230.4, max_ms: 900 };
    expect(providerRow(vendor)).toEqual({
      vendor: 'vapi',
      requests: 10,
      errorRate: '10.0%',
      average: '230 ms',
      slowest: '900 ms',
      failing: true,
    });
    expect(providerRow({ ...vendor, errors: 0, error_rate: 0 }).failing).toBe(false);
  });
});

describe('trendPoints', () => {
  it('labels each minute in the business zone and breaks the lines where nothing was measured', () => {
    const points = trendPoints(
      [
        { at: '2026-03-11T14:01:00.000Z', requests: 0, errors: 0, avg_ms: 0, webhook_lag_avg_ms: 0 },
        { at: '2026-03-11T14:02:00.000Z', requests: 3, errors: 1, avg_ms: 250, webhook_lag_avg_ms: 900 },
      ],
      'America/Toronto',
    );
    expect(points).toEqual([
      { label: '10:01 a.m.', requests: 0, errors: 0, latencyMs: undefined, lagMs: undefined },
      { label: '10:02 a.m.', requests: 3, errors: 1, latencyMs: 250, lagMs: 900 },
    ]);
  });
});
