// Builders the dashboard's tests share.
import type { Job } from '@callops/contracts/jobs';
import type { CombinedStats, PeriodStats } from '@callops/contracts/stats';

export const job = (over: Partial<Job> = {}): Job => ({
  id: 'job-1',
  jobId: 'job-1',
  type: 'cold_calling',
  job_type: 'cold_calling',
  status: 'running',
  progress: { completed: 7, current: 7, total: 20, percentage: 35 },
  startTime: '2026-03-11T15:00:00.000Z',
  started_at: '2026-03-11T15:00:00.000Z',
  completed_at: null,
  created_at: '2026-03-11T14:59:00.000Z',
  updated_at: '2026-03-11T15:10:00.000Z',
  duration_minutes: 60,
  ends_at: '2026-03-11T16:00:00.000Z',
  error: null,
  metadata: {},
  cost_usd: 0,
  cost_per_booked_usd: null,
  ...over,
});

export const periodStats = (over: Partial<PeriodStats> = {}): PeriodStats => ({
  total_calls: 40,
  answered_calls: 13,
  answer_rate: 32.5,
  appointments_booked: 3,
  booking_rate: 7.5,
  voicemail_calls: 4,
  no_answer_calls: 23,
  cost_usd: 6.3,
  cost_per_booked_usd: 2.1,
  ...over,
});

export const emptyPeriod = periodStats({
  total_calls: 0,
  answered_calls: 0,
  answer_rate: 0,
  appointments_booked: 0,
  booking_rate: 0,
});

/** Three windows whose numbers differ everywhere, so a test can tell which window is shown. */
export const combinedStats = (): CombinedStats => ({
  last_24h: periodStats({
    total_calls: 12,
    answered_calls: 5,
    answer_rate: 41.7,
    appointments_booked: 1,
    booking_rate: 8.3,
  }),
  last_7d: periodStats({
    total_calls: 80,
    answered_calls: 20,
    answer_rate: 25,
    appointments_booked: 6,
    booking_rate: 7.5,
  }),
  last_30d: periodStats({
    total_calls: 1234,
    answered_calls: 400,
    answer_rate: 32.4,
    appointments_booked: 111,
    booking_rate: 9,
  }),
});
