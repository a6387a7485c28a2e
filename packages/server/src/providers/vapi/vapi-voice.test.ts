import { closedPort, jsonBody, startWebhookReceiver } from '../../../test/fakes/fake-http-server';
import { type FakeVapi, startFakeVapi } from '../../../test/fakes/fake-vapi';
import { ANSWER_TIMEOUT_MS, STALL_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { vendorUrlsFrom } from '../../../test/fakes/vendor-urls';
import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import { ANSWERED_ENDED_REASONS, NOT_ANSWERED_ENDED_REASONS, parseVapiReport } from './vapi-report';
import { createVapiVoice } from './vapi-voice';
import { verifyVapiWebhook } from './vapi-webhook-auth';
import type { PlaceCallRequest } from './voice-provider';

const SETTINGS = {
  apiKey: 'vapi-private-key-0123456789',
  assistantId: 'asst_123',
  phoneNumberId: 'pn_456',
  webhookSecret: 'whsec-0123456789',
  webhookAuth: 'x-vapi-secret',
  model: { provider: 'openai', model: 'gpt-4o' },
  voicemailDetectionProvider: 'vapi',
} satisfies ProviderSettings['vapi'];
const CALL: PlaceCallRequest = {
  callId: 42,
  kind: 'cold_call',
  phoneNumberId: null,
  phone: '+14165550123',
  leadName: 'Maple Plumbing',
  companyName: 'CallOps',
  firstMessage: 'Hi, this is Ava from CallOps.',
  voicemailMessage: 'Hi, CallOps here: we will try you again soon.',
  instructions: 'Be brief and polite.',
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('the live VAPI voice provider against the fake VAPI', () => {
  let vapi: FakeVapi;
  let baseUrl: string;
  const voice = (settings = SETTINGS, timeoutMs = ANSWER_TIMEOUT_MS) =>
    createVapiVoice(settings, baseUrl, fetch, { timeoutMs });

  beforeEach(async () => {
    vapi = await startFakeVapi({ apiKey: SETTINGS.apiKey, assistantId: 'asst_123', phoneNumberId: 'pn_456' });
    baseUrl = vendorUrlsFrom({ VAPI_BASE_URL: vapi.url }).vapi;
  });
  afterEach(() => vapi.close());

  it("places the call from the caller-ID pool's pick, and from the default number without one", async () => {
    await vapi.close();
    vapi = await startFakeVapi({
      apiKey: SETTINGS.apiKey,
      assistantId: 'asst_123',
      phoneNumberId: ['pn_456', 'pn_local_416'],
    });
    baseUrl = vendorUrlsFrom({ VAPI_BASE_URL: vapi.url }).vapi;
    await voice().placeCall({ ...CALL, phoneNumberId: 'pn_local_416' });
    await voice().placeCall(CALL);
    expect(
      vapi.requests.map((request) => (jsonBody(request as never) as { phoneNumberId: string }).phoneNumberId),
    ).toEqual(['pn_local_416', 'pn_456']);
    // A number the account does not have is refused by VAPI: not retried.
    const error = await failure(voice().placeCall({ ...CALL, phoneNumberId: 'pn_unknown' }));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('phoneNumberId');
  });

  it('places a call: bearer key, assistant, number, customer, first message and our call id', async () => {
    const placed = await voice().placeCall(CALL);
    expect(placed).toEqual({
      providerCallId: expect.any(String),
      status: 'queued',
      monitor: {
        listenUrl: `wss://fake-vapi.test/${placed.providerCallId}/listen`,
        controlUrl: `https://fake-vapi.test/${placed.providerCallId}/control`,
      },
    });
    expect(vapi.calls.has(placed.providerCallId)).toBe(true);
    const [request] = vapi.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/call');
    expect(request?.headers.authorization).toBe(`Bearer ${SETTINGS.apiKey}`);
    expect(jsonBody(request as never)).toEqual({
      assistantId: 'asst_123',
      phoneNumberId: 'pn_456',
      customer: { number: '+14165550123', name: 'Maple Plumbing' },
      assistantOverrides: {
        firstMessage: 'Hi, this is Ava from CallOps.',
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          messages: [{ role: 'system', content: 'Be brief and polite.' }],
        },
        metadata: { callopsCallId: 42 },
        voicemailDetection: { provider: 'vapi' },
        voicemailMessage: 'Hi, CallOps here: we will try you again soon.',
      },
    });
  });

  it('sends no voicemail message when the policy is to hang up, and the detection provider the settings name', async () => {
    await voice({ ...SETTINGS, voicemailDetectionProvider: 'twilio' }).placeCall({
      ...CALL,
      voicemailMessage: null,
    });
    const body = jsonBody(vapi.requests[0] as never) as { assistantOverrides: Record<string, unknown> };
    expect(body.assistantOverrides.voicemailDetection).toEqual({ provider: 'twilio' });
    expect(body.assistantOverrides).not.toHaveProperty('voicemailMessage');
  });

  it("asks a cold call's analysis for a callback time on the callee's own clock, beside the voicemail fields", async () => {
    await voice().placeCall({
      ...CALL,
      calleeClock: { zone: 'America/St_Johns', at: new Date('2026-03-06T14:30:00Z') },
    });
    const body = jsonBody(vapi.requests[0] as never) as { assistantOverrides: Record<string, unknown> };
    expect(body.assistantOverrides).toMatchObject({
      voicemailDetection: { provider: 'vapi' },
      voicemailMessage: 'Hi, CallOps here: we will try you again soon.',
      analysisPlan: {
        structuredDataSchema: {
          type: 'object',
          properties: {
            outcome: { type: 'string', enum: expect.arrayContaining(['callback', 'booked']) },
            callback_at: { type: 'string', description: expect.stringContaining('YYYY-MM-DDTHH:mm') },
          },
        },
      },
    });
    // 14:30 UTC is 11:00 in St. John's (NST, -3:30): the prompt dates "tomorrow" on the callee's clock.
    expect(
      (body.assistantOverrides.analysisPlan as { structuredDataPrompt: string }).structuredDataPrompt,
    ).toContain('Friday, March 6, 2026 at 11:00');
  });

  it("asks no analysis of a reminder call, nor of a cold call placed without the callee's clock", async () => {
    await voice().placeCall({
      ...CALL,
      kind: 'reminder_call',
      calleeClock: { zone: 'America/Toronto', at: new Date('2026-03-06T14:30:00Z') },
    });
    await voice().placeCall(CALL);
    for (const request of vapi.requests)
      expect(
        (jsonBody(request as never) as { assistantOverrides: object }).assistantOverrides,
      ).not.toHaveProperty('analysisPlan');
  });

  it('is refused by the fake for a detection provider VAPI does not know', async () => {
    const err = await failure(voice({ ...SETTINGS, voicemailDetectionProvider: 'robot' }).placeCall(CALL));
    expect(err.options).toMatchObject({ status: 400, retryable: false });
    expect(err.message).toContain('voicemailDetection');
  });

  it('gives the assistant a transferCall tool to the person on duty, told a one-line summary, with a fallback back to the assistant', async () => {
    await voice().placeCall({
      ...CALL,
      transfer: {
        name: 'Dana Smith',
        number: '+14165550199',
        answerTimeoutSeconds: 25,
        mode: 'warm-transfer-say-summary',
      },
    });
    const body = jsonBody(vapi.requests[0] as never) as {
      assistantOverrides: { model: { messages: { content: string }[]; tools: unknown[] }; metadata: unknown };
    };
    expect(body.assistantOverrides.model.messages[0]?.content).toContain('transferCall');
    expect(body.assistantOverrides.model.tools).toEqual([
      {
        type: 'transferCall',
        destinations: [
          {
            type: 'number',
            number: '+14165550199',
            description: expect.stringContaining('Dana Smith'),
            message: "One moment, I'm connecting you with Dana Smith.",
            transferPlan: {
              mode: 'warm-transfer-say-summary',
              message: 'A lead from CallOps asked to talk to a person; connecting them now.',
              summaryPlan: {
                enabled: true,
                messages: [
                  { role: 'system', content: expect.stringContaining('one sentence') },
                  { role: 'user', content: '{{transcript}}' },
                ],
              },
              timeout: 25,
              fallbackPlan: { message: expect.stringContaining('call you back'), endCallEnabled: false },
            },
          },
        ],
      },
    ]);
    expect(body.assistantOverrides.metadata).toEqual({
      callopsCallId: 42,
      callopsTransferTo: { name: 'Dana Smith', number: '+14165550199' },
    });
  });

  it('sends our line and no summary plan in a message mode, and no tool when nobody is on duty', async () => {
    await voice().placeCall({
      ...CALL,
      transfer: {
        name: 'Lee',
        number: '+14165550198',
        answerTimeoutSeconds: 10,
        mode: 'warm-transfer-say-message',
      },
    });
    await voice().placeCall({ ...CALL, transfer: null });
    const [withTool, without] = vapi.requests.map(
      (r) => jsonBody(r) as { assistantOverrides: { model: Record<string, unknown>; metadata: unknown } },
    );
    const tools = withTool?.assistantOverrides.model.tools as { destinations: { transferPlan: object }[] }[];
    expect(tools[0]?.destinations[0]?.transferPlan).not.toHaveProperty('summaryPlan');
    expect(tools[0]?.destinations[0]?.transferPlan).toMatchObject({
      mode: 'warm-transfer-say-message',
      timeout: 10,
    });
    expect(without?.assistantOverrides.model).not.toHaveProperty('tools');
    expect(without?.assistantOverrides.metadata).toEqual({ callopsCallId: 42 });
  });

  it('is refused by the fake for a transfer number that is not E.164', async () => {
    const err = await failure(
      voice().placeCall({
        ...CALL,
        transfer: {
          name: 'Lee',
          number: '4165550198',
          answerTimeoutSeconds: 10,
          mode: 'warm-transfer-say-message',
        },
      }),
    );
    expect(err.options).toMatchObject({ status: 400, retryable: false });
    expect(err.message).toContain('E.164');
  });

  it('leaves the name out when there is none and cuts a long one to VAPI’s 40 characters', async () => {
    await voice().placeCall({ ...CALL, leadName: null });
    await voice().placeCall({ ...CALL, leadName: 'A'.repeat(60) });
    const [first, second] = vapi.requests.map((r) => jsonBody(r) as { customer: Record<string, string> });
    expect(first?.customer).toEqual({ number: '+14165550123' });
    expect(second?.customer.name).toHaveLength(40);
  });

  it('sets the assistant voice with PATCH /assistant/{id}', async () => {
    await voice().setAssistantVoice('21m00Tcm4TlvDq8ikWAM');
    expect(vapi.requests[0]?.method).toBe('PATCH');
    expect(vapi.requests[0]?.path).toBe('/assistant/asst_123');
    expect(vapi.assistant.voice).toEqual({ provider: '11labs', voiceId: '21m00Tcm4TlvDq8ikWAM' });
  });

  it('maps a 400 to a non-retryable error with VAPI’s message, without our request in it', async () => {
    const err = await failure(voice().placeCall({ ...CALL, phone: '4165550123' }));
    expect(err.options).toMatchObject({ status: 400, retryable: false });
    expect(err.message).toContain('E.164');
    expect(err.message).not.toContain('4165550123');
    expect(err.message).not.toContain(SETTINGS.apiKey);
  });

  it('refuses an empty voice id with a 400 from the fake', async () => {
    const err = await failure(voice().setAssistantVoice(' '));
    expect(err.options).toMatchObject({ status: 400, retryable: false });
  });

  it('hits the concurrency limit as a 400 (not retryable, as documented)', async () => {
    await vapi.close();
    vapi = await startFakeVapi({
      apiKey: SETTINGS.apiKey,
      assistantId: 'asst_123',
      phoneNumberId: 'pn_456',
      concurrencyLimit: 1,
    });
    baseUrl = vapi.url;
    await voice().placeCall(CALL);
    const err = await failure(voice().placeCall(CALL));
    expect(err.options).toMatchObject({ status: 400, retryable: false });
    expect(err.message).toContain('Concurrency');
  });

  it.each([
    ['validation', 400, false],
    ['concurrency', 400, false],
    ['unauthorized', 401, false],
    ['not-found', 404, false],
    ['rate-limited', 429, true],
    ['server-error', 500, true],
  ] as const)('maps the fake’s %s answer (%i) → retryable %s', async (name, status, retryable) => {
    vapi.failNext(name);
    const err = await failure(voice().placeCall(CALL));
    expect(err.options).toMatchObject({ status, retryable });
    expect(err.message).not.toContain(SETTINGS.apiKey);
    // The next call is handled normally again.
    await expect(voice().placeCall(CALL)).resolves.toMatchObject({ status: 'queued' });
  });

  it('passes on a Retry-After on a 429, should VAPI send one (undocumented)', async () => {
    const limited = (() =>
      Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '3' } }))) as typeof fetch;
    const err = await failure(createVapiVoice(SETTINGS, 'https://vapi.test', limited).placeCall(CALL));
    expect(err.options).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 3 });
  });

  it('does not read the undocumented 401/404 bodies', async () => {
    vapi.failNext('unauthorized');
    const err = await failure(voice().setAssistantVoice('v1'));
    expect(err.message).not.toContain('Invalid Key');
  });

  it('refuses a wrong API key (401) without saying it', async () => {
    const err = await failure(voice({ ...SETTINGS, apiKey: 'wrong-key-xyz' }).placeCall(CALL));
    expect(err.options.status).toBe(401);
    expect(err.message).not.toContain('wrong-key-xyz');
  });

  it('gives up after its timeout (retryable) when VAPI does not answer', async () => {
    vapi.failNext('stall');
    const started = Date.now();
    const err = await failure(voice(SETTINGS, STALL_TIMEOUT_MS).placeCall(CALL));
    expect(Date.now() - started).toBeLessThan(STALL_TIMEOUT_MS + 1000);
    expect(err.options).toMatchObject({ code: 'ETIMEDOUT', retryable: true });
  });

  it('reports an unreachable VAPI as a retryable network error', async () => {
    const port = await closedPort();
    const err = await failure(createVapiVoice(SETTINGS, `http://127.0.0.1:${port}/`).placeCall(CALL));
    expect(err.options).toMatchObject({ code: 'ECONNREFUSED', retryable: true });
  });
});

