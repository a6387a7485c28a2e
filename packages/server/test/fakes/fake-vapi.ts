import { randomUUID } from 'node:crypto';
import type { VapiWebhookAuth } from '../../src/providers/provider-selection';
import { signVapiWebhook } from '../../src/providers/vapi/vapi-webhook-auth';
import {
  bearerToken,
  type FakeResponse,
  type FakeServer,
  jsonBody,
  mediaType,
  postTo,
  type RecordedRequest,
  startFakeServer,
} from './fake-http-server';

/**
 * A local VAPI: `POST /call` and `PATCH /assistant/:id` checked against the documented rules, and the webhook
 * sender that posts an `end-of-call-report` for a call it created, signed as VAPI's custom credential would.
 */

export type VapiFailure =
  | 'validation'
  | 'concurrency'
  | 'unauthorized'
  | 'not-found'
  | 'rate-limited'
  | 'server-error';

export interface FakeVapiOptions {
  apiKey: string;
  assistantId: string;
  /** The account's phone numbers: a call goes out from one of them. */
  phoneNumberId: string | readonly string[];
  /** VAPI's default is 10 calls at a time per account; a call ends when its report is sent. */
  concurrencyLimit?: number;
}

export interface FakeVapiCall {
  id: string;
  /** The body of the POST /call that created it. */
  request: Record<string, unknown>;
  ended: boolean;
}

export interface SendReportOptions {
  auth: { mode: VapiWebhookAuth; secret: string };
  /** The call to report; the last one created when absent. */
  providerCallId?: string;
  endedReason?: string;
  /** false: no `artifact.recordingUrl` (recording disabled). */
  withRecording?: boolean;
  /** false: no `analysis`. */
  withAnalysis?: boolean;
  /** 2 or more: the same report (same body, same signature) is posted again, as a retrying sender would. */
  times?: number;
  now?: Date;
}

export interface FakeVapi extends FakeServer<VapiFailure> {
  readonly calls: Map<string, FakeVapiCall>;
  /** The assistant's voice as the last accepted PATCH set it. */
  readonly assistant: { id: string; voice: Record<string, unknown> | null };
  /**
   * Holds the answers to `POST /call` (each call is created at once, its answer waits) until `release()`: a report
   * can then reach the caller before the answer to the request that created the call.
   */
  holdCallAnswers(): { release(): void };
  /** Posts an end-of-call report to `url`; resolves with each answer's status. */
  sendEndOfCallReport(
    url: string,
    options: SendReportOptions,
  ): Promise<{ status: number; rawBody: string }[]>;
}

/** The body VAPI documents for 400; 401/404 bodies are not documented (adapters must not read them). */
const badRequest = (message: string | string[]): FakeResponse => ({
  status: 400,
  body: { message, error: 'Bad Request', statusCode: 400 },
});

const FAILURES: Record<VapiFailure, FakeResponse> = {
  validation: badRequest(['customer.number must be a valid phone number in the E.164 format.']),
  concurrency: badRequest('Over Concurrency Limit.'),
  unauthorized: { status: 401, body: { message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 } },
  'not-found': { status: 404, body: { message: 'Not Found', statusCode: 404 } },
  'rate-limited': { status: 429, body: { message: 'Too Many Requests', statusCode: 429 } },
  'server-error': { status: 500, body: { message: 'Internal server error', statusCode: 500 } },
};

