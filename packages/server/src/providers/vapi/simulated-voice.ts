// The simulated voice provider behaves like VAPI end to end: placing a call queues its stages and its end, and its
// pickup queues its lines (pg-boss jobs, so a call in flight survives a restart and any server process may finish it):
// signed, VAPI-shaped status-updates (ringing, then in-progress once picked up), a final transcript message for each
// line as it is spoken and, when the call "ends", the end-of-call report, each POSTed over HTTP to our own webhook,
// exactly as VAPI would.
import { createHash, randomUUID } from 'node:crypto';
import { CALL_IN_PROGRESS_STATUSES } from '@callops/contracts/calls';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, callControlActions, calls, companies } from '../../db/schema';
import { observeProviderRequest } from '../../metrics/recent-window';
import { enqueue, enqueueMany } from '../../queue/enqueue';
import { defineQueue } from '../../queue/job-queue';
import { ProviderError } from '../provider-error';
import { type ScriptOutcome, simulatedCallScript, transcriptText } from '../simulation/call-script';
import { simulatedListenUrl } from './simulated-listen';
import { signVapiWebhook } from './vapi-webhook-auth';
import type { PlaceCallRequest, PlacedCall, SimulatedVoiceProvider } from './voice-provider';
import type { WebhookPlan } from './webhook-plan';

/** Who was on duty when a simulated call was placed: the person a transfer asked for goes to. */
type SimulatedTransferTo = { name: string; number: string; answerTimeoutSeconds: number };

/** A simulated call cut short by live control: why it ended, and when (seconds from its start). */
export interface SimulatedEnding {
  endedReason: string;
  atSeconds: number;
}

/** A stage of a simulated call its provider tells our webhook of with a status-update, as VAPI does. */
export type SimulatedStage = 'ringing' | 'in-progress';

/**
 * The simulated voice provider's calls: a job with a `stage` posts that status-update; the others post the call's
 * end-of-call report when it "ends".
 */
export const SIMULATED_CALL_QUEUE = defineQueue<{
  providerCallId: string;
  /** Our calls row, which the ringing status echoes in its metadata, as VAPI echoes what the call was placed with. */
  callId?: number;
  stage?: SimulatedStage;
  outcome?: ScriptOutcome;
  transferTo?: SimulatedTransferTo | null;
  ending?: SimulatedEnding;
}>({
  name: 'callops-simulated-call',
  retryLimit: 10,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 20,
});

/**
 * The lines of the simulated provider's calls, each told as it is spoken (a `transcript` server message). A queue of
 * its own: a line is worth little once late, so it is retried briefly, and the calls' stages stay apart from it.
 */
export const SIMULATED_TRANSCRIPT_QUEUE = defineQueue<{
  providerCallId: string;
  callId: number;
  speaker: 'assistant' | 'customer';
  text: string;
}>({
  name: 'callops-simulated-transcript',
  retryLimit: 2,
  retryDelay: 1,
  expireInSeconds: 20,
});

/** Where a simulated call's recording is served (signed when handed to a browser). */
export const simulatedRecordingPath = (providerCallId: string) =>
  `/media/simulated-recordings/${providerCallId}.wav`;

const transferTo = ({ transfer }: PlaceCallRequest): SimulatedTransferTo | null =>
  transfer
    ? { name: transfer.name, number: transfer.number, answerTimeoutSeconds: transfer.answerTimeoutSeconds }
    : null;

/** The assistant's transferCall tool call, as an OpenAI-style entry of `artifact.messages` (shape **unconfirmed**). */
const transferToolCall = (number: string, at: number, seconds: number) => ({
  role: 'tool_calls',
  toolCalls: [
    {
      id: `call_${at}`,
      type: 'function',
      function: { name: 'transferCall', arguments: JSON.stringify({ destination: number }) },
    },
  ],
  time: at,
  secondsFromStart: seconds,
});

