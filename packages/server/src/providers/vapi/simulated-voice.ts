// The simulated voice provider behaves like VAPI end to end: placing a call queues its end (a pg-boss job, so a
// call in flight survives a restart and any server process may finish it), and when the call "ends" a signed,
// VAPI-shaped end-of-call report is POSTed over HTTP to our own webhook, exactly as VAPI would.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, calls, companies } from '../../db/schema';
import { observeProviderRequest } from '../../metrics/recent-window';
import { enqueueMany } from '../../queue/enqueue';
import { defineQueue } from '../../queue/job-queue';
import { traceCarrier } from '../../tracing/trace-context';
import { ProviderError } from '../provider-error';
import { type ScriptOutcome, simulatedCallScript, transcriptText } from '../simulation/call-script';
import { simulatedListenUrl } from './simulated-listen';
import { signVapiWebhook } from './vapi-webhook-auth';
import type { PlaceCallRequest, PlacedCall, SimulatedVoiceProvider } from './voice-provider';
import type { WebhookPlan } from './webhook-plan';

/** The simulated voice provider's calls: each job posts one end-of-call report when the call "ends". */
export const SIMULATED_CALL_QUEUE = defineQueue<{ providerCallId: string; outcome?: ScriptOutcome }>({
  name: 'callops-simulated-call',
  retryLimit: 10,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 20,
});

/** Where a simulated call's recording is served (signed when handed to a browser). */
export const simulatedRecordingPath = (providerCallId: string) =>
  `/media/simulated-recordings/${providerCallId}.wav`;

export function createSimulatedVoice(
  ctx: ServiceContext,
  timeZone: string,
  outcomeWeights: Readonly<Record<string, number>>,
): SimulatedVoiceProvider {
  const placeCalls = async (requests: readonly PlaceCallRequest[]) => {
    const started = performance.now();
    const placed = requests.map((request) => {
      const providerCallId = `sim-${randomUUID()}`;
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
      });
      return { providerCallId, outcome: script.outcome, seconds: script.durationSeconds };
    });
    // Each call "lasts" its script's length, sped up by SIMULATION_SPEED (tests and demos run faster); how it ends
    // is decided now and travels with it.
    await enqueueMany(
      ctx,
      SIMULATED_CALL_QUEUE,
      placed.map(({ providerCallId, outcome, seconds }) => ({
        data: { providerCallId, outcome },
        startAfter: seconds / ctx.app.config.simulationSpeed,
      })),
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

/**
 * The end of a simulated call: rebuilds its script from the call as stored (the same seed and inputs give the same
 * story) and POSTs the report to our own webhook, signed as the vapi_webhook_auth setting says. `plan` is that
 * setting as the batch of calls ending together read it; null once VAPI went live.
 */
export async function deliverSimulatedReport(
  ctx: ServiceContext,
  call: { providerCallId: string; outcome?: ScriptOutcome },
  { timeZone, instructions, plan }: { timeZone: string; instructions: string; plan: WebhookPlan | null },
): Promise<void> {
  const { providerCallId } = call;
  const [row] = await ctx.db
    // What the script and the report are made of, and no more.
    .select({
      call: {
        id: calls.id,
        jobType: calls.jobType,
        leadName: calls.leadName,
        companyName: calls.companyName,
        firstMessage: calls.firstMessage,
        voicemailMessage: calls.voicemailMessage,
        createdAt: calls.createdAt,
      },
      service: companies.service,
      appointmentAt: appointments.appointmentDatetime,
    })
    .from(calls)
    .leftJoin(companies, eq(companies.id, calls.companyId))
    .leftJoin(appointments, eq(appointments.id, calls.appointmentId))
    .where(eq(calls.callSid, providerCallId))
    .limit(1);
  // The call was removed (a danger-zone cleanup): there is nothing to report on.
  if (!row) return;
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
    ...(call.outcome ? { outcome: call.outcome } : {}),
  });
  // The assistant opens with the first message it was sent (its AI and recording notice first), as VAPI's would.
  const lines = row.call.firstMessage
    ? [{ speaker: 'assistant' as const, text: row.call.firstMessage, seconds: 0 }, ...script.lines]
    : script.lines;
  const startedAt = row.call.createdAt;
  const endedAt = new Date(startedAt.getTime() + script.durationSeconds * 1000);
  const publicUrl = ctx.app.config.publicUrl.replace(/\/$/, '');
  const report = {
    message: {
      type: 'end-of-call-report',
      endedReason: script.endedReason,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      cost: script.costUsd,
      call: {
        id: providerCallId,
        type: 'outboundPhoneCall',
        status: 'ended',
        endedReason: script.endedReason,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        metadata: { callopsCallId: row.call.id },
        costBreakdown: { total: script.costUsd },
      },
      artifact: {
        transcript: transcriptText(lines) ?? '',
        messages: [
          // VAPI's messages start with the system prompt the call ran with.
          { role: 'system', message: instructions, time: startedAt.getTime(), secondsFromStart: 0 },
          ...lines.map((line) => ({
            role: line.speaker === 'assistant' ? 'assistant' : 'user',
            message: line.text,
            time: startedAt.getTime() + line.seconds * 1000,
            secondsFromStart: line.seconds,
          })),
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
  const rawBody = JSON.stringify(report);
  if (!plan) {
    // VAPI went live while this simulated call was in flight: nobody may sign for it any more; the stuck-call
    // check releases its lead.
    ctx.log.warn(`Simulated call ${providerCallId} ended after VAPI went live: its report is dropped`);
    return;
  }
  const target = `${ctx.app.selfUrl() ?? publicUrl}/api/v1/webhooks/vapi`;
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signVapiWebhook(rawBody, plan, ctx.now),
        // The call's trace goes on to the webhook that applies its report.
        ...traceCarrier(),
      },
      body: rawBody,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new ProviderError('simulated VAPI', `could not deliver the report: ${(error as Error).message}`, {
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
