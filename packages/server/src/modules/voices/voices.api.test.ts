// Two apps in one file, each on a fresh database: their start-up takes a while on a busy machine.
jest.setTimeout(90_000);

import { VOICE_MESSAGES } from '@callops/contracts/voices';
import { type ElevenLabsFailure, startFakeElevenLabs } from '../../../test/fakes/fake-elevenlabs';
import type { FakeServer } from '../../../test/fakes/fake-http-server';
import { type FakeVapi, startFakeVapi } from '../../../test/fakes/fake-vapi';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SIMULATED_VOICES } from '../../providers/elevenlabs/simulated-voice-catalog';

const [RACHEL, ADAM, BELLA] = SIMULATED_VOICES.map((v) => v.voiceId) as [string, string, string];

interface VoiceAnswer {
  id: number;
  name: string;
  voice_id: string;
  status: 'ACTIVE' | 'INACTIVE';
  is_used_in_vapi: boolean;
  is_archived: boolean;
  preview_url: string | null;
}

function voiceApi(t: () => TestApp, bodies: string[] = []) {
  const call = async (opts: Parameters<TestApp['call']>[0]) => {
    const res = await t().call(opts);
    bodies.push(res.body);
    return res;
  };
  return {
    call,
    add: (voice_id: string, as: 'admin' | 'operator' | 'viewer' = 'admin') =>
      call({ method: 'POST', url: '/api/v1/voices/', payload: { voice_id }, as }),
    list: async (): Promise<VoiceAnswer[]> =>
      (await call({ method: 'GET', url: '/api/v1/voices/', as: 'viewer' })).json().data,
    archived: async (): Promise<VoiceAnswer[]> =>
      (await call({ method: 'GET', url: '/api/v1/voices/archived', as: 'viewer' })).json().data,
    setStatus: (id: number, status: string) =>
      call({ method: 'PUT', url: `/api/v1/voices/${id}`, payload: { status } }),
    archive: (id: number, confirm_name: string) =>
      call({ method: 'POST', url: `/api/v1/voices/${id}/archive`, payload: { confirm_name } }),
    unarchive: (id: number) => call({ method: 'POST', url: `/api/v1/voices/${id}/unarchive` }),
    remove: (id: number, confirm_name: string) =>
      call({ method: 'DELETE', url: `/api/v1/voices/${id}`, payload: { confirm_name } }),
  };
}

async function snapshot(t: TestApp) {
  return {
    voices: (await t.database.executeSql('select * from voices order by id')).rows,
    audit: (await t.database.executeSql('select count(*)::int as n from audit_log')).rows,
  };
}

