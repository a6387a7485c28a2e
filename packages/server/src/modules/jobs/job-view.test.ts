import type { JobRow } from '../../db/schema';
import { jobProgress, toJob } from './job-view';

describe('jobProgress', () => {
  it('gives the share done as a percentage with one decimal', () => {
    expect(jobProgress(7, 20)).toEqual({ completed: 7, current: 7, total: 20, percentage: 35 });
    expect(jobProgress(1, 3).percentage).toBe(33.3);
  });

  it('is 0% when nothing is known yet and never passes 100%', () => {
    expect(jobProgress(0, 0).percentage).toBe(0);
    expect(jobProgress(12, 10).percentage).toBe(100);
  });
});

describe('toJob', () => {
  const row: JobRow = {
    id: 'job-1',
    type: 'cold_calling',
    status: 'running',
    progressCurrent: 5,
    progressTotal: 8,
    startedAt: new Date('2026-03-11T15:00:00.000Z'),
    completedAt: null,
    durationMinutes: 60,
    endsAt: new Date('2026-03-11T16:00:00.000Z'),
    error: null,
    callsInFlight: 0,
    costUsd: 1.25,
    dispatchRoundId: null,
    dispatchProcess: null,
    metadata: { channels: ['email'] },
    createdBy: 1,
    createdAt: new Date('2026-03-11T14:59:00.000Z'),
    updatedAt: new Date('2026-03-11T15:10:00.000Z'),
  };

  it('carries every synonym of the spec and ISO timestamps', () => {
    expect(toJob(row)).toEqual({
      id: 'job-1',
      jobId: 'job-1',
      type: 'cold_calling',
      job_type: 'cold_calling',
      status: 'running',
      progress: { completed: 5, current: 5, total: 8, percentage: 62.5 },
      startTime: '2026-03-11T15:00:00.000Z',
      started_at: '2026-03-11T15:00:00.000Z',
      completed_at: null,
      created_at: '2026-03-11T14:59:00.000Z',
      updated_at: '2026-03-11T15:10:00.000Z',
      duration_minutes: 60,
      ends_at: '2026-03-11T16:00:00.000Z',
      error: null,
      metadata: { channels: ['email'] },
      cost_usd: 1.25,
      cost_per_booked_usd: null,
    });
  });

  it('divides the spend by the booked appointments its counts hold', () => {
    const job = toJob({ ...row, costUsd: 10.004, metadata: { counts: { booked: 3, answered: 9 } } });
    expect([job.cost_usd, job.cost_per_booked_usd]).toEqual([10, 3.33]);
  });

  it('leaves the start empty for a job still queued', () => {
    const queued = toJob({ ...row, status: 'pending', startedAt: null, endsAt: null });
    expect(queued.startTime).toBeNull();
    expect(queued.started_at).toBeNull();
    expect(queued.ends_at).toBeNull();
  });
});
