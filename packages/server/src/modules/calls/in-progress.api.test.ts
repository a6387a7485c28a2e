import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('calls in progress API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.executeSql(
      `insert into calls (call_sid, status, lead_name, company_name, company_phone, job_type, provider,
                          transcript_messages, monitor_listen_url, monitor_control_url, created_at, caller_id)
       values
         ('live-1', 'in-progress', 'Ann', 'Maple Plumbing', '+14165550101', 'cold_calling', 'vapi',
          '[{"speaker":"agent","text":"Hi","seconds":0},{"speaker":"lead","text":"Hello","seconds":1},
            {"speaker":"agent","text":"Got a minute?","seconds":2},{"speaker":"lead","text":"Sure","seconds":3}]',
          'wss://vendor.example/secret-listen', 'https://vendor.example/secret-control',
          timestamptz '2026-03-01 10:00', 'pn_toronto'),
         ('live-2', 'ringing', null, 'Oak Dental', '+14165550102', 'reminder_calls', 'simulated',
          null, null, null, timestamptz '2026-03-01 10:01', 'pn_retired'),
         ('done-1', 'completed', 'Bo', 'Pine Roofing', '+14165550103', 'cold_calling', 'vapi',
          null, null, null, timestamptz '2026-03-01 09:00', null),
         ('done-2', 'failed', 'Cy', 'Elm Bakery', '+14165550104', 'cold_calling', 'vapi',
          null, null, null, timestamptz '2026-03-01 09:30', null)`,
    );
    await setting(t, 'caller_id_pool', 'pn_toronto, +14165550100, 100');
  });
  afterAll(() => t.close());

  it('lists only the calls in progress, oldest first, with their last transcript lines', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const live = res.json().data as {
      company_name: string;
      status: string;
      last_lines: { text: string }[];
    }[];
    expect(live.map((c) => [c.company_name, c.status])).toEqual([
      ['Maple Plumbing', 'in-progress'],
      ['Oak Dental', 'ringing'],
    ]);
    expect(live[0]?.last_lines.map((l) => l.text)).toEqual(['Hello', 'Got a minute?', 'Sure']);
    expect(live[1]?.last_lines).toEqual([]);
  });

  it("never answers the vendor's monitor URLs", async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-listen');
    expect(res.body).not.toContain('secret-control');
    expect(res.body).not.toContain('monitor');
  });

  it("names the number each call went out from: the pool's number, else the id the pool no longer lists", async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: 'viewer' });
    expect((res.json().data as { caller_id: string | null }[]).map((c) => c.caller_id)).toEqual([
      '+14165550100',
      'pn_retired',
    ]);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/calls/in-progress', as: null })).statusCode).toBe(
      401,
    );
  });
});
