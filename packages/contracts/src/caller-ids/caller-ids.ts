import { z } from 'zod';
import { isoDateTime } from '../core/envelope';

/** A number's health against the pool's average: fine, worth watching, or rested (no calls until `rested_until`). */
export const CALLER_ID_STATES = ['healthy', 'watch', 'resting'] as const;
export const callerIdStateSchema = z.enum(CALLER_ID_STATES);
export type CallerIdState = z.infer<typeof callerIdStateSchema>;

/** One day of a number's trend (the business zone's day starting at `day`, YYYY-MM-DD). */
export const callerIdDaySchema = z.object({
  day: z.string(),
  calls: z.number().int(),
  answered: z.number().int(),
  /** Percent of the day's ended calls answered; null on a day without calls. */
  answer_rate: z.number().nullable(),
});
export type CallerIdDay = z.infer<typeof callerIdDaySchema>;

/** One number of the pool with its figures. */
export const callerIdFiguresSchema = z.object({
  phone_number_id: z.string(),
  number: z.string(),
  daily_cap: z.number().int(),
  calls_today: z.number().int(),
  /** Calls over the last 7 days (today included). */
  calls_7d: z.number().int(),
  /** Percent of the last 7 days' calls answered; null without calls. */
  answer_rate_7d: z.number().nullable(),
  /** Percent of the last 7 days' answered calls shorter than 10 seconds; null without answered calls. */
  short_call_rate_7d: z.number().nullable(),
  state: callerIdStateSchema,
  /** Why the state is not healthy. */
  state_reason: z.string().nullable(),
  rested_until: isoDateTime.nullable(),
  /** Oldest first, every day of the trend, empty days as zeros. */
  trend: z.array(callerIdDaySchema),
});
export type CallerIdFigures = z.infer<typeof callerIdFiguresSchema>;

/** GET /caller-ids: the pool's numbers, their figures and the pool's averages. */
export const callerIdsSchema = z.object({
  time_zone: z.string(),
  /** The VAPI phone number calls go out from while the pool is empty (vapi_phone_number_id), when set. */
  default_phone_number_id: z.string().nullable(),
  pool_answer_rate_7d: z.number().nullable(),
  pool_short_call_rate_7d: z.number().nullable(),
  numbers: z.array(callerIdFiguresSchema),
});
export type CallerIds = z.infer<typeof callerIdsSchema>;

/** How many days the trend chart covers. */
export const CALLER_ID_TREND_DAYS = 14;
/** A call shorter than this (answered) counts as a short call. */
export const SHORT_CALL_SECONDS = 10;
