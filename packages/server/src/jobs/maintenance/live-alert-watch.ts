// The live alerts' watcher (issue 40): a call too long silent or past the duration limit raises its alert (a job event)
// whether or not anyone has the Live Calls page open. pg-boss's schedules run once a minute at most, so the watcher
// is a chain of jobs on a stately queue: each check queues the next one, and the queue holds at most one waiting and
// one running, so one replica checks at a time however many run.
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { raiseLiveAlerts } from '../../modules/calls/in-progress';
import { enqueue } from '../../queue/enqueue';
import { QUEUES } from '../queues';

/** How often the calls in progress are checked: well within the shortest silence worth an alert. */
export const LIVE_ALERT_CHECK_SECONDS = 5;

const WATCH_KEY = 'live-alerts';

/**
 * Starts the chain unless a check is already waiting: at the engine's start and from every minute's maintenance, which
 * takes it up again if a check was lost (a process that died while running it).
 */
export async function keepWatchingLiveCalls(ctx: ServiceContext): Promise<void> {
  await enqueue(ctx, QUEUES.liveAlerts, {}, { singletonKey: WATCH_KEY });
}

/** One check of every call in progress; the next is queued whatever this one found (or failed at). */
export async function watchLiveCalls(ctx: ServiceContext): Promise<void> {
  try {
    // The alerts kept and their job events land together.
    await inTransaction(ctx, (tx) => raiseLiveAlerts(tx));
  } finally {
    await enqueue(
      ctx,
      QUEUES.liveAlerts,
      {},
      { singletonKey: WATCH_KEY, startAfter: LIVE_ALERT_CHECK_SECONDS },
    );
  }
}