/** CreateCallDTO's properties: VAPI validates the body and refuses any other (NestJS whitelist). */
const CREATE_CALL_PROPERTIES = new Set([
  'assistantVersion',
  'transport',
  'customers',
  'name',
  'schedulePlan',
  'assistantId',
  'assistant',
  'assistantOverrides',
  'squadId',
  'squad',
  'squadOverrides',
  'workflowId',
  'workflow',
  'workflowOverrides',
  'phoneNumberId',
  'phoneNumber',
  'customerId',
  'customer',
]);
const E164 = /^\+[1-9]\d{1,14}$/;
const VOICEMAIL_DETECTION_PROVIDERS = ['vapi', 'google', 'openai', 'twilio'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** transferPlan.mode values (TransferPlan in the API reference; docs.vapi.ai/tools/transfer-call). */
const TRANSFER_PLAN_MODES = [
  'blind-transfer',
  'blind-transfer-add-summary-to-sip-header',
  'warm-transfer-say-message',
  'warm-transfer-say-summary',
  'warm-transfer-twiml',
  'warm-transfer-wait-for-operator-to-speak-first-and-then-say-message',
  'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
  'warm-transfer-experimental',
];

/**
 * An inline transferCall tool as the docs show it: number destinations in E.164, messages of at most 1,000
 * characters, a known transferPlan.mode, a summary mode with an enabled summaryPlan whose messages carry
 * {{transcript}}, and a fallbackPlan with its message.
 */
function transferToolProblems(tools: unknown): string[] {
  if (!Array.isArray(tools)) return ['assistantOverrides.model.tools must be an array'];
  const problems: string[] = [];
  const longMessage = (value: unknown) =>
    value !== undefined && (typeof value !== 'string' || value.length > 1000);
  for (const tool of tools) {
    if (!isObject(tool) || tool.type !== 'transferCall') continue;
    if (!Array.isArray(tool.destinations) || tool.destinations.length === 0)
      problems.push('transferCall.destinations must be a non-empty array');
    for (const destination of Array.isArray(tool.destinations) ? tool.destinations : []) {
      if (!isObject(destination) || destination.type !== 'number') {
        problems.push('transferCall.destinations[].type must be number or sip');
        continue;
      }
      if (typeof destination.number !== 'string' || !E164.test(destination.number))
        problems.push('destination.number must be a valid phone number in the E.164 format.');
      if (longMessage(destination.message))
        problems.push('destination.message must be at most 1000 characters');
      const plan = destination.transferPlan;
      if (plan === undefined) continue;
      if (!isObject(plan) || !TRANSFER_PLAN_MODES.includes(plan.mode as string)) {
        problems.push(`transferPlan.mode must be one of ${TRANSFER_PLAN_MODES}`);
        continue;
      }
      if (longMessage(plan.message)) problems.push('transferPlan.message must be at most 1000 characters');
      if (String(plan.mode).endsWith('say-summary')) {
        const summary = plan.summaryPlan;
        const carriesTranscript =
          isObject(summary) &&
          Array.isArray(summary.messages) &&
          summary.messages.some((m) => isObject(m) && String(m.content).includes('{{transcript}}'));
        if (!carriesTranscript) problems.push('transferPlan.summaryPlan.messages must use {{transcript}}');
      }
      const fallback = plan.fallbackPlan;
      if (fallback !== undefined && (!isObject(fallback) || typeof fallback.message !== 'string'))
        problems.push('transferPlan.fallbackPlan.message must be a string');
    }
  }
  return problems;
}

export async function startFakeVapi(options: FakeVapiOptions): Promise<FakeVapi> {
  const calls = new Map<string, FakeVapiCall>();
  const assistant: FakeVapi['assistant'] = { id: options.assistantId, voice: null };
  const limit = options.concurrencyLimit ?? 10;
  const now = () => new Date().toISOString();
  let answersHeld: Promise<void> | null = null;

  function createCall(body: Record<string, unknown>): FakeResponse {
    const problems: string[] = [];
    for (const key of Object.keys(body)) {
      if (!CREATE_CALL_PROPERTIES.has(key)) problems.push(`property ${key} should not exist`);
    }
    if (body.assistantId !== options.assistantId)
      problems.push("Couldn't Get Assistant. `assistantId` not found.");
    const numbers: readonly string[] =
      typeof options.phoneNumberId === 'string' ? [options.phoneNumberId] : options.phoneNumberId;
    if (typeof body.phoneNumberId !== 'string' || !numbers.includes(body.phoneNumberId))
      problems.push("Couldn't Get Phone Number. `phoneNumberId` not found.");
    const customer = body.customer;
    if (!isObject(customer) || typeof customer.number !== 'string' || !E164.test(customer.number)) {
      problems.push('customer.number must be a valid phone number in the E.164 format.');
    } else if (
      customer.name !== undefined &&
      (typeof customer.name !== 'string' || customer.name.length > 40)
    ) {
      problems.push('customer.name must be shorter than or equal to 40 characters');
    }
    const overrides = body.assistantOverrides;
    if (overrides !== undefined && !isObject(overrides))
      problems.push('assistantOverrides must be an object');
    // A model override is one of VAPI's model DTOs: provider and model are required, messages are role/content.
    const model = isObject(overrides) ? overrides.model : undefined;
    if (model !== undefined) {
      if (!isObject(model) || typeof model.provider !== 'string' || typeof model.model !== 'string')
        problems.push('assistantOverrides.model.provider and assistantOverrides.model.model must be strings');
      else if (
        model.messages !== undefined &&
        (!Array.isArray(model.messages) ||
          !model.messages.every(
            (m) => isObject(m) && typeof m.role === 'string' && typeof m.content === 'string',
          ))
      )
        problems.push('assistantOverrides.model.messages must be role/content objects');
      else if (model.tools !== undefined) problems.push(...transferToolProblems(model.tools));
    }
    // Voicemail (CreateAssistantDTO): voicemailDetection names its provider; voicemailMessage is a string.
    const detection = isObject(overrides) ? overrides.voicemailDetection : undefined;
    if (
      detection !== undefined &&
      (!isObject(detection) ||
        !(VOICEMAIL_DETECTION_PROVIDERS as readonly unknown[]).includes(detection.provider))
    )
      problems.push(
        `assistantOverrides.voicemailDetection.provider must be one of ${VOICEMAIL_DETECTION_PROVIDERS}`,
      );
    const message = isObject(overrides) ? overrides.voicemailMessage : undefined;
    if (
      message !== undefined &&
      (typeof message !== 'string' || message.length === 0 || message.length > 1000)
    )
      problems.push('assistantOverrides.voicemailMessage must be a string of 1 to 1000 characters');
    // AnalysisPlan: structuredDataPrompt a string, structuredDataSchema a JSON schema of an object.
    const analysis = isObject(overrides) ? overrides.analysisPlan : undefined;
    if (analysis !== undefined) {
      if (!isObject(analysis)) problems.push('assistantOverrides.analysisPlan must be an object');
      else {
        if (analysis.structuredDataPrompt !== undefined && typeof analysis.structuredDataPrompt !== 'string')
          problems.push('assistantOverrides.analysisPlan.structuredDataPrompt must be a string');
        const schema = analysis.structuredDataSchema;
        if (
          schema !== undefined &&
          (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties))
        )
          problems.push(
            'assistantOverrides.analysisPlan.structuredDataSchema must be a JSON schema of an object',
          );
      }
    }
    if (problems.length > 0) return badRequest(problems);
    const active = [...calls.values()].filter((call) => !call.ended).length;
    if (active >= limit) return FAILURES.concurrency;

    const id = randomUUID();
    calls.set(id, { id, request: body, ended: false });
    const at = now();
    return {
      status: 201,
      body: {
        id,
        orgId: 'org_fake',
        createdAt: at,
        updatedAt: at,
        type: 'outboundPhoneCall',
        status: 'queued',
        assistantId: body.assistantId,
        phoneNumberId: body.phoneNumberId,
        customer,
        ...(overrides ? { assistantOverrides: overrides } : {}),
        // As VAPI documents it: the assistant's monitorPlan has listen and control on by default.
        monitor: {
          listenUrl: `wss://fake-vapi.test/${id}/listen`,
          controlUrl: `https://fake-vapi.test/${id}/control`,
        },
        subscriptionLimits: {
          concurrencyBlocked: false,
          concurrencyLimit: limit,
          remainingConcurrentCalls: limit - active - 1,
        },
      },
    };
  }

  function updateAssistant(id: string, body: Record<string, unknown>): FakeResponse {
    if (id !== options.assistantId) return FAILURES['not-found'];
    const voice = body.voice;
    const problems: string[] = [];
    if (!isObject(voice)) problems.push('voice must be an object');
    else {
      if (voice.provider !== '11labs')
        problems.push('voice.provider must be one of the following values: 11labs, …');
      if (typeof voice.voiceId !== 'string' || voice.voiceId.trim() === '')
        problems.push('voice.voiceId must be a non-empty string');
    }
    if (problems.length > 0) return badRequest(problems);
    assistant.voice = voice as Record<string, unknown>;
    return {
      status: 200,
      body: { id, orgId: 'org_fake', name: 'CallOps assistant', voice, createdAt: now(), updatedAt: now() },
    };
  }

  const server = await startFakeServer<VapiFailure>({
    failures: FAILURES,
    handle(request: RecordedRequest) {
      if (bearerToken(request) !== options.apiKey) return FAILURES.unauthorized;
      const body = jsonBody(request);
      const routeCall = request.method === 'POST' && request.path === '/call';
      const assistantMatch = /^\/assistant\/([^/]+)$/.exec(request.path);
      if (!routeCall && !(request.method === 'PATCH' && assistantMatch)) return FAILURES['not-found'];
      if (mediaType(request) !== 'application/json' || !isObject(body)) {
        return badRequest('Body must be a JSON object');
      }
      if (routeCall) {
        const created = createCall(body);
        return answersHeld ? answersHeld.then(() => created) : created;
      }
      return updateAssistant(decodeURIComponent(assistantMatch?.[1] ?? ''), body);
    },
  });

  async function sendEndOfCallReport(url: string, opts: SendReportOptions) {
    const callId = opts.providerCallId ?? [...calls.keys()].at(-1);
    const call = callId ? calls.get(callId) : undefined;
    if (!call) throw new Error('fake VAPI: no such call to report');
    call.ended = true;
    const rawBody = JSON.stringify(endOfCallReport(call, opts));
    const headers = {
      'content-type': 'application/json',
      ...signVapiWebhook(rawBody, { mode: opts.auth.mode, secret: opts.auth.secret }, opts.now ?? new Date()),
    };
    const answers: { status: number; rawBody: string }[] = [];
    for (let i = 0; i < (opts.times ?? 1); i += 1) {
      answers.push({ status: (await postTo(url, rawBody, headers)).status, rawBody });
    }
    return answers;
  }

  function holdCallAnswers() {
    let release = () => {};
    answersHeld = new Promise<void>((resolve) => {
      release = () => {
        answersHeld = null;
        resolve();
      };
    });
    return { release };
  }

  return Object.assign(server, { calls, assistant, holdCallAnswers, sendEndOfCallReport });
}