export function createSimulatedVoice(
  ctx: ServiceContext,
  timeZone: string,
  outcomeWeights: Readonly<Record<string, number>>,
): SimulatedVoiceProvider {
  const placeCalls = async (requests: readonly PlaceCallRequest[]) => {
    const started = performance.now();
    const placed = requests.map((request) => {
      const providerCallId = `sim-${randomUUID()}`;
      const onDuty = transferTo(request);
      const script = simulatedCallScript({
        seed: providerCallId,
        kind: request.kind,
        leadName: request.leadName,
        companyName: request.companyName,
        service: request.service ?? null,
        appointmentAt: request.appointmentAt ?? null,
        voicemailMessage: request.voicemailMessage,
        now: ctx.now,
        zone: timeZone,
        weights: outcomeWeights,
        transfer: onDuty,
      });
      return {
        providerCallId,
        callId: request.callId,
        outcome: script.outcome,
        pickedUp: script.pickedUpSeconds,
        seconds: script.durationSeconds,
        transferTo: onDuty,
      };
    });
    // Each call rings at once, is picked up when its script says, and "lasts" its script's length, all sped up by
    // SIMULATION_SPEED (tests and demos run faster); how it ends is decided now and travels with it.
    const speed = ctx.app.config.simulationSpeed;
    await enqueueMany(
      ctx,
      SIMULATED_CALL_QUEUE,
      placed.flatMap(({ providerCallId, callId, outcome, pickedUp, seconds, transferTo }) => [
        { data: { providerCallId, callId, stage: 'ringing' as const }, startAfter: 0 },
        ...(pickedUp === null
          ? []
          : [
              {
                // How it goes travels with it too: its lines are queued once it is picked up.
                data: {
                  providerCallId,
                  stage: 'in-progress' as const,
                  outcome,
                  ...(transferTo ? { transferTo } : {}),
                },
                startAfter: pickedUp / speed,
              },
            ]),
        {
          data: { providerCallId, outcome, ...(transferTo ? { transferTo } : {}) },
          startAfter: seconds / speed,
        },
      ]),
    );
    // Timed as a vendor's request would be, under a vendor name of its own, so the System Health page and /metrics
    // show the simulated provider beside the live ones.
    const seconds = (performance.now() - started) / 1000;
    for (let i = 0; i < placed.length; i += 1)
      observeProviderRequest('simulated_vapi', 'place_call', seconds, null);
    // Its listen socket is our own (simulated-listen.ts); there is no control URL to give.
    const { secretKey } = ctx.app.config;
    return placed.map(({ providerCallId }) => ({
      providerCallId,
      status: 'queued',
      monitor: { listenUrl: simulatedListenUrl(secretKey, providerCallId), controlUrl: null },
    }));
  };
  return {
    mode: 'simulated',
    placeCalls,
    async placeCall(request) {
      const [placed] = await placeCalls([request]);
      return placed as PlacedCall;
    },
    async setAssistantVoice() {
      // Nothing to tell: the simulated assistant speaks with whichever voice the voices table marks active.
    },
  };
}

/** How long a simulated transfer rings the supervisor's phone before the call counts as handed over, in seconds. */
const SIMULATED_TRANSFER_SECONDS = 3;

/**
 * The simulated provider's control path: takes VAPI's control messages (vapi-control.ts shapes) for one of its calls
 * in progress and applies them, as VAPI would: `say` is spoken (a transcript line at once and in the report),
 * `add-message` is taken in silently, `transfer` hands the call over (its report ends it as forwarded) and
 * `end-call` ends it now (its report is posted to our webhook as usual). A call it does not know, or one that
 * ended, is refused with 404 as VAPI's control URL of an ended call would.
 */
