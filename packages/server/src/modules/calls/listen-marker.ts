// Listening in leaves a trace (issue 40): a `listen` marker on the call's recording and a line in the audit log, with
// who listened and to which call.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { callControlActions } from '../../db/schema';
import { secondsIntoCall } from './live-control';

/**
 * A listener who loses the connection asks for a new ticket and reconnects within seconds (use-listen.ts): those
 * tickets are one listen. One marker per user and call in this window keeps the timeline readable, while a
 * supervisor who comes back to the call later still gets a marker where they came back.
 */
export const LISTEN_MARKER_WINDOW_MS = 60_000;

/**
 * Records that the signed-in user starts listening to `callId` (a call of one of our jobs, in progress), unless they
 * already did within the window. Runs in the ticket request's transaction: the marker and the audit line together.
 */
export async function recordListen(
  ctx: ServiceContext,
  callId: number,
  call: { jobId: string | null; provider: string | null; createdAt: Date },
): Promise<void> {
  const userId = ctx.actor.id;
  if (userId === null) return;
  const [recent] = await ctx.db
    .select({ id: callControlActions.id })
    .from(callControlActions)
    .where(
      and(
        eq(callControlActions.callId, callId),
        eq(callControlActions.userId, userId),
        eq(callControlActions.kind, 'listen'),
        gt(callControlActions.createdAt, new Date(ctx.now.getTime() - LISTEN_MARKER_WINDOW_MS)),
      ),
    )
    .orderBy(desc(callControlActions.id))
    .limit(1);
  if (recent) return;
  // Keyed by the minute too: two tickets asked for at the same moment (two tabs) make one marker, not two.
  const minute = Math.floor(ctx.now.getTime() / LISTEN_MARKER_WINDOW_MS);
  const [row] = await ctx.db
    .insert(callControlActions)
    .values({
      callId,
      jobId: call.jobId,
      requestId: `listen-${callId}-${userId}-${minute}`,
      kind: 'listen',
      userId,
      username: ctx.actor.username,
      // Nothing is sent to the vendor: the relay only reads the call.
      status: 'accepted',
      secondsFromStart: secondsIntoCall(ctx, call),
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: callControlActions.requestId })
    .returning({ id: callControlActions.id });
  if (!row) return;
  await ctx.audit({ action: 'listen', entity: 'live call', entityKey: `call ${callId}` });
}
