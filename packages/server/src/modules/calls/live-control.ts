// Live call control (issue 40): a supervisor's Say, Guide, Transfer and End, sent through the call's control URL
// (VAPI) or the simulated provider's control path, once per request id.
import {
  CALL_IN_PROGRESS_STATUSES,
  type CallControlAction,
  type CallControlKind,
  E164_PATTERN,
} from '@callops/contracts/calls';
import type { JobType } from '@callops/contracts/jobs';
import { parseConfigBoolean } from '@callops/contracts/settings';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { callControlActions, calls, users } from '../../db/schema';
import { badGateway, badRequest, conflict, notFound } from '../../errors';
import { ProviderError } from '../../providers/provider-error';
import { controlSimulatedCall } from '../../providers/vapi/simulated-voice';
import { type LiveCallAction, sendVapiControl, vapiControlMessage } from '../../providers/vapi/vapi-control';
import { readIntegerSetting } from '../../settings/live-settings';
import { revealValue } from '../../settings/stored-value';
import { recordJobEvent } from '../jobs/job-events';

/** What the supervisor asked for, as the route read it. */
export type ControlRequest =
  | { kind: 'say' | 'guide'; requestId: string; text: string }
  | { kind: 'transfer'; requestId: string; to: 'me' | 'team' }
  | { kind: 'end'; requestId: string };

type ActionRow = typeof callControlActions.$inferSelect;

const VERBS: Record<ControlRequest['kind'], string> = {
  say: 'had the agent say',
  guide: 'guided the agent with',
  transfer: 'transferred the call to',
  end: 'ended the call',
};

const toAction = (row: ActionRow): CallControlAction => ({
  id: row.id,
  call_id: row.callId,
  kind: row.kind as CallControlKind,
  text: row.text,
  destination: row.destination,
  username: row.username,
  seconds_from_start: row.secondsFromStart,
  created_at: row.createdAt.toISOString(),
});

/** The answer a request id already has: the same action again, or why it cannot be. */
function replay(row: ActionRow, callId: number, kind: CallControlKind): CallControlAction {
  if (row.callId !== callId || row.kind !== kind)
    throw conflict('This request_id was already used for another action: send a new one');
  if (row.status === 'accepted') return toAction(row);
  if (row.status === 'sending') throw conflict('This action is still being sent to the call');
  throw badGateway(row.error ?? 'The voice provider did not take the action');
}

async function findByRequestId(ctx: ServiceContext, requestId: string): Promise<ActionRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(callControlActions)
    .where(eq(callControlActions.requestId, requestId))
    .limit(1);
  return row;
}

/** A setting's plain value (a secret decrypted), or '' when unset. */
async function settingValue(ctx: ServiceContext, key: string): Promise<string> {
  const row = (await ctx.app.settings.read(ctx.db)).get(key);
  return row ? revealValue(row, ctx.app.cipher).trim() : '';
}

/** Where "Transfer to me" or "Transfer to team" goes, in E.164; a clear 400 when it is not set. */
async function transferNumber(ctx: ServiceContext, to: 'me' | 'team'): Promise<string> {
  if (to === 'me') {
    const [user] = await ctx.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, ctx.actor.id ?? 0))
      .limit(1);
    if (!user?.phone) throw badRequest('Set your own phone number first: "Transfer to me" calls it');
    return user.phone;
  }
  const team = (await settingValue(ctx, 'live_transfer_team_number')).replace(/[\s\-()]/g, '');
  const number = team.startsWith('+') ? team : `+${team}`;
  if (!team || !E164_PATTERN.test(number))
    throw badRequest('No team number is set: enter live_transfer_team_number in the settings');
  return number;
}

async function liveAction(ctx: ServiceContext, request: ControlRequest): Promise<LiveCallAction> {
  switch (request.kind) {
    case 'say':
      return { type: 'say', text: request.text };
    case 'guide':
      return {
        type: 'guide',
        text: request.text,
        respond: parseConfigBoolean(await settingValue(ctx, 'live_guide_triggers_response')),
      };
    case 'transfer':
      return { type: 'transfer', number: await transferNumber(ctx, request.to) };
    case 'end':
      return { type: 'end' };
  }
}

interface ControlledCall {
  id: number;
  jobId: string | null;
  jobType: string | null;
  status: string;
  provider: string | null;
  callSid: string | null;
  monitorControlUrl: string | null;
  companyName: string | null;
  createdAt: Date;
}

/**
 * Where on the recording an action taken now falls, in seconds from the call's start: its marker's place. A simulated
 * call runs SIMULATION_SPEED times faster than the call it tells.
 */
export function secondsIntoCall(
  ctx: ServiceContext,
  call: { provider: string | null; createdAt: Date },
): number {
  const speed = call.provider === 'simulated' ? ctx.app.config.simulationSpeed : 1;
  return Math.max(0, Math.round(((ctx.now.getTime() - call.createdAt.getTime()) / 1000) * speed));
}

