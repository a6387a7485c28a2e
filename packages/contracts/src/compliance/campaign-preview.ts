import { z } from 'zod';

/**
 * Before a cold-calling job starts (and live while it runs): the leads due for a call, how many may be called now,
 * and why the others wait.
 */
export const campaignPreviewSchema = z.object({
  /** NEW leads and NO_ANSWER leads due today or earlier, with a phone (not yet called by the running job). */
  due: z.number().int(),
  eligible_now: z.number().int(),
  skipped: z.object({
    /** Outside the legal calling window of the callee's own time zone. */
    outside_hours: z.number().int(),
    do_not_call: z.number().int(),
    /** At the attempt cap of the last 24 hours or 7 days. */
    at_cap: z.number().int(),
    /** Waiting for the retry delay after a busy line or voicemail. */
    retry_later: z.number().int(),
    /** Callable now, but the caller-ID pool is exhausted (every number at its daily cap or resting). */
    caller_id_pool: z.number().int(),
    /** Waiting for the callback they asked for, booked later today. */
    callback_later: z.number().int(),
    /** Callable, but the running campaign's daily budget has no room for their calls today. */
    budget_reached: z.number().int(),
  }),
  /** Whether the business's own calling hours are open now (scheduling settings). */
  business_hours_open: z.boolean(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/**
 * Why a campaign paused itself: a spike of provider errors or of unanswered calls over its recent calls, or its next
 * call would pass the daily budget (then the day's spend and the budget, in US dollars).
 */
export const campaignPauseSchema = z.object({
  reason: z.enum(['provider_errors', 'unanswered', 'budget']),
  message: z.string(),
  at: z.string(),
  recent_calls: z.number().int(),
  failures: z.number().int(),
  unanswered: z.number().int(),
  spent_usd: z.number().optional(),
  budget_usd: z.number().optional(),
});
export type CampaignPause = z.infer<typeof campaignPauseSchema>;