describe('the fake VAPI as the webhook sender', () => {
  let vapi: FakeVapi;
  beforeEach(async () => {
    vapi = await startFakeVapi({ apiKey: SETTINGS.apiKey, assistantId: 'asst_123', phoneNumberId: 'pn_456' });
  });
  afterEach(() => vapi.close());

  it.each([['x-vapi-secret'], ['bearer'], ['hmac-sha256'], ['hmac-sha512'], ['hmac-sha1']] as const)(
    'posts a report our verifier accepts under %s, and the parser reads',
    async (mode) => {
      const plan = { mode, secret: SETTINGS.webhookSecret };
      const receiver = await startWebhookReceiver((req) => ({
        status: verifyVapiWebhook({ ...req, url: req.path }, plan) ? 200 : 401,
      }));
      try {
        const placed = await createVapiVoice(SETTINGS, vapi.url).placeCall(CALL);
        const [answer] = await vapi.sendEndOfCallReport(`${receiver.url}/api/v1/webhooks/vapi`, {
          auth: plan,
        });
        expect(answer?.status).toBe(200);
        const parsed = parseVapiReport(JSON.parse(receiver.requests[0]?.rawBody ?? ''));
        expect(parsed.ok && parsed.report).toMatchObject({
          providerCallId: placed.providerCallId,
          callId: 42,
          answered: true,
          recordingUrl: expect.stringContaining(placed.providerCallId),
          summary: expect.any(String),
          costUsd: 0.12,
          messages: [
            { speaker: 'assistant', text: CALL.firstMessage, seconds: 1.2 },
            { speaker: 'customer', text: expect.any(String), seconds: 6 },
          ],
        });
        // Signed with another secret: refused.
        const [forged] = await vapi.sendEndOfCallReport(receiver.url, {
          auth: { mode, secret: 'not-the-secret' },
        });
        expect(forged?.status).toBe(401);
      } finally {
        await receiver.close();
      }
    },
  );

  it('sends a report without recording or analysis, and the same report twice', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await createVapiVoice(SETTINGS, vapi.url).placeCall(CALL);
      const auth = { mode: 'bearer' as const, secret: 'tok' };
      const answers = await vapi.sendEndOfCallReport(receiver.url, {
        auth,
        withRecording: false,
        withAnalysis: false,
        times: 2,
      });
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [first, second] = receiver.requests;
      expect(first?.rawBody).toBe(second?.rawBody);
      expect(first?.headers.authorization).toBe(second?.headers.authorization);
      const parsed = parseVapiReport(JSON.parse(first?.rawBody ?? ''));
      expect(parsed.ok && parsed.report).toMatchObject({
        recordingUrl: null,
        summary: null,
        structuredData: null,
      });
    } finally {
      await receiver.close();
    }
  });

  it.each([
    ...ANSWERED_ENDED_REASONS.map((reason) => [reason, true] as const),
    ...NOT_ANSWERED_ENDED_REASONS.map((reason) => [reason, false] as const),
  ])('reports %s, read as answered = %s', async (endedReason, answered) => {
    const receiver = await startWebhookReceiver();
    try {
      await createVapiVoice(SETTINGS, vapi.url).placeCall(CALL);
      await vapi.sendEndOfCallReport(receiver.url, {
        auth: { mode: 'x-vapi-secret', secret: 's' },
        endedReason,
      });
      const parsed = parseVapiReport(JSON.parse(receiver.requests[0]?.rawBody ?? ''));
      expect(parsed.ok && parsed.report).toMatchObject({ endedReason, answered, callId: 42 });
    } finally {
      await receiver.close();
    }
  });
});
