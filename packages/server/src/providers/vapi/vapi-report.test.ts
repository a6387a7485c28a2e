import {
  ANSWERED_ENDED_REASONS,
  NOT_ANSWERED_ENDED_REASONS,
  parseVapiReport,
  vapiCallAnswered,
} from './vapi-report';

/** A current-schema end-of-call report, as VAPI documents it. */
function report(overrides: Record<string, unknown> = {}, callOverrides: Record<string, unknown> = {}) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt: '2026-03-11T15:30:00.000Z',
      endedAt: '2026-03-11T15:31:05.500Z',
      cost: 0.21,
      call: {
        id: 'call_abc',
        status: 'ended',
        assistantOverrides: { metadata: { callopsCallId: 42 } },
        costBreakdown: { transport: 0.01, stt: 0.02, llm: 0.05, tts: 0.1, vapi: 0.05, total: 0.23 },
        ...callOverrides,
      },
      artifact: {
        transcript: 'AI: Hello\nUser: Hi',
        recordingUrl: 'https://storage.vapi.ai/rec.wav',
        messages: [
          { role: 'system', message: 'You are an assistant', time: 1000, secondsFromStart: 0 },
          { role: 'bot', message: 'Hello', time: 1500, endTime: 2000, secondsFromStart: 0.5, duration: 500 },
          {
            role: 'tool_calls',
            toolCalls: [{ id: 't1' }],
            message: '',
            time: 2100,
            secondsFromStart: 1.1,
          },
          {
            role: 'tool_call_result',
            toolCallId: 't1',
            name: 'x',
            result: 'ok',
            time: 2200,
            secondsFromStart: 1.2,
          },
          { role: 'user', message: 'Hi', time: 3000, endTime: 3300, secondsFromStart: 2 },
          { role: 'narrator', message: 'unknown role', time: 3500, secondsFromStart: 2.5 },
        ],
      },
      analysis: {
        summary: 'Booked a visit',
        structuredData: { outcome: 'booked', leadScore: 8 },
        successEvaluation: 'true',
      },
      ...overrides,
    },
  };
}