export async function controlSimulatedCall(
  ctx: ServiceContext,
  providerCallId: string,
  message: Record<string, unknown>,
  secondsFromStart: number,
): Promise<void> {
  const [call] = await ctx.db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.callSid, providerCallId), inArray(calls.status, [...CALL_IN_PROGRESS_STATUSES])))
    .limit(1);
  if (!call)
    throw new ProviderError('simulated VAPI', 'controlling the call: refused (404)', { status: 404 });
  const speed = ctx.app.config.simulationSpeed;
  switch (message.type) {
    case 'say': {
      const line = { speaker: 'assistant', text: String(message.content), seconds: secondsFromStart };
      await ctx.db
        .update(calls)
        .set({
          transcriptMessages: sql`coalesce(${calls.transcriptMessages}, '[]'::jsonb) || ${JSON.stringify([line])}::jsonb`,
        })
        .where(eq(calls.id, call.id));
      return;
    }
    case 'add-message':
      return;
    case 'transfer':
      await enqueue(
        ctx,
        SIMULATED_CALL_QUEUE,
        {
          providerCallId,
          ending: {
            endedReason: 'assistant-forwarded-call',
            atSeconds: secondsFromStart + SIMULATED_TRANSFER_SECONDS,
          },
        },
        { startAfter: SIMULATED_TRANSFER_SECONDS / speed },
      );
      return;
    case 'end-call':
      // VAPI's endedReason for a call ended through its control URL is not documented; the simulation names it
      // as an ending by the assistant's side.
      await enqueue(ctx, SIMULATED_CALL_QUEUE, {
        providerCallId,
        ending: { endedReason: 'assistant-ended-call', atSeconds: secondsFromStart },
      });
      return;
    default:
      throw new ProviderError('simulated VAPI', 'controlling the call: refused (400)', { status: 400 });
  }
}

/** A simulated call's story as its job tells it: how it goes, and who was on duty. */
type SimulatedCallJob = {
  providerCallId: string;
  outcome?: ScriptOutcome;
  transferTo?: SimulatedTransferTo | null;
};

/**
 * A simulated call's script, rebuilt from the call as stored (the same seed and inputs give the same story), with the
 * assistant's first message ahead of it as VAPI's assistant opens with it; null once the call is removed or ended.
 */
async function storedScript(ctx: ServiceContext, call: SimulatedCallJob, timeZone: string) {
  const { providerCallId } = call;
  const [row] = await ctx.db
    // What the script and the report are made of, and no more.
    .select({
      call: {
        id: calls.id,
        status: calls.status,
        jobType: calls.jobType,
        leadName: calls.leadName,
        companyName: calls.companyName,
        firstMessage: calls.firstMessage,
        voicemailMessage: calls.voicemailMessage,
        createdAt: calls.createdAt,
      },
      service: companies.service,
      appointmentAt: appointments.appointmentDatetime,
      // What supervisors had the agent say is part of the call: read with it, one statement for both.
      said: sql<{ text: string | null; seconds: number }[]>`coalesce((
        select json_agg(json_build_object('text', ${callControlActions.text}, 'seconds', ${callControlActions.secondsFromStart})
          order by ${callControlActions.id})
        from ${callControlActions}
        where ${callControlActions.callId} = ${calls.id} and ${callControlActions.kind} = 'say'
          and ${callControlActions.status} = 'accepted'), '[]'::json)`,
    })
    .from(calls)
    .leftJoin(companies, eq(companies.id, calls.companyId))
    .leftJoin(appointments, eq(appointments.id, calls.appointmentId))
    .where(eq(calls.callSid, providerCallId))
    .limit(1);
  if (!row || !(CALL_IN_PROGRESS_STATUSES as readonly string[]).includes(row.call.status)) return null;
  const script = simulatedCallScript({
    seed: providerCallId,
    kind: row.call.jobType === 'reminder_calls' ? 'reminder_call' : 'cold_call',
    leadName: row.call.leadName,
    companyName: row.call.companyName ?? '',
    service: row.service,
    appointmentAt: row.appointmentAt,
    voicemailMessage: row.call.voicemailMessage,
    now: row.call.createdAt,
    zone: timeZone,
    transfer: call.transferTo ?? null,
    ...(call.outcome ? { outcome: call.outcome } : {}),
  });
  // The assistant opens with the first message it was sent (its AI and recording notice first), as VAPI's would.
  const scripted = row.call.firstMessage
    ? [{ speaker: 'assistant' as const, text: row.call.firstMessage, seconds: 0 }, ...script.lines]
    : script.lines;
  return { row, script, scripted };
}

/**
 * The end of a simulated call: rebuilds its script from the call as stored (the same seed and inputs give the same
 * story) and POSTs the report to our own webhook, signed as the vapi_webhook_auth setting says. `plan` is that
 * setting as the batch of calls ending together read it; null once VAPI went live.
 */