/** Sends the message to the vendor: VAPI's control URL, or the simulated provider's control path. */
async function deliver(
  ctx: ServiceContext,
  call: ControlledCall,
  action: LiveCallAction,
  secondsFromStart: number,
): Promise<void> {
  if (call.provider === 'simulated' && call.callSid) {
    await controlSimulatedCall(ctx, call.callSid, vapiControlMessage(action), secondsFromStart);
    return;
  }
  const authenticated = parseConfigBoolean(await settingValue(ctx, 'vapi_control_authentication'));
  const publicKey = authenticated ? await settingValue(ctx, 'vapi_public_key') : '';
  if (authenticated && !publicKey)
    throw badRequest('Control authentication is on but vapi_public_key is not set');
  const timeoutSeconds = await readIntegerSetting(ctx, 'vapi_control_timeout_seconds', 10);
  await sendVapiControl(call.monitorControlUrl ?? '', action, {
    timeoutMs: timeoutSeconds * 1000,
    ...(publicKey ? { publicKey } : {}),
  });
}

/** The supervisor's clear words for a vendor's refusal or silence: never the URL, never a 500. */
function refusalMessage(error: ProviderError): { status: 'refused' | 'timeout'; message: string } {
  if (error.options.code === 'ETIMEDOUT')
    return {
      status: 'timeout',
      message: 'The voice provider did not answer in time: the action may not have reached the call',
    };
  const status = error.options.status;
  return {
    status: 'refused',
    message: status
      ? `The voice provider refused the action (${status}): the call may have just ended`
      : 'The voice provider could not be reached: the action did not reach the call',
  };
}

/**
 * One supervisor action on a call in progress of one of this console's jobs. The action is stored under its request
 * id before it is sent, so a second request with that id (a double click) answers the first one's result and sends
 * nothing; once the vendor accepted it, the audit log, the job's events and the action's status are written together.
 */
export async function controlCall(
  ctx: ServiceContext,
  callId: number,
  request: ControlRequest,
): Promise<CallControlAction> {
  const known = await findByRequestId(ctx, request.requestId);
  if (known) return replay(known, callId, request.kind);

  const [call] = await ctx.db
    .select({
      id: calls.id,
      jobId: calls.jobId,
      jobType: calls.jobType,
      status: calls.status,
      provider: calls.provider,
      callSid: calls.callSid,
      monitorControlUrl: calls.monitorControlUrl,
      companyName: calls.companyName,
      createdAt: calls.createdAt,
    })
    .from(calls)
    .where(eq(calls.id, callId))
    .limit(1);
  // A call no job of this console placed (or one gone) is not ours to control.
  if (!call?.jobId) throw notFound(`Call ${callId} is not a call of this console's jobs`);
  if (!(CALL_IN_PROGRESS_STATUSES as readonly string[]).includes(call.status))
    throw conflict(`Call ${callId} already ended`);
  const controllable =
    call.provider === 'simulated' ? Boolean(call.callSid) : Boolean(call.monitorControlUrl);
  if (!controllable)
    throw conflict(`Call ${callId} cannot be controlled yet: the voice provider gave it no control URL`);

  const action = await liveAction(ctx, request);
  const secondsFromStart = secondsIntoCall(ctx, call);
  const [row] = await ctx.db
    .insert(callControlActions)
    .values({
      callId,
      jobId: call.jobId,
      requestId: request.requestId,
      kind: request.kind,
      text: 'text' in request ? request.text : null,
      destination: action.type === 'transfer' ? action.number : null,
      userId: ctx.actor.id,
      username: ctx.actor.username,
      secondsFromStart,
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: callControlActions.requestId })
    .returning();
  if (!row) {
    // The same request id, sent twice at once: the other request sends it.
    const other = await findByRequestId(ctx, request.requestId);
    if (!other) throw conflict('This action is still being sent to the call');
    return replay(other, callId, request.kind);
  }

  try {
    await deliver(ctx, call, action, secondsFromStart);
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      await ctx.db.delete(callControlActions).where(eq(callControlActions.id, row.id));
      throw error;
    }
    const refusal = refusalMessage(error);
    await ctx.db
      .update(callControlActions)
      .set({ status: refusal.status, error: refusal.message })
      .where(eq(callControlActions.id, row.id));
    ctx.log.warn(`Call ${callId}: ${request.kind} by ${ctx.actor.username} not taken: ${error.message}`);
    throw badGateway(refusal.message);
  }

  const label = call.companyName ?? `call ${callId}`;
  const what =
    request.kind === 'end'
      ? VERBS.end
      : `${VERBS[request.kind]} ${action.type === 'transfer' ? action.number : `"${row.text}"`}`;
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(callControlActions)
      .set({ status: 'accepted' })
      .where(eq(callControlActions.id, row.id));
    await tx.audit({
      action: request.kind,
      entity: 'live call',
      entityKey: `call ${callId}`,
      newValue: action.type === 'transfer' ? action.number : row.text,
    });
    await recordJobEvent(tx, {
      jobId: call.jobId,
      jobType: call.jobType as JobType | null,
      type: 'call_control',
      message: `${ctx.actor.username} ${what} (${label})`,
      data: { callId, kind: request.kind, actionId: row.id, username: ctx.actor.username },
    });
  });
  return toAction({ ...row, status: 'accepted' });
}
