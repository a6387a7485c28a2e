// Which of our calls a provider's message is about. Its end-of-call report, status updates and transcript lines name
// the call by the provider's id, and echo our own id in the call's metadata.
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import { announceChange } from '../../modules/jobs/job-events';
import type { CallNaming } from '../../providers/vapi/call-report';

/**
 * Runs `write` (one statement that changes the call only if the message still applies, or gives undefined) on the call
 * the message names: by the provider's id; only when no call has that id, by our own id (a message that came before
 * the placing transaction stored the provider's id). By our id, a provider's id stored meanwhile must be the message's:
 * the placing transaction may be storing it right now, and the row is then judged again once it commits. One index
 * lookup each, rather than one OR that PostgreSQL answers with a bitmap of both. A call named but not changed makes the
 * message a repeat or a late one: 'duplicate'.
 */
export async function writeNamedCall<T>(
  ctx: ServiceContext,
  naming: CallNaming,
  write: (which: SQL) => Promise<T | undefined>,
): Promise<T | 'duplicate' | 'unknown-call'> {
  for (const which of namings(naming)) {
    const written = await write(which);
    if (written !== undefined) return written;
    const [known] = await ctx.db.select({ id: calls.id }).from(calls).where(which).limit(1);
    if (known) return 'duplicate';
  }
  return 'unknown-call';
}

/** The ways a message names a call, in the order they are tried. */
function namings(naming: CallNaming): SQL[] {
  const bySid = eq(calls.callSid, naming.providerCallId);
  return naming.callId === null
    ? [bySid]
    : [bySid, and(eq(calls.id, naming.callId), or(isNull(calls.callSid), bySid)) as SQL];
}

/**
 * Changes the call the message names while its status is one of `statuses`, and tells the Live Calls page at once
 * (through its job's change announcement). With `tellRepeats: false`, in one statement whatever the case, and a
 * repeat or late message is not told from one for no call of ours ('unknown-call' for both): for messages that come
 * by the dozen per call and change nothing once it ended (its transcript lines).
 */
export async function changeNamedCall(
  ctx: ServiceContext,
  naming: CallNaming,
  change: PgUpdateSetSource<typeof calls>,
  statuses: readonly string[],
  { tellRepeats = true } = {},
): Promise<'applied' | 'duplicate' | 'unknown-call'> {
  const write = async (which: SQL) =>
    (
      await ctx.db
        .update(calls)
        .set(change)
        .where(and(which, inArray(calls.status, [...statuses])))
        .returning({ jobId: calls.jobId })
    )[0];
  const changed = tellRepeats
    ? await writeNamedCall(ctx, naming, write)
    : ((await write(or(...namings(naming)) as SQL)) ?? 'unknown-call');
  if (typeof changed === 'string') return changed;
  if (changed.jobId) announceChange(ctx, { kind: 'job', jobId: changed.jobId });
  return 'applied';
}
