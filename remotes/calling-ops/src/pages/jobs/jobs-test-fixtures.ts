// Builders the Job Manager's tests share.
import type { ActiveTimer, LatestJobRow } from '@callops/contracts/jobs';

export { job } from '../dashboard/dashboard-test-fixtures';

export const latestRow = (over: Partial<LatestJobRow> = {}): LatestJobRow => ({
  id: 'old-1',
  job_type: 'cold_calling',
  status: 'completed',
  started_at: '2026-03-11T13:00:00.000Z',
  completed_at: '2026-03-11T13:30:00.000Z',
  created_at: '2026-03-11T13:00:00.000Z',
  updated_at: '2026-03-11T13:30:00.000Z',
  metadata: {},
  ...over,
});

export const timer = (over: Partial<ActiveTimer> = {}): ActiveTimer => ({
  jobId: 'job-1',
  job_type: 'cold_calling',
  startTime: '2026-03-11T15:00:00.000Z',
  durationMinutes: 60,
  isRunning: true,
  endsAt: '2026-03-11T16:00:00.000Z',
  remainingSeconds: 1_800,
  ...over,
});
