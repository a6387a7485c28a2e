import type { CallerIdFigures, CallerIds } from '@callops/contracts/caller-ids';

/** A pool number's figures for the page's tests: 14 days, the last two with calls. */
export const figures = (over: Partial<CallerIdFigures> = {}): CallerIdFigures => ({
  phone_number_id: 'pn_416',
  number: '+14165550100',
  daily_cap: 100,
  calls_today: 12,
  calls_7d: 40,
  answer_rate_7d: 45.5,
  short_call_rate_7d: 10,
  state: 'healthy',
  state_reason: null,
  rested_until: null,
  trend: Array.from({ length: 14 }, (_, i) => {
    const day = `2026-03-${String(i + 1).padStart(2, '0')}`;
    return i < 12
      ? { day, calls: 0, answered: 0, answer_rate: null }
      : { day, calls: 20, answered: 9, answer_rate: 45 };
  }),
  ...over,
});

export const pool = (numbers: CallerIdFigures[]): CallerIds => ({
  time_zone: 'America/Toronto',
  default_phone_number_id: 'pn_default',
  pool_answer_rate_7d: 40,
  pool_short_call_rate_7d: 12.5,
  numbers,
});
