import { insertProviderCall } from '../../../test/helpers/provider-calls';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signVapiWebhook } from '../../providers/vapi/vapi-webhook-auth';
import { webhookPlan } from '../../providers/vapi/webhook-plan';

const report = (providerCallId: string, endedReason = 'customer-ended-call') => ({
  message: {
    type: 'end-of-call-report',
    endedReason,
    call: { id: providerCallId, status: 'ended', metadata: {} },
    artifact: {
      transcript: 'AI: Hello\nCustomer: Hi',
      messages: [
        { role: 'assistant', message: 'Hello', secondsFromStart: 1.2 },
        { role: 'user', message: 'Hi', secondsFromStart: 2.5 },
      ],
      recordingUrl: 'https://storage.vapi.ai/rec.wav',
    },
    analysis: { summary: 'Short call.', structuredData: { outcome: 'qualified', leadScore: 70 } },
    cost: 0.12,
    startedAt: '2026-03-11T15:00:00.000Z',
    endedAt: '2026-03-11T15:01:00.000Z',
  },
});

describe('VAPI webhook', () => {
  let t: TestApp;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    const { rows } = await t.database.executeSql(
      "insert into companies (name, phone, lead_status, claimed_at) values ('Hooked', '+14165550111', 'NEW_IN_PROGRESS', now()) returning id",
    );
    companyId = rows[0]?.id as number;
    await t.database.executeSql(
      "insert into calls (company_id, call_sid, status, job_type, lead_status_before) values ($1, 'vapi-call-1', 'queued', 'cold_calling', 'NEW')",
      [companyId],
    );
  });
  afterAll(() => t.close());

  const post = async (body: unknown, sign = true, tamper?: (headers: Record<string, string>) => void) => {
    const raw = JSON.stringify(body);
    const plan = await webhookPlan(t.systemContext());
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(sign && plan ? signVapiWebhook(raw, plan, new Date()) : {}),
    };
    tamper?.(headers);
    return t.call({ method: 'POST', url: '/api/v1/webhooks/vapi', as: null, headers, payload: raw });
  };
  const snapshot = async () =>
    (await t.database.executeSql('select status, answered, lead_score, call_summary from calls order by id'))
      .rows;

  it('refuses a report without a signature or with a wrong one, changing nothing', async () => {
    const before = await snapshot();
    expect((await post(report('vapi-call-1'), false)).statusCode).toBe(401);
    const wrong = await post(report('vapi-call-1'), true, (h) => {
      h['x-vapi-secret'] = 'not-the-secret';
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      401,
      { success: false, message: 'Webhook signature missing or wrong', request_id: expect.any(String) },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a malformed report with 400, changing nothing', async () => {
    const before = await snapshot();
    const res = await post({ message: { type: 'end-of-call-report', call: 'nonsense' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Malformed end-of-call report/);
    expect(await snapshot()).toEqual(before);
  });

  it('applies a report once: the same report again changes nothing', async () => {
    const first = await post(report('vapi-call-1'));
    expect(first.json().data).toEqual({ outcome: 'applied' });
    const after = await snapshot();
    expect(after[0]).toEqual({
      status: 'completed',
      answered: true,
      lead_score: 70,
      call_summary: 'Short call.',
    });
    const { rows: lead } = await t.database.executeSql('select lead_status from companies where id = $1', [
      companyId,
    ]);
    expect(lead[0]?.lead_status).toBe('LEAD_SCORE_PENDING');
    const again = await post(report('vapi-call-1'));
    expect(again.json().data).toEqual({ outcome: 'duplicate' });
    expect(await snapshot()).toEqual(after);
  });

  it("finds a call by the id it echoes when the report comes before the provider's id was stored", async () => {
    const { rows } = await t.database.executeSql(
      "insert into calls (company_id, status, job_type, lead_status_before) values ($1, 'placing', 'cold_calling', 'NEW') returning id",
      [companyId],
    );
    const callId = rows[0]?.id as number;
    const early = report('vapi-call-early', 'customer-did-not-answer');
    early.message.call.metadata = { callopsCallId: callId } as never;
    expect((await post(early)).json().data).toEqual({ outcome: 'applied' });
    const { rows: call } = await t.database.executeSql(
      'select call_sid, status, answered from calls where id = $1',
      [callId],
    );
    expect(call[0]).toEqual({ call_sid: 'vapi-call-early', status: 'completed', answered: false });
    // Now known by the provider's id: the same report again is a duplicate.
    expect((await post(early)).json().data).toEqual({ outcome: 'duplicate' });
  });

  it('refuses an HMAC-signed report whose timestamp is outside the replay window, and takes a fresh one', async () => {
    const put = (key: string, value: string) =>
      t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
    expect((await put('vapi_webhook_auth', 'hmac-sha256')).statusCode).toBe(200);
    try {
      const raw = JSON.stringify({ message: { type: 'speech-update' } });
      const plan = await webhookPlan(t.systemContext());
      const signedAt = (at: Date) =>
        t.call({
          method: 'POST',
          url: '/api/v1/webhooks/vapi',
          as: null,
          headers: { 'content-type': 'application/json', ...signVapiWebhook(raw, plan as never, at) },
          payload: raw,
        });
      const now = t.clock.now();
      expect((await signedAt(new Date(now.getTime() - 365 * 86_400_000))).statusCode).toBe(401);
      expect((await signedAt(new Date(now.getTime() - 301_000))).statusCode).toBe(401);
      expect((await signedAt(new Date(now.getTime() - 60_000))).statusCode).toBe(200);
      expect((await put('vapi_webhook_max_age_seconds', '30')).statusCode).toBe(200);
      expect((await signedAt(new Date(now.getTime() - 60_000))).statusCode).toBe(401);
    } finally {
      await put('vapi_webhook_max_age_seconds', '300');
      await put('vapi_webhook_auth', 'x-vapi-secret');
    }
  });

  it('acknowledges other server messages and reports on calls it does not know', async () => {
    expect((await post({ message: { type: 'speech-update', status: 'started' } })).json().data).toEqual({
      outcome: 'ignored',
    });
    expect((await post(report('vapi-unknown'))).json().data).toEqual({ outcome: 'ignored' });
  });

  describe('status-update', () => {
    const statusUpdate = (providerCallId: string, status: string, callopsCallId?: number) => ({
      message: {
        type: 'status-update',
        status,
        timestamp: 1_773_243_000_000,
        call: {
          id: providerCallId,
          status,
          ...(callopsCallId ? { metadata: { callopsCallId } } : {}),
        },
      },
    });
    const statusOf = async (id: number) =>
      (await t.database.executeSql('select status from calls where id = $1', [id])).rows[0]?.status;

    it('moves a call on to ringing, then in progress, never back, and leaves its end to the report', async () => {
      const id = await insertProviderCall(t, 'queued', 'vapi-stage-1');
      const steps: [string, string, string][] = [
        ['ringing', 'applied', 'ringing'],
        ['queued', 'duplicate', 'ringing'],
        ['in-progress', 'applied', 'in-progress'],
        ['ringing', 'duplicate', 'in-progress'],
        ['ended', 'ignored', 'in-progress'],
        ['forwarding', 'duplicate', 'in-progress'],
      ];
      for (const [status, outcome, after] of steps) {
        const res = await post(statusUpdate('vapi-stage-1', status));
        expect([status, res.statusCode, res.json().data.outcome, await statusOf(id)]).toEqual([
          status,
          200,
          outcome,
          after,
        ]);
      }
      const ended = await insertProviderCall(t, 'completed', 'vapi-stage-2');
      expect((await post(statusUpdate('vapi-stage-2', 'in-progress'))).json().data).toEqual({
        outcome: 'duplicate',
      });
      expect(await statusOf(ended)).toBe('completed');
      expect((await post(statusUpdate('vapi-stage-unknown', 'ringing'))).json().data).toEqual({
        outcome: 'ignored',
      });
    });

    it("finds a call by the id it echoes when the update comes before the provider's id was stored", async () => {
      const id = await insertProviderCall(t, 'placing', null);
      expect((await post(statusUpdate('vapi-stage-early', 'ringing', id))).json().data).toEqual({
        outcome: 'applied',
      });
      expect(await statusOf(id)).toBe('ringing');
      // Our id with another provider id is another call's update: not this one's.
      const other = await insertProviderCall(t, 'queued', 'vapi-stage-3');
      expect((await post(statusUpdate('vapi-stage-elsewhere', 'ringing', other))).json().data).toEqual({
        outcome: 'ignored',
      });
      expect(await statusOf(other)).toBe('queued');
    });

    it('refuses an update without a signature, with a wrong one, or malformed, changing nothing', async () => {
      const id = await insertProviderCall(t, 'queued', 'vapi-stage-4');
      expect((await post(statusUpdate('vapi-stage-4', 'ringing'), false)).statusCode).toBe(401);
      const wrong = await post(statusUpdate('vapi-stage-4', 'ringing'), true, (h) => {
        h['x-vapi-secret'] = 'not-the-secret';
      });
      expect(wrong.statusCode).toBe(401);
      for (const message of [
        { type: 'status-update', status: 'ringing' },
        { type: 'status-update', status: 7, call: { id: 'vapi-stage-4' } },
        { type: 'status-update', status: 'ringing', call: { id: '' } },
      ]) {
        const res = await post({ message });
        expect([res.statusCode, res.json().message]).toEqual([
          400,
          expect.stringMatching(/^Malformed status update/),
        ]);
      }
      expect(await statusOf(id)).toBe('queued');
    });
  });
  describe('transcript', () => {
    const transcript = (
      providerCallId: string,
      text: string,
      extra: {
        role?: string;
        transcriptType?: string;
        timestamp?: number;
        type?: string;
        callopsCallId?: number;
      } = {},
    ) => ({
      message: {
        type: extra.type ?? 'transcript',
        role: extra.role ?? 'assistant',
        transcriptType: extra.transcriptType ?? 'final',
        transcript: text,
        ...(extra.timestamp === undefined ? {} : { timestamp: extra.timestamp }),
        call: {
          id: providerCallId,
          status: 'in-progress',
          ...(extra.callopsCallId ? { metadata: { callopsCallId: extra.callopsCallId } } : {}),
        },
      },
    });
    const linesOf = async (id: number) =>
      (await t.database.executeSql('select transcript_messages from calls where id = $1', [id])).rows[0]
        ?.transcript_messages;

    it('appends a final line to a call in progress, timed from its start, and ignores a partial one', async () => {
      const id = await insertProviderCall(t, 'in-progress', 'vapi-line-1');
      const said = Date.parse('2026-03-11T15:29:42.340Z');
      expect(
        (await post(transcript('vapi-line-1', 'Hello, this is Ava.', { timestamp: said }))).json().data,
      ).toEqual({
        outcome: 'applied',
      });
      expect(
        (await post(transcript('vapi-line-1', 'Who is', { role: 'user', transcriptType: 'partial' }))).json()
          .data,
      ).toEqual({ outcome: 'ignored' });
      // No timestamp: said now. VAPI's name for a final-only subscription is read too.
      const finalOnly = { role: 'user', type: 'transcript[transcriptType="final"]' };
      expect((await post(transcript('vapi-line-1', ' Who is this? ', finalOnly))).json().data).toEqual({
        outcome: 'applied',
      });
      expect(await linesOf(id)).toEqual([
        { speaker: 'assistant', text: 'Hello, this is Ava.', seconds: 12.3 },
        { speaker: 'customer', text: 'Who is this?', seconds: 30 },
      ]);
    });

    it("finds a call by the id it echoes when the line comes before the provider's id was stored", async () => {
      const id = await insertProviderCall(t, 'in-progress', null);
      const early = { callopsCallId: id, timestamp: Date.parse('2026-03-11T15:29:35.000Z') };
      expect((await post(transcript('vapi-line-early', 'Hello?', early))).json().data).toEqual({
        outcome: 'applied',
      });
      expect(await linesOf(id)).toEqual([{ speaker: 'assistant', text: 'Hello?', seconds: 5 }]);
    });

    it('ignores a line for a call that ended or that it does not know', async () => {
      const id = await insertProviderCall(t, 'completed', 'vapi-line-2');
      expect((await post(transcript('vapi-line-2', 'Too late'))).json().data).toEqual({ outcome: 'ignored' });
      expect(await linesOf(id)).toBeNull();
      expect((await post(transcript('vapi-line-unknown', 'Hello'))).json().data).toEqual({
        outcome: 'ignored',
      });
    });

    it('refuses a line without a signature, with a wrong one, or malformed, changing nothing', async () => {
      const id = await insertProviderCall(t, 'in-progress', 'vapi-line-3');
      expect((await post(transcript('vapi-line-3', 'Hello'), false)).statusCode).toBe(401);
      const wrong = await post(transcript('vapi-line-3', 'Hello'), true, (h) => {
        h['x-vapi-secret'] = 'not-the-secret';
      });
      expect(wrong.statusCode).toBe(401);
      for (const message of [
        { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello' },
        {
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'final',
          transcript: 7,
          call: { id: 'vapi-line-3' },
        },
        { type: 'transcript', role: 'assistant', transcript: 'Hello', call: { id: 'vapi-line-3' } },
        {
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'final',
          transcript: 'Hello',
          call: { id: '' },
        },
      ]) {
        const res = await post({ message });
        expect([res.statusCode, res.json().message]).toEqual([
          400,
          expect.stringMatching(/^Malformed transcript/),
        ]);
      }
      expect(await linesOf(id)).toBeNull();
    });
  });
});