describe('voices API with the simulated catalogue and assistant (MOCK)', () => {
  let t: TestApp;
  const api = voiceApi(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.executeSql('delete from voices');
    await t.database.executeSql('delete from audit_log');
  });

  const addAll = async (...ids: string[]) => {
    const added: VoiceAnswer[] = [];
    for (const id of ids) added.push((await api.add(id)).json().data);
    return added;
  };

  it('adds a voice by id, named by the catalogue, with a playable preview', async () => {
    const res = await api.add(`  ${RACHEL} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: VOICE_MESSAGES.added,
      data: {
        name: 'Rachel',
        voice_id: RACHEL,
        status: 'INACTIVE',
        is_used_in_vapi: false,
        is_archived: false,
        preview_url: `/media/voice-previews/${RACHEL}.wav`,
      },
    });
    expect(await api.list()).toHaveLength(1);
    const preview = await t.app.inject({ method: 'GET', url: `/media/voice-previews/${RACHEL}.wav` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/wav');
    expect(preview.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await t.app.inject({ method: 'GET', url: '/media/voice-previews/unknown.wav' })).statusCode).toBe(
      404,
    );
    const audit = await t.database.executeSql(
      "select action, entity_key, new_value from audit_log where entity = 'voice'",
    );
    expect(audit.rows).toEqual([{ action: 'add', entity_key: RACHEL, new_value: 'Rachel' }]);
  });

  it('answers what the catalogue knows of an id, 404 for an unknown one', async () => {
    const res = await api.call({ method: 'GET', url: `/api/v1/voices/fetch/${ADAM}`, as: 'viewer' });
    expect(res.json().data).toEqual({
      voice_id: ADAM,
      name: 'Adam',
      preview_url: `/media/voice-previews/${ADAM}.wav`,
      category: 'premade',
    });
    const unknown = await api.call({ method: 'GET', url: '/api/v1/voices/fetch/NoSuchVoice1', as: 'viewer' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      VOICE_MESSAGES.unknownVoice('NoSuchVoice1'),
    ]);
  });

  it('refuses a bad, unknown or duplicate voice id, changing nothing', async () => {
    await addAll(RACHEL);
    const before = await snapshot(t);
    const cases: [string, number][] = [
      ['../../admin', 400],
      ['abc/def', 400],
      ['a?b=1', 400],
      ['%2e%2e%2f', 400],
      ['x'.repeat(10 * 1024), 400],
      ['   ', 400],
      ['NoSuchVoice1', 404],
      [RACHEL, 409],
    ];
    for (const [id, status] of cases) {
      const res = await api.add(id);
      expect([id.slice(0, 20), res.statusCode]).toEqual([id.slice(0, 20), status]);
      expect(res.json().success).toBe(false);
    }
    expect((await api.add(RACHEL)).json().message).toBe(VOICE_MESSAGES.alreadyAdded('Rachel'));
    // In a path, the server refuses anything that long before routing (414, in the same envelope).
    const path = await api.call({ method: 'GET', url: `/api/v1/voices/fetch/${'x'.repeat(10 * 1024)}` });
    expect([path.statusCode, path.json().success]).toEqual([414, false]);
    expect((await api.call({ method: 'GET', url: '/api/v1/voices/fetch/a%2F..%2Fb' })).statusCode).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });

  it('keeps one voice active: activating another deactivates it and moves the assistant to it', async () => {
    const [rachel, adam] = await addAll(RACHEL, ADAM);
    if (!rachel || !adam) throw new Error('not added');
    const first = await api.setStatus(rachel.id, 'ACTIVE');
    expect(first.json()).toMatchObject({
      message: VOICE_MESSAGES.activated,
      data: { status: 'ACTIVE', is_used_in_vapi: true },
    });
    await api.setStatus(adam.id, 'ACTIVE');
    const listed = await api.list();
    expect(listed.map((v) => [v.name, v.status, v.is_used_in_vapi])).toEqual([
      ['Rachel', 'INACTIVE', false],
      ['Adam', 'ACTIVE', true],
    ]);
    // Deactivating leaves the assistant with the voice: it stays used in VAPI.
    const off = await api.setStatus(adam.id, 'INACTIVE');
    expect(off.json()).toMatchObject({
      message: VOICE_MESSAGES.deactivated,
      data: { status: 'INACTIVE', is_used_in_vapi: true },
    });
    const audit = await t.database.executeSql(
      "select action, old_value, new_value from audit_log where entity = 'voice' and action <> 'add' order by id",
    );
    expect(audit.rows).toEqual([
      { action: 'activate', old_value: null, new_value: 'Rachel' },
      { action: 'activate', old_value: 'Rachel', new_value: 'Adam' },
      { action: 'deactivate', old_value: 'Adam', new_value: null },
    ]);
    expect((await api.setStatus(adam.id, 'PAUSED')).statusCode).toBe(400);
  });

  it('ends with exactly one active voice when activations race', async () => {
    const added = await addAll(RACHEL, ADAM, BELLA);
    const results = await Promise.all(added.map((v) => api.setStatus(v.id, 'ACTIVE')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const active = (await api.list()).filter((v) => v.status === 'ACTIVE');
    expect(active).toHaveLength(1);
    expect((await api.list()).filter((v) => v.is_used_in_vapi).map((v) => v.id)).toEqual(
      active.map((v) => v.id),
    );
  });

  it('archives an inactive voice after its exact name, never the active one, and unarchives it', async () => {
    const [rachel, adam] = await addAll(RACHEL, ADAM);
    if (!rachel || !adam) throw new Error('not added');
    await api.setStatus(rachel.id, 'ACTIVE');
    const before = await snapshot(t);
    const active = await api.archive(rachel.id, 'Rachel');
    expect([active.statusCode, active.json().message]).toEqual([
      409,
      VOICE_MESSAGES.deactivateBeforeArchiving,
    ]);
    for (const typed of ['adam', 'Adam ', 'Rachel', '']) {
      const wrong = await api.archive(adam.id, typed);
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, VOICE_MESSAGES.nameMismatch]);
    }
    expect(
      (await api.call({ method: 'POST', url: `/api/v1/voices/${adam.id}/archive`, payload: {} })).statusCode,
    ).toBe(400);
    expect(await snapshot(t)).toEqual(before);

    const archived = await api.archive(adam.id, 'Adam');
    expect(archived.json()).toMatchObject({ message: VOICE_MESSAGES.archived, data: { is_archived: true } });
    expect((await api.list()).map((v) => v.name)).toEqual(['Rachel']);
    expect((await api.archived()).map((v) => v.name)).toEqual(['Adam']);
    const activateArchived = await api.setStatus(adam.id, 'ACTIVE');
    expect([activateArchived.statusCode, activateArchived.json().message]).toEqual([
      409,
      VOICE_MESSAGES.unarchiveBeforeActivating,
    ]);
    expect((await api.unarchive(adam.id)).json()).toMatchObject({
      message: VOICE_MESSAGES.unarchived,
      data: { is_archived: false },
    });
    expect((await api.list()).map((v) => v.name)).toEqual(['Rachel', 'Adam']);
    expect(await api.archived()).toEqual([]);
  });

  it('deletes after the exact name, never a voice used in VAPI', async () => {
    const [rachel, adam] = await addAll(RACHEL, ADAM);
    if (!rachel || !adam) throw new Error('not added');
    await api.setStatus(rachel.id, 'ACTIVE');
    await api.setStatus(rachel.id, 'INACTIVE');
    const before = await snapshot(t);
    const used = await api.remove(rachel.id, 'Rachel');
    expect([used.statusCode, used.json().message]).toEqual([409, VOICE_MESSAGES.usedInVapi]);
    const wrong = await api.remove(adam.id, 'ADAM');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, VOICE_MESSAGES.nameMismatch]);
    expect(await snapshot(t)).toEqual(before);
    const res = await api.remove(adam.id, 'Adam');
    expect(res.json()).toEqual({
      success: true,
      message: VOICE_MESSAGES.deleted,
      data: { deleted: true, id: adam.id },
    });
    expect((await api.list()).map((v) => v.name)).toEqual(['Rachel']);
    expect((await api.remove(adam.id, 'Adam')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown voice and 400 for a bad id', async () => {
    expect((await api.setStatus(999, 'ACTIVE')).json().message).toBe(VOICE_MESSAGES.notFound(999));
    expect((await api.archive(999, 'x')).statusCode).toBe(404);
    expect((await api.unarchive(999)).statusCode).toBe(404);
    expect((await api.remove(999, 'x')).statusCode).toBe(404);
    expect((await api.unarchive(Number.NaN)).statusCode).toBe(400);
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/api/v1/voices/..%2f1/archive',
          payload: { confirm_name: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets viewers and operators read the voices, only admins change them', async () => {
    const [rachel] = await addAll(RACHEL);
    if (!rachel) throw new Error('not added');
    const before = await snapshot(t);
    for (const as of ['viewer', 'operator'] as const) {
      expect((await api.call({ method: 'GET', url: '/api/v1/voices/', as })).statusCode).toBe(200);
      expect((await api.add(ADAM, as)).statusCode).toBe(403);
      const writes = [
        { method: 'PUT' as const, url: `/api/v1/voices/${rachel.id}`, payload: { status: 'ACTIVE' } },
        {
          method: 'POST' as const,
          url: `/api/v1/voices/${rachel.id}/archive`,
          payload: { confirm_name: 'Rachel' },
        },
        { method: 'POST' as const, url: `/api/v1/voices/${rachel.id}/unarchive` },
        {
          method: 'DELETE' as const,
          url: `/api/v1/voices/${rachel.id}`,
          payload: { confirm_name: 'Rachel' },
        },
      ];
      for (const write of writes) expect((await api.call({ ...write, as })).statusCode).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('voices API with the live ElevenLabs and VAPI adapters (against the fakes)', () => {
  const XI_KEY = 'xi-live-SECRET-55aa77bb';
  const VAPI_KEY = 'vapi-live-SECRET-99cc11dd';
  const ASSISTANT = 'asst_live_1';
  const PREVIEW = 'https://storage.example.com/voices/sarah/preview.mp3';
  let t: TestApp;
  let elevenlabs: FakeServer<ElevenLabsFailure>;
  let vapi: FakeVapi;
  const bodies: string[] = [];
  const api = voiceApi(() => t, bodies);

  beforeAll(async () => {
    elevenlabs = await startFakeElevenLabs({
      apiKey: XI_KEY,
      voices: [
        { voiceId: 'EXAVITQu4vr4xnSDxMaL', name: 'Sarah', previewUrl: PREVIEW },
        { voiceId: 'CwhRBWXzGAHq8TQ4Fs17', name: 'Roger', previewUrl: null, category: 'cloned' },
      ],
    });
    vapi = await startFakeVapi({ apiKey: VAPI_KEY, assistantId: ASSISTANT, phoneNumberId: 'pn_1' });
    t = await createTestApp({ env: { ELEVENLABS_BASE_URL: elevenlabs.url, VAPI_BASE_URL: vapi.url } });
    for (const [key, value] of Object.entries({
      elevenlabs_api_key: XI_KEY,
      vapi_api_key: VAPI_KEY,
      vapi_assistant_id: ASSISTANT,
      vapi_phone_number_id: 'pn_1',
    })) {
      const res = await api.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([elevenlabs.close(), vapi.close()]);
  });

  it('adds from ElevenLabs, activates on the VAPI assistant, and refuses vendor failures without a change', async () => {
    const sarah = (await api.add('EXAVITQu4vr4xnSDxMaL')).json().data as VoiceAnswer;
    expect(sarah).toMatchObject({ name: 'Sarah', preview_url: PREVIEW, status: 'INACTIVE' });
    expect(elevenlabs.requests.at(-1)?.headers['xi-api-key']).toBe(XI_KEY);
    const roger = (await api.add('CwhRBWXzGAHq8TQ4Fs17')).json().data as VoiceAnswer;
    expect(roger.preview_url).toBeNull();
    const details = await api.call({ method: 'GET', url: '/api/v1/voices/fetch/CwhRBWXzGAHq8TQ4Fs17' });
    expect(details.json().data.category).toBe('cloned');
    const unknown = await api.add('NotInTheLibrary1');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      VOICE_MESSAGES.unknownVoice('NotInTheLibrary1'),
    ]);

    expect((await api.setStatus(sarah.id, 'ACTIVE')).statusCode).toBe(200);
    expect(vapi.assistant.voice).toEqual({ provider: '11labs', voiceId: 'EXAVITQu4vr4xnSDxMaL' });
    const patch = vapi.requests.at(-1);
    expect([patch?.method, patch?.path, patch?.headers.authorization]).toEqual([
      'PATCH',
      `/assistant/${ASSISTANT}`,
      `Bearer ${VAPI_KEY}`,
    ]);

    const before = await snapshot(t);
    vapi.failNext('unauthorized');
    const refused = await api.setStatus(roger.id, 'ACTIVE');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('VAPI: setting the assistant voice: refused the API key (401)');
    elevenlabs.failNext('too-many-concurrent');
    const busy = await api.add('SomeOtherVoice12');
    expect(busy.statusCode).toBe(502);
    expect(busy.json().message).toContain('too_many_concurrent_requests');
    expect(await snapshot(t)).toEqual(before);
    expect(vapi.assistant.voice).toEqual({ provider: '11labs', voiceId: 'EXAVITQu4vr4xnSDxMaL' });

    await api.setStatus(roger.id, 'ACTIVE');
    expect(vapi.assistant.voice).toEqual({ provider: '11labs', voiceId: 'CwhRBWXzGAHq8TQ4Fs17' });
    expect((await api.list()).map((v) => [v.name, v.status, v.is_used_in_vapi])).toEqual([
      ['Sarah', 'INACTIVE', false],
      ['Roger', 'ACTIVE', true],
    ]);
  });

  it('never shows the ElevenLabs or VAPI key in a response, a log line or the audit log', async () => {
    await t.logStore.flush();
    const logs = JSON.stringify((await t.database.executeSql('select * from logs')).rows);
    const audit = JSON.stringify((await t.database.executeSql('select * from audit_log')).rows);
    expect(logs).toContain('activated voice');
    expect(bodies.length).toBeGreaterThan(8);
    for (const secret of [XI_KEY, VAPI_KEY]) {
      const fragment = secret.slice(3, -3);
      for (const [where, text] of [
        ['logs', logs],
        ['audit', audit],
        ...bodies.map((b, i) => [`response ${i}`, b]),
      ]) {
        if (text?.includes(fragment)) throw new Error(`${where} contains a secret`);
      }
    }
  });
});
