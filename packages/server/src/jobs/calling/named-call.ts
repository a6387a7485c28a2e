// Which of our calls a provider's message is about. Its end-of-call report, status updates and transcript lines name
// the call by the provider's id, and echo our own id in the call's metadata.
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
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
 * The same rule for many messages in one statement: given a CTE `msg` of the messages (`n`, their place; `sid`, the
 * provider's id; `id`, ours or null), the CTE `named (n, id, was)` pairs each message with the call it names and that
 * call's status as the statement found it. A message for no call of ours has no row.
 */
export const namedCalls = sql`named as (
  select msg.n, c.id, c.status as was from msg join ${calls} c on c.call_sid = msg.sid
  union all
  select msg.n, c.id, c.status from msg join ${calls} c on c.id = msg.id and c.call_sid is null
  where not exists (select 1 from ${calls} s where s.call_sid = msg.sid))`;
