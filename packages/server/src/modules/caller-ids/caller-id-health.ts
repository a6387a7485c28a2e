// A pool number's health, judged against the pool's average: pure, with the thresholds from the settings.
import type { CallerIdState } from '@callops/contracts/caller-ids';

/** A number's calls over the judged days: ended calls, the answered ones, and answered ones under 10 seconds. */
export interface CallerIdRates {
  calls: number;
  answered: number;
  shortCalls: number;
}

export interface HealthRule {
  /** Percent below the pool's answer rate that marks a number 'watch'. */
  watchDropPercent: number;
  /** Percent below the pool's answer rate that rests a number. */
  restDropPercent: number;
  /** Calls a number needs before it is judged. */
  minCalls: number;
}

/** Percent, one decimal; null without a base. */
export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

/** The pool's answer and short-call rates over all its numbers' calls. */
export function poolRates(numbers: readonly CallerIdRates[]): {
  answerRate: number | null;
  shortRate: number | null;
} {
  const sum = (pick: (rates: CallerIdRates) => number) =>
    numbers.reduce((total, rates) => total + pick(rates), 0);
  const answered = sum((rates) => rates.answered);
  return {
    answerRate: percent(
      answered,
      sum((rates) => rates.calls),
    ),
    shortRate: percent(
      sum((r) => r.shortCalls),
      answered,
    ),
  };
}

export interface HealthVerdict {
  state: Exclude<CallerIdState, 'resting'>;
  reason: string | null;
  /** The answer rate fell by the rest share: the number is to be rested. */
  rest: boolean;
}

/**
 * How one number fares against the pool: its answer rate this far below the pool's is 'watch', or rests it; a
 * short-call rate this far above the pool's is 'watch' too (callers hanging up at once). A number with fewer calls
 * than the rule asks, or a pool without answers, is healthy: too little to judge.
 */
export function callerIdVerdict(
  rates: CallerIdRates,
  pool: { answerRate: number | null; shortRate: number | null },
  rule: HealthRule,
): HealthVerdict {
  const healthy: HealthVerdict = { state: 'healthy', reason: null, rest: false };
  if (rates.calls < rule.minCalls || !pool.answerRate) return healthy;
  const answerRate = percent(rates.answered, rates.calls) ?? 0;
  const drop = ((pool.answerRate - answerRate) * 100) / pool.answerRate;
  const against = `answer rate ${answerRate}% against the pool's ${pool.answerRate}%`;
  if (drop >= rule.restDropPercent) return { state: 'watch', reason: against, rest: true };
  if (drop >= rule.watchDropPercent) return { state: 'watch', reason: against, rest: false };
  const shortRate = percent(rates.shortCalls, rates.answered);
  if (shortRate !== null && pool.shortRate !== null && pool.shortRate > 0) {
    const rise = ((shortRate - pool.shortRate) * 100) / pool.shortRate;
    if (rise >= rule.watchDropPercent && rates.answered >= rule.minCalls)
      return {
        state: 'watch',
        reason: `short calls ${shortRate}% against the pool's ${pool.shortRate}%`,
        rest: false,
      };
  }
  return healthy;
}