export async function deliverSimulatedReport(
  ctx: ServiceContext,
  call: SimulatedCallJob & { ending?: SimulatedEnding },
  { timeZone, instructions, plan }: { timeZone: string; instructions: string; plan: WebhookPlan | null },
): Promise<void> {
  const { providerCallId } = call;
  const stored = await storedScript(ctx, call, timeZone);
  // The call was removed (a danger-zone cleanup), or a supervisor ended it and its report came first: there is
  // nothing (more) to report on.
  if (!stored) return;
  const { row, script, scripted } = stored;
  // A call supervisors ended or transferred stops there.
  const ending = call.ending;
  // A transfer the script would have made after a supervisor ended or transferred the call never happened.
  const transfer =
    ending && script.transfer && script.transfer.seconds > ending.atSeconds ? null : script.transfer;
  const durationSeconds = ending
    ? Math.min(ending.atSeconds, script.durationSeconds)
    : script.durationSeconds;
  const endedReason = ending?.endedReason ?? script.endedReason;
  const lines = [
    ...scripted.filter((line) => !ending || line.seconds <= ending.atSeconds),
    ...row.said.map((line) => ({
      speaker: 'assistant' as const,
      text: line.text ?? '',
      seconds: line.seconds,
    })),
  ].sort((a, b) => a.seconds - b.seconds);
  const startedAt = row.call.createdAt;
  const endedAt = new Date(startedAt.getTime() + durationSeconds * 1000);
  const report = {
    message: {
      type: 'end-of-call-report',
      endedReason,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      cost: script.costUsd,
      call: {
        id: providerCallId,
        type: 'outboundPhoneCall',
        status: 'ended',
        endedReason,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        // As vapiCallBody sends it, and VAPI echoes it back: the call's id, and who was on duty.
        metadata: {
          callopsCallId: row.call.id,
          ...(call.transferTo
            ? { callopsTransferTo: { name: call.transferTo.name, number: call.transferTo.number } }
            : {}),
        },
        costBreakdown: { total: script.costUsd },
        // Where the call ended up: set only when the transfer went through.
        ...(transfer?.result === 'answered'
          ? { destination: { type: 'number', number: transfer.number } }
          : {}),
      },
      artifact: {
        transcript: transcriptText(lines) ?? '',
        messages: [
          // VAPI's messages start with the system prompt the call ran with.
          { role: 'system', message: instructions, time: startedAt.getTime(), secondsFromStart: 0 },
          ...[
            ...lines.map((line) => ({
              role: line.speaker === 'assistant' ? 'assistant' : 'user',
              message: line.text,
              time: startedAt.getTime() + line.seconds * 1000,
              secondsFromStart: line.seconds,
            })),
            ...(transfer
              ? [
                  transferToolCall(
                    transfer.number,
                    startedAt.getTime() + transfer.seconds * 1000,
                    transfer.seconds,
                  ),
                ]
              : []),
          ].sort((a, b) => a.secondsFromStart - b.secondsFromStart),
        ],
        // A path, not a link on PUBLIC_URL: the console plays it from whatever origin it was opened on.
        recordingUrl: simulatedRecordingPath(providerCallId),
      },
      analysis: {
        summary: script.summary,
        structuredData: script.structuredData,
        successEvaluation: String(script.answered && script.outcome !== 'unqualified'),
      },
    },
  };
  if (!plan) {
    // VAPI went live while this simulated call was in flight: nobody may sign for it any more; the stuck-call
    // check releases its lead.
    ctx.log.warn(`Simulated call ${providerCallId} ended after VAPI went live: its report is dropped`);
    return;
  }
  await postToWebhook(ctx, report, plan, 'the report');
}

/**
 * The job id of a call's line, the same however often the call's pick-up is told: a pick-up job retried (its process
 * died after queueing the lines) queues none of them twice.
 */
