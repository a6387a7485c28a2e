import { randomUUID } from 'node:crypto';
import type { FakeServer } from '../../../test/fakes/fake-http-server';
import { jsonBody } from '../../../test/fakes/fake-http-server';
import { startFakeVapiControl } from '../../../test/fakes/fake-vapi-control';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { SIMULATED_CALL_QUEUE } from '../../providers/vapi/simulated-voice';

const ROUTES = [
  ['say', { text: 'One moment please.' }],
  ['guide', { text: 'Offer Tuesday instead.' }],
  ['transfer', { to: 'team' }],
  ['end', {}],
] as const;

const newRequestId = () => `req-${randomUUID()}`;

describe('live call control API', () => {
  let t: TestApp;
  let vapi: FakeServer<'refused'>;
  let ids: Record<string, number>;

  /** Inserts one call of a job (or of none) and answers its id. */
  async function insertCall(
    sid: string,
    over: { status?: string; provider?: string; controlUrl?: string | null; jobId?: string | null } = {},
  ): Promise<number> {
    const job = over.jobId === undefined ? `'job-live'` : over.jobId === null ? 'null' : `'${over.jobId}'`;
    const url = over.controlUrl ? `'${over.controlUrl}'` : 'null';
    const result = await t.database.executeSql(
      `insert into calls (call_sid, status, company_name, company_phone, job_id, job_type, provider,
                          monitor_control_url, call_rec_url, created_at)
       values ('${sid}', '${over.status ?? 'in-progress'}', 'Maple Plumbing', '+14165550101', ${job},
               'cold_calling', '${over.provider ?? 'simulated'}', ${url}, '/media/simulated-recordings/${sid}.wav',
               timestamptz '${TEST_NOW}' - interval '60 seconds')
       returning id`,
    );
    return Number((result as { rows: { id: number }[] }).rows[0]?.id);
  }

  const control = (
    callId: number,
    action: string,
    body: Record<string, unknown>,
    as: 'admin' | 'operator' | 'viewer' = 'operator',
  ) => t.call({ method: 'POST', url: `/api/v1/calls/${callId}/${action}`, payload: body, as });

  const auditRows = async (callId: number) =>
    (
      (await t.database.executeSql(
        `select username, action, new_value from audit_log where entity = 'live call'
         and entity_key = 'call ${callId}' order by id`,
      )) as { rows: { username: string; action: string; new_value: string | null }[] }
    ).rows;

  const jobEvents = async (type: string) =>
    (
      (await t.database.executeSql(
        `select message, data from job_events where job_id = 'job-live' and type = '${type}' order by id`,
      )) as { rows: { message: string; data: { callId: number; kind: string } }[] }
    ).rows;

  beforeAll(async () => {
    t = await createTestApp({ withQueue: true });
    await t.queue?.ensureQueues([SIMULATED_CALL_QUEUE]);
    vapi = await startFakeVapiControl('vapi-call-1');
    await t.database.executeSql(
      `insert into jobs (id, type, status) values ('job-live', 'cold_calling', 'running')`,
    );
    ids = {
      sim: await insertCall('sim-1'),
      simDouble: await insertCall('sim-2'),
      simEnd: await insertCall('sim-3'),
      simTransfer: await insertCall('sim-4'),
      vapi: await insertCall('vapi-1', { provider: 'vapi', controlUrl: `${vapi.url}/vapi-call-1/control` }),
      vapiGone: await insertCall('vapi-2', { provider: 'vapi', controlUrl: `${vapi.url}/gone/control` }),
      noControl: await insertCall('vapi-3', { provider: 'vapi', controlUrl: null }),
      ended: await insertCall('sim-5', { status: 'completed' }),
      foreign: await insertCall('sim-6', { jobId: null }),
    };
  });
  afterAll(async () => {
    await vapi.close();
    await t.close();
  });

  it.each(ROUTES)('answers a viewer 403 from %s and sends nothing', async (action, body) => {
    const before = vapi.requests.length;
    const res = await control(ids.vapi as number, action, { request_id: newRequestId(), ...body }, 'viewer');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
    expect(vapi.requests.length).toBe(before);
  });

  it('has the simulated agent say the sentence: in the transcript, the audit log and the job events', async () => {
    const callId = ids.sim as number;
    const res = await control(callId, 'say', { request_id: newRequestId(), text: 'One moment please.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      call_id: callId,
      kind: 'say',
      text: 'One moment please.',
      username: 'operator1',
      seconds_from_start: 60 * t.config.simulationSpeed,
    });
    const live = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'viewer' });
    const call = (live.json().data as { id: number; last_lines: { text: string }[] }[]).find(
      (c) => c.id === callId,
    );
    expect(call?.last_lines.map((l) => l.text)).toEqual(['One moment please.']);
    expect(await auditRows(callId)).toEqual([
      { username: 'operator1', action: 'say', new_value: 'One moment please.' },
    ]);
    const events = await jobEvents('call_control');
    expect(events.filter((e) => e.data.callId === callId).map((e) => e.message)).toEqual([
      'operator1 had the agent say "One moment please." (Maple Plumbing)',
    ]);
  });

  it('sends one say for a request id sent twice, even at once, and answers both with the same action', async () => {
    const callId = ids.simDouble as number;
    const body = { request_id: newRequestId(), text: 'Hello again.' };
    const [a, b] = await Promise.all([control(callId, 'say', body), control(callId, 'say', body)]);
    const later = await control(callId, 'say', body);
    const answered = [a, b, later].filter((res) => res.statusCode === 200);
    // Both at once: one sends, the other answers the first's action or that it is still being sent.
    expect([a, b].map((res) => res.statusCode).sort()).toEqual(
      a.statusCode === b.statusCode ? [200, 200] : [200, 409],
    );
    expect(new Set(answered.map((res) => res.json().data.id)).size).toBe(1);
    expect(later.statusCode).toBe(200);
    expect(await auditRows(callId)).toHaveLength(1);
    const rows = await t.database.executeSql(
      `select count(*)::int as n from call_control_actions where call_id = ${callId}`,
    );
    expect((rows as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('refuses a request id used for another action', async () => {
    const body = { request_id: newRequestId(), text: 'First.' };
    expect((await control(ids.simDouble as number, 'say', body)).statusCode).toBe(200);
    const res = await control(ids.simDouble as number, 'guide', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already used for another action/);
  });

  it('answers 409 for a call already ended and 404 for a call of no job of this console', async () => {
    const ended = await control(ids.ended as number, 'end', { request_id: newRequestId() });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ success: false, message: `Call ${ids.ended} already ended` });
    const foreign = await control(ids.foreign as number, 'end', { request_id: newRequestId() });
    expect(foreign.statusCode).toBe(404);
    const none = await control(ids.noControl as number, 'end', { request_id: newRequestId() });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/no control URL/);
  });

  it('sends the documented messages to the live call control URL, with the public key when set to', async () => {
    const callId = ids.vapi as number;
    await setting(t, 'live_guide_triggers_response', 'true');
    await setting(t, 'vapi_public_key', 'pub-key-1');
    await setting(t, 'vapi_control_authentication', 'true');
    const before = vapi.requests.length;
    const say = await control(callId, 'say', { request_id: newRequestId(), text: 'Hi there.' }, 'admin');
    const guide = await control(callId, 'guide', { request_id: newRequestId(), text: 'Be brief.' });
    expect([say.statusCode, guide.statusCode]).toEqual([200, 200]);
    const sent = vapi.requests.slice(before);
    expect(sent.map(jsonBody)).toEqual([
      { type: 'say', content: 'Hi there.', endCallAfterSpoken: false },
      {
        type: 'add-message',
        message: { role: 'system', content: 'Be brief.' },
        triggerResponseEnabled: true,
      },
    ]);
    expect(sent.map((r) => r.headers.authorization)).toEqual(['Bearer pub-key-1', 'Bearer pub-key-1']);
    await setting(t, 'vapi_control_authentication', 'false');
  });

  it("transfers to the caller's own phone once set, and to the team number", async () => {
    const callId = ids.vapi as number;
    const missing = await control(callId, 'transfer', { request_id: newRequestId(), to: 'me' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Set your own phone number first/);
    const phone = await t.call({
      method: 'PUT',
      url: '/api/v1/auth/me/phone',
      payload: { phone: '+14165550199' },
      as: 'operator',
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.phone).toBe('+14165550199');
    const before = vapi.requests.length;
    const mine = await control(callId, 'transfer', { request_id: newRequestId(), to: 'me' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.destination).toBe('+14165550199');
    const noTeam = await control(callId, 'transfer', { request_id: newRequestId(), to: 'team' });
    expect(noTeam.statusCode).toBe(400);
    await setting(t, 'live_transfer_team_number', '+14165550188');
    const team = await control(callId, 'transfer', { request_id: newRequestId(), to: 'team' });
    expect(team.statusCode).toBe(200);
    expect(vapi.requests.slice(before).map(jsonBody)).toEqual([
      { type: 'transfer', destination: { type: 'number', number: '+14165550199' } },
      { type: 'transfer', destination: { type: 'number', number: '+14165550188' } },
    ]);
    const live = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'viewer' });
    const call = (live.json().data as { id: number; transferring: boolean }[]).find((c) => c.id === callId);
    expect(call?.transferring).toBe(true);
  });

  it("answers the vendor's refusal with a clear 502, and the same again for its request id, sending once", async () => {
    const callId = ids.vapiGone as number;
    const body = { request_id: newRequestId() };
    const before = vapi.requests.length;
    const first = await control(callId, 'end', body);
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({ success: false });
    expect(first.json().message).toMatch(/voice provider refused the action \(400\)/);
    expect(first.body).not.toContain('/gone/control');
    const again = await control(callId, 'end', body);
    expect(again.statusCode).toBe(502);
    expect(vapi.requests.length - before).toBe(1);
    expect(await auditRows(callId)).toEqual([]);
  });

  it('answers a vendor that does not answer with a clear 502 once the control timeout passes', async () => {
    await setting(t, 'vapi_control_timeout_seconds', '1');
    vapi.failNext('stall');
    const res = await control(ids.vapi as number, 'say', {
      request_id: newRequestId(),
      text: 'Still there?',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/did not answer in time/);
  });

  it('ends a simulated call and transfers another: queued to end as VAPI would report them', async () => {
    const end = await control(ids.simEnd as number, 'end', { request_id: newRequestId() });
    const transfer = await control(ids.simTransfer as number, 'transfer', {
      request_id: newRequestId(),
      to: 'team',
    });
    expect([end.statusCode, transfer.statusCode]).toEqual([200, 200]);
    const queued = (
      (await t.database.executeSql('select data from pgboss.job where name = $1 order by created_on', [
        SIMULATED_CALL_QUEUE.name,
      ])) as { rows: { data: { providerCallId: string; ending?: { endedReason: string } } }[] }
    ).rows.map((row) => [row.data.providerCallId, row.data.ending?.endedReason]);
    expect(queued).toEqual([
      ['sim-3', 'assistant-ended-call'],
      ['sim-4', 'assistant-forwarded-call'],
    ]);
  });

  it("marks the supervisors' actions on the recording's timeline", async () => {
    const res = await t.call({ method: 'GET', url: `/api/v1/call-recordings/${ids.sim}`, as: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.control_markers).toEqual([
      {
        kind: 'say',
        seconds: 60 * t.config.simulationSpeed,
        username: 'operator1',
        text: 'One moment please.',
      },
    ]);
  });

  it('raises the long-call alert once per call, as a job event', async () => {
    await setting(t, 'live_long_call_minutes', '1');
    await setting(t, 'live_silence_alert_seconds', '0');
    t.clock.advance(5_000);
    const read = async () =>
      (await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'viewer' })).json().data as {
        id: number;
        alerts: string[];
      }[];
    const first = await read();
    await read();
    expect(first.find((c) => c.id === ids.sim)?.alerts).toEqual(['long_call']);
    const alerts = (await jobEvents('call_alert')).filter((e) => e.data.callId === ids.sim);
    expect(alerts.map((e) => e.data.kind)).toEqual(['long_call']);
  });
});