describe('parseVapiReport', () => {
  it('reads the current schema: artifact, analysis, call.costBreakdown and the assistant overrides metadata', () => {
    const parsed = parseVapiReport(report());
    expect(parsed).toEqual({
      ok: true,
      report: {
        providerCallId: 'call_abc',
        callId: 42,
        endedReason: 'customer-ended-call',
        answered: true,
        startedAt: '2026-03-11T15:30:00.000Z',
        endedAt: '2026-03-11T15:31:05.500Z',
        durationSeconds: 65.5,
        transcript: 'AI: Hello\nUser: Hi',
        messages: [
          { speaker: 'assistant', text: 'Hello', seconds: 0.5 },
          { speaker: 'customer', text: 'Hi', seconds: 2 },
        ],
        summary: 'Booked a visit',
        structuredData: { outcome: 'booked', leadScore: 8 },
        successEvaluation: 'true',
        recordingUrl: 'https://storage.vapi.ai/rec.wav',
        costUsd: 0.23,
        transfer: null,
      },
    });
  });

  describe('a warm transfer', () => {
    const onDuty = { callopsCallId: 42, callopsTransferTo: { name: 'Dana Smith', number: '+14165550199' } };
    const transferCall = {
      role: 'tool_calls',
      toolCalls: [{ id: 't9', type: 'function', function: { name: 'transferCall', arguments: '{}' } }],
      time: 2050,
      secondsFromStart: 1.05,
    };
    const withCall = (endedReason: string, call: Record<string, unknown>, messages: unknown[] = []) =>
      parseVapiReport(
        report(
          {
            endedReason,
            artifact: { transcript: 'AI: Hello', messages: [{ role: 'bot', message: 'Hello' }, ...messages] },
          },
          { assistantOverrides: { metadata: onDuty }, ...call },
        ),
      );
    const transferOf = (parsed: ReturnType<typeof parseVapiReport>) =>
      parsed.ok ? parsed.report.transfer : 'x';

    it('that went through: to call.destination, named from the on-duty person our metadata carried', () => {
      expect(
        transferOf(
          withCall('assistant-forwarded-call', { destination: { type: 'number', number: '+14165550199' } }),
        ),
      ).toEqual({ number: '+14165550199', name: 'Dana Smith', result: 'answered' });
      // Another number than the one on duty: no name we know.
      expect(
        transferOf(
          withCall('assistant-forwarded-call', { destination: { type: 'number', number: '+14165550100' } }),
        ),
      ).toEqual({ number: '+14165550100', name: null, result: 'answered' });
    });

    it('that nobody answered: a transferCall in a call that then went on is returned to the assistant', () => {
      expect(transferOf(withCall('assistant-ended-call', {}, [transferCall]))).toEqual({
        number: '+14165550199',
        name: 'Dana Smith',
        result: 'returned',
      });
    });

    it('that failed with the call, by the transfer ended reasons', () => {
      for (const reason of [
        'call.in-progress.error-transfer-failed',
        'call.in-progress.error-warm-transfer-max-duration',
        'customer-ended-call-during-transfer',
      ])
        expect(transferOf(withCall(reason, {}, [transferCall]))).toMatchObject({ result: 'failed' });
    });

    it('none: no transfer tool used, or no number known', () => {
      expect(transferOf(withCall('customer-ended-call', {}))).toBeNull();
      const noMetadata = parseVapiReport(report({ endedReason: 'assistant-forwarded-call' }));
      expect(noMetadata.ok && noMetadata.report.transfer).toBeNull();
    });
  });

  it('falls back to the legacy names only when the current ones are absent', () => {
    const legacy = {
      message: {
        type: 'end-of-call-report',
        endedReason: 'assistant-ended-call',
        call: { id: 'call_old', metadata: { callopsCallId: '7' } },
        transcript: 'legacy transcript',
        recordingUrl: 'https://legacy/rec.wav',
        summary: 'legacy summary',
        costBreakdown: { total: 0.5 },
        durationSeconds: 30,
        messages: [
          { role: 'assistant', message: 'Hello', time: 1_700_000_000_000 },
          { role: 'customer', message: 'Yes', time: 1_700_000_002_500 },
        ],
      },
    };
    const parsed = parseVapiReport(legacy);
    expect(parsed.ok && parsed.report).toMatchObject({
      providerCallId: 'call_old',
      callId: 7,
      transcript: 'legacy transcript',
      recordingUrl: 'https://legacy/rec.wav',
      summary: 'legacy summary',
      costUsd: 0.5,
      durationSeconds: 30,
      messages: [
        { speaker: 'assistant', text: 'Hello', seconds: 0 },
        { speaker: 'customer', text: 'Yes', seconds: 2.5 },
      ],
    });

    const both = report({
      transcript: 'old',
      recordingUrl: 'https://old',
      summary: 'old',
      costBreakdown: { total: 9 },
    });
    const current = parseVapiReport(both);
    expect(current.ok && current.report).toMatchObject({
      transcript: 'AI: Hello\nUser: Hi',
      recordingUrl: 'https://storage.vapi.ai/rec.wav',
      summary: 'Booked a visit',
      costUsd: 0.23,
    });
  });

  it('takes the cost from message.cost, then call.cost, when there is no breakdown', () => {
    const noBreakdown = parseVapiReport(report({}, { costBreakdown: undefined, cost: 0.4 }));
    expect(noBreakdown.ok && noBreakdown.report.costUsd).toBe(0.21);
    const callCost = parseVapiReport(report({ cost: undefined }, { costBreakdown: undefined, cost: 0.4 }));
    expect(callCost.ok && callCost.report.costUsd).toBe(0.4);
  });

  it('reads the recording from recording.mono.combinedUrl, and a report without recording or analysis', () => {
    const mono = parseVapiReport(
      report({
        artifact: { recording: { mono: { combinedUrl: 'https://mono.wav' } }, messages: [] },
      }),
    );
    expect(mono.ok && mono.report.recordingUrl).toBe('https://mono.wav');

    const bare = parseVapiReport(report({ artifact: {}, analysis: {} }));
    expect(bare.ok && bare.report).toMatchObject({
      recordingUrl: null,
      transcript: null,
      summary: null,
      structuredData: null,
      successEvaluation: null,
      messages: [],
    });
    const absent = parseVapiReport(report({ artifact: undefined, analysis: undefined }));
    expect(absent.ok).toBe(true);
  });

  it('takes endedReason and times from the call when the message lacks them', () => {
    const parsed = parseVapiReport(
      report(
        { endedReason: undefined, startedAt: undefined, endedAt: undefined },
        {
          endedReason: 'customer-busy',
          startedAt: '2026-03-11T15:30:00.000Z',
          endedAt: '2026-03-11T15:30:10.000Z',
        },
      ),
    );
    expect(parsed.ok && parsed.report).toMatchObject({
      endedReason: 'customer-busy',
      answered: false,
      durationSeconds: 10,
    });
  });

  it('drops optional fields of an unexpected type instead of refusing the report', () => {
    const parsed = parseVapiReport(
      report({
        cost: 'free',
        analysis: { summary: 12, structuredData: 'nope', successEvaluation: true },
        artifact: { transcript: ['x'], messages: 'none', recordingUrl: null },
        startedAt: 'not a date',
      }),
    );
    expect(parsed.ok && parsed.report).toMatchObject({
      summary: null,
      structuredData: null,
      successEvaluation: 'true',
      transcript: null,
      messages: [],
      recordingUrl: null,
      startedAt: null,
      durationSeconds: null,
      costUsd: 0.23,
    });
  });

  it('gives a null callId when the metadata is missing or not an id', () => {
    for (const metadata of [
      undefined,
      {},
      { callopsCallId: 'abc' },
      { callopsCallId: -3 },
      { callopsCallId: 1.5 },
    ]) {
      const parsed = parseVapiReport(report({}, { assistantOverrides: { metadata } }));
      expect(parsed.ok && parsed.report.callId).toBeNull();
    }
  });

  it('reports another server message type distinctly, so the webhook can answer 200 and ignore it', () => {
    expect(parseVapiReport({ message: { type: 'status-update', status: 'ringing' } })).toEqual({
      ok: false,
      reason: 'not-end-of-call-report',
      messageType: 'status-update',
      errors: [],
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['no message', { type: 'end-of-call-report' }],
    ['a message without a type', { message: { endedReason: 'customer-ended-call' } }],
    ['a type that is not a string', { message: { type: 3 } }],
    ['no call', { message: { type: 'end-of-call-report', endedReason: 'voicemail' } }],
    ['a call without id', { message: { type: 'end-of-call-report', endedReason: 'voicemail', call: {} } }],
    ['no ended reason anywhere', { message: { type: 'end-of-call-report', call: { id: 'c' } } }],
  ])('refuses a malformed body (%s) with errors', (_name, body) => {
    const parsed = parseVapiReport(body);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toBe('malformed');
    expect(!parsed.ok && parsed.errors.length).toBeGreaterThan(0);
  });

  it('names the missing field without echoing any value', () => {
    const parsed = parseVapiReport({ message: { type: 'end-of-call-report', call: { id: 12345678 } } });
    expect(!parsed.ok && parsed.errors.join(' ')).toContain('message.call.id');
    expect(!parsed.ok && parsed.errors.join(' ')).not.toContain('12345678');
  });
});

describe('the ended reason → answered mapping', () => {
  it.each(ANSWERED_ENDED_REASONS)('%s: a person answered', (reason) => {
    const parsed = parseVapiReport(report({ endedReason: reason }));
    expect(parsed.ok && parsed.report.answered).toBe(true);
    expect(vapiCallAnswered(reason, false)).toBe(true);
  });

  it.each(NOT_ANSWERED_ENDED_REASONS)('%s: nobody answered', (reason) => {
    const parsed = parseVapiReport(report({ endedReason: reason }));
    expect(parsed.ok && parsed.report.answered).toBe(false);
    expect(vapiCallAnswered(reason, true)).toBe(false);
  });

  it('reads unlisted reasons by family, then by whether the customer spoke', () => {
    expect(vapiCallAnswered('telnyx-failed-to-connect-call', true)).toBe(false);
    expect(vapiCallAnswered('call.start.error-get-assistant', true)).toBe(false);
    expect(vapiCallAnswered('call.ringing.sip-inbound-caller-hungup-before-call-connect', true)).toBe(false);
    expect(vapiCallAnswered('call.forwarding.operator-busy', true)).toBe(true);
    expect(vapiCallAnswered('call.forwarding.no-answer', false)).toBe(false);
    expect(vapiCallAnswered('pipeline-error-openai-llm-failed', true)).toBe(true);
    expect(vapiCallAnswered('pipeline-error-openai-llm-failed', false)).toBe(false);
  });
});