/** Reasons where nobody came to the phone: the report has no conversation. */
const SILENT_REASONS =
  /did-not-answer|busy|voicemail|failed-to-connect|misdialed|rejected|canceled|call\.start/;

/** An end-of-call report in VAPI's current schema for one call the fake created. */
export function endOfCallReport(call: FakeVapiCall, opts: Omit<SendReportOptions, 'auth'>) {
  const endedReason = opts.endedReason ?? 'customer-ended-call';
  const talked = !SILENT_REASONS.test(endedReason);
  const startedAt = new Date(Date.UTC(2026, 2, 11, 15, 30, 0));
  const start = startedAt.getTime();
  const endedAt = new Date(start + (talked ? 95_000 : 20_000));
  const firstMessage = (call.request.assistantOverrides as { firstMessage?: string } | undefined)
    ?.firstMessage;
  const messages = talked
    ? [
        { role: 'system', message: 'You are a friendly assistant.', time: start, secondsFromStart: 0 },
        {
          role: 'bot',
          message: firstMessage ?? 'Hello!',
          time: start + 1200,
          endTime: start + 4200,
          secondsFromStart: 1.2,
          duration: 3000,
        },
        {
          role: 'user',
          message: 'Yes, Tuesday at 10 works.',
          time: start + 6000,
          endTime: start + 8000,
          secondsFromStart: 6,
          duration: 2000,
        },
      ]
    : [];
  const transcript = messages
    .filter((m) => m.role !== 'system')
    .map((m) => `${m.role === 'bot' ? 'AI' : 'User'}: ${m.message}`)
    .join('\n');
  const costBreakdown = { transport: 0.01, stt: 0.01, llm: 0.02, tts: 0.03, vapi: 0.05, total: 0.12 };
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: endedAt.getTime(),
      endedReason,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      cost: costBreakdown.total,
      costs: [{ type: 'vapi', cost: costBreakdown.vapi }],
      call: {
        id: call.id,
        orgId: 'org_fake',
        type: 'outboundPhoneCall',
        status: 'ended',
        endedReason,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        assistantId: call.request.assistantId,
        phoneNumberId: call.request.phoneNumberId,
        customer: call.request.customer,
        assistantOverrides: call.request.assistantOverrides,
        cost: costBreakdown.total,
        costBreakdown,
      },
      artifact: {
        messages,
        transcript,
        ...(opts.withRecording === false
          ? {}
          : {
              recordingUrl: `https://storage.vapi.example/${call.id}-mono.wav`,
              stereoRecordingUrl: `https://storage.vapi.example/${call.id}-stereo.wav`,
            }),
      },
      ...(opts.withAnalysis === false
        ? {}
        : {
            analysis: talked
              ? {
                  summary: 'The lead agreed to a visit on Tuesday at 10.',
                  structuredData: { outcome: 'appointment_booked', leadScore: 8 },
                  successEvaluation: 'true',
                }
              : {},
          }),
    },
  };
}