function lineJobId(providerCallId: string, line: { speaker: string; text: string; seconds: number }): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([providerCallId, line.seconds, line.speaker, line.text]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A stage of a simulated call (ringing, in progress) told to our webhook as VAPI tells it: a signed `status-update`
 * server message. Ringing is told unread, as VAPI would tell it: our webhook leaves a call that ended meanwhile (its
 * report came first: a short or sped-up call) where it is. Once picked up, its lines are queued to be told as they are
 * spoken: one job each, in one insert.
 */
export async function deliverSimulatedStatus(
  ctx: ServiceContext,
  call: SimulatedCallJob & { callId?: number; stage: SimulatedStage },
  { timeZone, plan }: { timeZone: string; plan: WebhookPlan | null },
): Promise<void> {
  // Nobody may sign for the simulation once VAPI went live: its report is dropped too.
  if (!plan) return;
  // At pick-up the call is read with its script (one statement for both): its lines are queued once it is told, and
  // a call that ended or was removed meanwhile has no lines to tell.
  const stored = call.stage === 'in-progress' ? await storedScript(ctx, call, timeZone) : null;
  if (call.stage === 'in-progress' && !stored) return;
  const callId = stored?.row.call.id ?? call.callId;
  await postToWebhook(
    ctx,
    {
      message: {
        type: 'status-update',
        status: call.stage,
        timestamp: ctx.now.getTime(),
        call: {
          id: call.providerCallId,
          type: 'outboundPhoneCall',
          status: call.stage,
          metadata: { callopsCallId: callId },
        },
      },
    },
    plan,
    `the ${call.stage} status`,
  );
  if (!stored) return;
  // From now on, each line at its time in the script (a line it "said" before it was picked up, the first message,
  // is said now); a line of a call cut short is dropped by the webhook, as the call's report came first.
  const pickedUp = stored.script.pickedUpSeconds ?? 0;
  const speed = ctx.app.config.simulationSpeed;
  await enqueueMany(
    ctx,
    SIMULATED_TRANSCRIPT_QUEUE,
    stored.scripted.map(({ speaker, text, seconds }) => ({
      id: lineJobId(call.providerCallId, { speaker, text, seconds }),
      data: { providerCallId: call.providerCallId, callId: stored.row.call.id, speaker, text },
      startAfter: Math.max(0, seconds - pickedUp) / speed,
    })),
  );
}

/**
 * A line of a simulated call told to our webhook as VAPI tells it, when it is spoken: a signed `transcript` server
 * message of its final transcript. The webhook drops the line of a call that ended meanwhile.
 */
export async function deliverSimulatedTranscript(
  ctx: ServiceContext,
  line: { providerCallId: string; callId: number; speaker: 'assistant' | 'customer'; text: string },
  plan: WebhookPlan | null,
): Promise<void> {
  // Nobody may sign for the simulation once VAPI went live.
  if (!plan) return;
  await postToWebhook(
    ctx,
    {
      message: {
        type: 'transcript',
        role: line.speaker === 'assistant' ? 'assistant' : 'user',
        transcriptType: 'final',
        transcript: line.text,
        timestamp: ctx.now.getTime(),
        call: {
          id: line.providerCallId,
          type: 'outboundPhoneCall',
          status: 'in-progress',
          metadata: { callopsCallId: line.callId },
        },
      },
    },
    plan,
    'a transcript line',
  );
}

/** POSTs a server message to our own webhook, signed as the plan says; a passing failure is retried by pg-boss. */
async function postToWebhook(ctx: ServiceContext, message: unknown, plan: WebhookPlan, what: string) {
  const rawBody = JSON.stringify(message);
  const publicUrl = ctx.app.config.publicUrl.replace(/\/$/, '');
  const target = `${ctx.app.selfUrl() ?? publicUrl}/api/v1/webhooks/vapi`;
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The call's trace goes on to the webhook that applies its report in `traceparent`, added by the tracing
        // SDK's fetch instrumentation (tracing/tracing-sdk.ts) as for any outbound request.
        ...signVapiWebhook(rawBody, plan, ctx.now),
      },
      body: rawBody,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new ProviderError('simulated VAPI', `could not deliver ${what}: ${(error as Error).message}`, {
      retryable: true,
    });
  }
  // 2xx: taken (or a duplicate); 4xx other than 401: our webhook refused it for good; anything else: try again.
  if (response.status === 401 || response.status >= 500) {
    throw new ProviderError('simulated VAPI', `the webhook answered ${response.status}`, {
      retryable: true,
      status: response.status,
    });
  }
}
