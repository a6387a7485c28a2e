// Listening in (issue 40): tickets, the relay of the vendor's listen socket to our own, fan-out over one upstream,
// and the refusals, against a fake VAPI listen server and the simulated provider's own listen socket.
import type { ListenMessage } from '@callops/contracts/calls';
import WebSocket from 'ws';
import { type FakeVapiListen, startFakeVapiListen } from '../../../test/fakes/fake-vapi-listen';
import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { simulatedListenUrl } from '../../providers/vapi/simulated-listen';
import { signListenTicket } from './listen-ticket';

interface Listener {
  socket: WebSocket;
  messages: ListenMessage[];
  frames: Buffer[];
  closed: Promise<{ code: number; reason: string }>;
}

describe('listening in to a live call', () => {
  let t: TestApp;
  let vapi: FakeVapiListen;
  let base: string;
  let nextCall = 0;

  beforeAll(async () => {
    t = await createTestApp();
    vapi = await startFakeVapiListen();
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    await t.database.executeSql(
      `insert into jobs (id, type, status) values ('job-listen', 'cold_calling', 'running')`,
    );
  });
  afterAll(async () => {
    await t.close();
    await vapi.close();
  });

  /** A call of our job in `status`, its monitor URL `listenUrl` (the fake's by default); its id. */
  async function liveCall(
    opts: { status?: string; listenUrl?: string | null; jobId?: string | null; sid?: string } = {},
  ): Promise<number> {
    nextCall += 1;
    const sid = opts.sid ?? `vapi-call-${nextCall}`;
    const { rows } = await t.database.executeSql(
      `insert into calls (call_sid, status, job_id, job_type, provider, company_name, lead_name, monitor_listen_url,
                          created_at)
       values ($1, $2, $3, 'cold_calling', 'vapi', 'Maple Plumbing', 'Ann', $4, $5) returning id`,
      [
        sid,
        opts.status ?? 'in-progress',
        opts.jobId === undefined ? 'job-listen' : opts.jobId,
        opts.listenUrl === undefined ? vapi.listenUrl(sid) : opts.listenUrl,
        '2026-03-11T15:30:00.000Z',
      ],
    );
    return (rows[0] as { id: number }).id;
  }

  const ticketFor = (callId: number, as: 'admin' | 'operator' | 'viewer' = 'operator') =>
    t.call({ method: 'POST', url: `/api/v1/calls/${callId}/listen-ticket`, as });

  async function pathFor(callId: number): Promise<string> {
    const res = await ticketFor(callId);
    expect(res.statusCode).toBe(200);
    return res.json().data.path as string;
  }

  /** The HTTP status the upgrade got: 101 when the socket opened. */
  const upgradeStatus = (path: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${base}${path}`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => undefined);
    });

  async function listen(path: string): Promise<Listener> {
    const socket = new WebSocket(`${base}${path}`);
    const listener: Listener = {
      socket,
      messages: [],
      frames: [],
      closed: new Promise((resolve) =>
        socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      ),
    };
    socket.on('message', (data, isBinary) => {
      if (isBinary) listener.frames.push(data as Buffer);
      else listener.messages.push(JSON.parse(data.toString()) as ListenMessage);
    });
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    return listener;
  }

  const openConnections = (sid: string) => vapi.connections.filter((c) => c.callId === sid && !c.closed);

  it('refuses the socket without a ticket, with a forged one and with one for another call', async () => {
    const callId = await liveCall();
    expect(await upgradeStatus(`/ws/calls/${callId}/listen`)).toBe(401);
    expect(await upgradeStatus(`/ws/calls/${callId}/listen?ticket=1.2.3.4.abc`)).toBe(401);
    const other = await liveCall();
    const path = await pathFor(other);
    expect(await upgradeStatus(path.replace(`/calls/${other}/`, `/calls/${callId}/`))).toBe(401);
    expect(vapi.connections.filter((c) => c.callId === `vapi-call-${callId}`)).toEqual([]);
  });

  it('refuses a viewer: no ticket (403), and a ticket made for one opens nothing (403)', async () => {
    const callId = await liveCall();
    expect((await ticketFor(callId, 'viewer')).statusCode).toBe(403);
    const forged = signListenTicket(t.config.secretKey, {
      userId: t.userIds.viewer,
      callId,
      tokenVersion: 0,
      expires: Math.floor(Date.parse('2026-03-11T15:30:00.000Z') / 1000) + 30,
    });
    expect(await upgradeStatus(`/ws/calls/${callId}/listen?ticket=${forged}`)).toBe(403);
  });

  it('answers 409 for a call that ended, before and after the ticket, and 404 for a call of no job of ours', async () => {
    const ended = await liveCall({ status: 'completed' });
    const res = await ticketFor(ended);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/ended/);
    const callId = await liveCall();
    const path = await pathFor(callId);
    await t.database.executeSql(`update calls set status = 'completed' where id = $1`, [callId]);
    expect(await upgradeStatus(path)).toBe(409);
    expect((await ticketFor(await liveCall({ jobId: null }))).statusCode).toBe(404);
    expect((await ticketFor(999_999)).statusCode).toBe(404);
  });

  it('marks listening on the recording and in the audit log: once per user and call within a minute', async () => {
    const callId = await liveCall();
    expect((await ticketFor(callId, 'viewer')).statusCode).toBe(403);
    // A reconnect asks for a new ticket: the same listen. Another supervisor is a listen of their own.
    for (const as of ['operator', 'operator', 'admin'] as const)
      expect((await ticketFor(callId, as)).statusCode).toBe(200);
    t.clock.advance(61_000);
    try {
      // Back a minute later: a new marker, where they came back.
      expect((await ticketFor(callId)).statusCode).toBe(200);
      expect((await ticketFor(callId)).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
    const audit = await t.database.executeSql(
      `select username, entity from audit_log where action = 'listen' and entity_key = $1 order by id`,
      [`call ${callId}`],
    );
    expect(audit.rows).toEqual([
      { username: 'operator1', entity: 'live call' },
      { username: 'admin1', entity: 'live call' },
      { username: 'operator1', entity: 'live call' },
    ]);
    await t.database.executeSql(
      `update calls set status = 'completed', call_rec_url = 'https://example.test/rec.wav', duration_seconds = 90
       where id = $1`,
      [callId],
    );
    const recording = await t.call({ method: 'GET', url: `/api/v1/call-recordings/${callId}`, as: 'viewer' });
    expect(recording.statusCode).toBe(200);
    expect(recording.json().data.control_markers).toEqual([
      { kind: 'listen', seconds: 0, username: 'operator1', text: null },
      { kind: 'listen', seconds: 0, username: 'admin1', text: null },
      { kind: 'listen', seconds: 61, username: 'operator1', text: null },
    ]);
  });

  it('relays to two listeners over one vendor socket: the format first, then audio and transcript lines', async () => {
    const callId = await liveCall();
    const sid = `vapi-call-${callId}`;
    const first = await listen(await pathFor(callId));
    const second = await listen(await pathFor(callId));
    await until('both listeners get audio', () => first.frames.length > 3 && second.frames.length > 3);
    expect(vapi.connections.filter((c) => c.callId === sid)).toHaveLength(1);
    for (const listener of [first, second]) {
      expect(listener.messages[0]).toEqual({
        type: 'format',
        encoding: 'pcm_s16le',
        sampleRate: 16_000,
        channels: 1,
      });
      expect(listener.frames[0]?.length).toBe(640);
    }
    await until('the transcript line', () => first.messages.some((m) => m.type === 'transcript'));
    expect(first.messages.find((m) => m.type === 'transcript')).toEqual({
      type: 'transcript',
      speaker: 'lead',
      text: 'Hello, who is this?',
      final: true,
    });
    // One leaves: the vendor's socket stays for the other; the last leaves: it closes.
    first.socket.close();
    await first.closed;
    const before = second.frames.length;
    await until('the other listener still gets audio', () => second.frames.length > before + 3);
    expect(openConnections(sid)).toHaveLength(1);
    second.socket.close();
    await until("the vendor's socket closes with the last listener", () => openConnections(sid).length === 0);
  });

  it('ends the listeners when the call ends (4409), and tells a dropped vendor socket apart (4502)', async () => {
    const callId = await liveCall();
    const sid = `vapi-call-${callId}`;
    const listener = await listen(await pathFor(callId));
    await until('audio', () => listener.frames.length > 0);
    vapi.endCall(sid);
    expect(await listener.closed).toEqual({ code: 4409, reason: expect.stringMatching(/ended/) });
    expect(listener.messages.at(-1)).toMatchObject({ type: 'ended' });

    const dropped = await liveCall();
    const other = await listen(await pathFor(dropped));
    await until('audio', () => other.frames.length > 0);
    vapi.dropCall(`vapi-call-${dropped}`);
    expect((await other.closed).code).toBe(4502);
  });

  it('sends the public key as a Bearer token when listen authentication is on, and says so when refused', async () => {
    await setting(t, 'vapi_public_key', 'pk-live-123');
    await setting(t, 'vapi_listen_authentication', 'true');
    try {
      const callId = await liveCall();
      const listener = await listen(await pathFor(callId));
      await until('audio', () => listener.frames.length > 0);
      expect(vapi.connections.find((c) => c.callId === `vapi-call-${callId}`)?.authorization).toBe(
        'Bearer pk-live-123',
      );
      listener.socket.close();
      vapi.refuseWith = 401;
      const refused = await listen(await pathFor(await liveCall()));
      expect((await refused.closed).code).toBe(4502);
    } finally {
      vapi.refuseWith = null;
      await setting(t, 'vapi_listen_authentication', 'false');
    }
  });

  it('never shows the listen URL or the key: not in the ticket, the calls in progress or the socket', async () => {
    await setting(t, 'vapi_public_key', 'pk-live-123');
    const callId = await liveCall();
    const url = vapi.listenUrl(`vapi-call-${callId}`);
    const ticket = await ticketFor(callId);
    const inProgress = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'admin' });
    const listener = await listen(ticket.json().data.path);
    await until('audio and a transcript', () => listener.frames.length > 0 && listener.messages.length > 1);
    for (const text of [ticket.body, inProgress.body, JSON.stringify(listener.messages)]) {
      expect(text).not.toContain(url);
      expect(text).not.toContain(`127.0.0.1:${new URL(url).port}`);
      expect(text).not.toContain('pk-live-123');
      expect(text).not.toContain('monitor');
    }
    listener.socket.close();
  });

  it('corrects the announced sample rate from the byte rate of the audio', async () => {
    await setting(t, 'vapi_listen_sample_rate', '8000');
    try {
      const listener = await listen(await pathFor(await liveCall()));
      await until(
        'a second format message',
        () => listener.messages.filter((m) => m.type === 'format').length > 1,
      );
      expect(
        listener.messages.filter((m) => m.type === 'format').map((m) => 'sampleRate' in m && m.sampleRate),
      ).toEqual([8_000, 16_000]);
      listener.socket.close();
    } finally {
      await setting(t, 'vapi_listen_sample_rate', '16000');
    }
  });

  it('lets another replica relay the same call over a vendor socket of its own', async () => {
    // A second server process on the same database, as a replica is.
    const other = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: t.app.services.logger,
      logStore: t.logStore,
    });
    try {
      const otherBase = (await other.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      const callId = await liveCall();
      const sid = `vapi-call-${callId}`;
      const here = await listen(await pathFor(callId));
      // A ticket from one replica opens the socket on another: they share the secret and the database.
      const there = await (async () => {
        const socket = new WebSocket(`${otherBase}${await pathFor(callId)}`);
        const frames: Buffer[] = [];
        socket.on('message', (data, isBinary) => isBinary && frames.push(data as Buffer));
        await new Promise((resolve) => socket.on('open', resolve));
        return { socket, frames };
      })();
      await until('both replicas relay audio', () => here.frames.length > 3 && there.frames.length > 3);
      expect(openConnections(sid)).toHaveLength(2);
      here.socket.close();
      there.socket.close();
    } finally {
      await other.close();
    }
  });

  it("relays the simulated provider's own listen socket: speech-like audio and transcript lines", async () => {
    const sid = 'sim-0a0b0c0d-0000-4000-8000-000000000001';
    const callId = await liveCall({ sid, listenUrl: simulatedListenUrl(t.config.secretKey, sid) });
    await t.database.executeSql(
      `update calls set provider = 'simulated', status = 'queued', first_message = 'Hi, this is Alex calling.'
       where id = $1`,
      [callId],
    );
    const listener = await listen(await pathFor(callId));
    await until('a second of audio', () => listener.frames.length >= 25);
    const samples = Buffer.concat(listener.frames);
    let energy = 0;
    for (let i = 0; i < samples.length; i += 2) energy += (samples.readInt16LE(i) / 32_768) ** 2;
    expect(Math.sqrt(energy / (samples.length / 2))).toBeGreaterThan(0.02);
    expect(listener.messages).toContainEqual({
      type: 'transcript',
      speaker: 'assistant',
      text: 'Hi, this is Alex calling.',
      final: true,
    });
    listener.socket.close();
  });

  it('refuses the simulated listen socket without its signature', async () => {
    const sid = 'sim-0a0b0c0d-0000-4000-8000-000000000002';
    expect(await upgradeStatus(`/simulated-vapi/listen/${sid}?signature=00`)).toBe(401);
  });
});
