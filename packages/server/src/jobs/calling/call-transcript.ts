// What a final transcript line changes: it is appended to its call's transcript while the call is in progress, so the
// Live Calls page shows the last lines and the silence alert hears the call speak. The end-of-call report replaces the
// whole transcript with the provider's full one (call-outcome.ts); a line that comes after it changes nothing.
import { CALL_IN_PROGRESS_STATUSES } from '@callops/contracts/calls';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls } from '../../db/schema';
import type { TranscriptLineMessage } from '../../providers/vapi/vapi-transcript';
import { changeNamedCall } from './named-call';

/**
 * Appends the line in one statement: its `seconds` are from the call's start to when it was said (the message's
 * timestamp, else now), counted in the call's own time as secondsIntoCall does (a simulated call runs
 * SIMULATION_SPEED times faster than the call it tells). A line for a call that has ended changes nothing.
 */
export async function appendTranscriptLine(
  ctx: ServiceContext,
  line: TranscriptLineMessage,
): Promise<'applied' | 'ignored'> {
  const at = (line.at ?? ctx.now).toISOString();
  const speed = ctx.app.config.simulationSpeed;
  const seconds = sql`greatest(0, round((extract(epoch from (${at}::timestamptz - ${calls.createdAt}))
    * (case when ${calls.provider} = 'simulated' then ${speed}::float8 else 1 end))::numeric, 1))::float8`;
  const entry = sql`jsonb_build_array(jsonb_build_object('speaker', ${line.speaker}::text, 'text', ${line.text}::text, 'seconds', ${seconds}))`;
  const appended = await changeNamedCall(
    ctx,
    line,
    { transcriptMessages: sql`coalesce(${calls.transcriptMessages}, '[]'::jsonb) || ${entry}` },
    CALL_IN_PROGRESS_STATUSES,
    { tellRepeats: false },
  );
  return appended === 'applied' ? 'applied' : 'ignored';
}
