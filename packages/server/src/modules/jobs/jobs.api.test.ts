import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

interface JobSeed {
  id: string;
  type: string;
  status: string;
  current: number;
  total: number;
  createdAt: string;
  startedAt: string | null;
}

const SEEDS: JobSeed[] = [
  {
    id: 'cc-old',
    type: 'cold_calling',
    status: 'completed',
    current: 20,
    total: 20,
    createdAt: '2026-03-10T09:00:00.000Z',
    startedAt: '2026-03-10T09:00:00.000Z',
  },
  {
    id: 'cc-now',
    type: 'cold_calling',
    status: 'running',
    current: 7,
    total: 20,
    createdAt: '2026-03-11T15:00:00.000Z',
    startedAt: '2026-03-11T15:00:01.000Z',
  },
  {
    id: 'rc-queued',
    type: 'reminder_calls',
    status: 'pending',
    current: 0,
    total: 0,
    createdAt: '2026-03-11T15:20:00.000Z',
    startedAt: null,
  },
  {
    id: 'sr-now',
    type: 'send_reminders',
    status: 'running',
    current: 1,
    total: 3,
    createdAt: '2026-03-11T14:00:00.000Z',
    startedAt: '2026-03-11T14:00:00.000Z',
  },
  {
    id: 'hf-failed',
    type: 'hubspot_fetch',
    status: 'failed',
    current: 4,
    total: 100,
    createdAt: '2026-03-11T10:00:00.000Z',
    startedAt: '2026-03-11T10:00:00.000Z',
  },
  {
    id: 'hf-stopped',
    type: 'hubspot_fetch',
    status: 'stopped',
    current: 1,
    total: 2,
    createdAt: '2026-03-11T11:00:00.000Z',
    startedAt: '2026-03-11T11:00:00.000Z',
  },
  {
    id: 'rc-cancelled',
    type: 'reminder_calls',
    status: 'cancelled',
    current: 0,
    total: 5,
    createdAt: '2026-03-11T12:00:00.000Z',
    startedAt: null,
  },
];

describe('GET /jobs/active', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('is empty when no job runs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/jobs/active', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { jobs: [], count: 0 } });
  });

  it('returns exactly the running and queued rows, oldest first, with their progress', async () => {
    for (const s of SEEDS) {
      await t.database.executeSql(
        `insert into jobs (id, type, status, progress_current, progress_total, created_at, updated_at,
                           started_at, duration_minutes, metadata)
         values ($1, $2, $3, $4, $5, $6, $6, $7, 60, $8)`,
        [
          s.id,
          s.type,
          s.status,
          s.current,
          s.total,
          s.createdAt,
          s.startedAt,
          JSON.stringify({ seed: s.id }),
        ],
      );
    }
    const res = await t.call({ method: 'GET', url: '/api/v1/jobs/active', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const { jobs, count } = res.json().data;
    expect(count).toBe(3);
    expect(jobs.map((j: { id: string }) => j.id)).toEqual(['sr-now', 'cc-now', 'rc-queued']);
    expect(jobs[0]).toMatchObject({
      jobId: 'sr-now',
      type: 'send_reminders',
      job_type: 'send_reminders',
      status: 'running',
      progress: { completed: 1, current: 1, total: 3, percentage: 33.3 },
      startTime: '2026-03-11T14:00:00.000Z',
      started_at: '2026-03-11T14:00:00.000Z',
      created_at: '2026-03-11T14:00:00.000Z',
      duration_minutes: 60,
      metadata: { seed: 'sr-now' },
    });
    expect(jobs[1].progress).toEqual({ completed: 7, current: 7, total: 20, percentage: 35 });
    expect(jobs[2]).toMatchObject({
      status: 'pending',
      startTime: null,
      progress: { completed: 0, current: 0, total: 0, percentage: 0 },
    });
  });

  it('needs a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/jobs/active', as: null });
    expect(res.statusCode).toBe(401);
  });
});
