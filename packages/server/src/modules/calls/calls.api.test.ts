import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const SIM_ID = '0b7f3f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('calls API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.executeSql(
      `insert into calls (call_sid, status, job_type, call_rec_url, duration_seconds, created_at)
       select case when n = 3 then 'sim-${SIM_ID}' else 'sid-' || n end, 'completed', 'cold_calling',
              case when n = 3 then '/media/simulated-recordings/sim-${SIM_ID}.wav'
                   when n = 2 then 'https://vendor.example/2.mp3' end,
              2, timestamptz '2026-03-01' + n * interval '1 minute'
       from generate_series(1, 3) n`,
    );
  });
  afterAll(() => t.close());

  it('lists the newest calls first, our own recordings behind a signed link, others as they are', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/calls/latest?limit=10', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const calls = res.json().data as { call_sid: string; call_rec_url: string | null }[];
    expect(calls.map((c) => c.call_sid)).toEqual([`sim-${SIM_ID}`, 'sid-2', 'sid-1']);
    expect(calls[0]?.call_rec_url).toMatch(
      /^\/media\/simulated-recordings\/sim-[0-9a-f-]+\.wav\?expires=\d+&signature=[0-9a-f]+$/,
    );
    expect(calls[1]?.call_rec_url).toBe('https://vendor.example/2.mp3');
    expect(calls[2]?.call_rec_url).toBeNull();
    const played = await t.app.inject({ method: 'GET', url: calls[0]?.call_rec_url ?? '' });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toContain('audio/wav');
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/calls/latest', as: null })).statusCode).toBe(401);
  });
});
