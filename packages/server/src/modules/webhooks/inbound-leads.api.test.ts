// The inbound lead webhook: a signed lead is created NEW and a running campaign calls it ahead of older leads (speed
// to lead); an unsigned or wrongly signed post is refused and writes nothing.

import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { signInboundLead } from './lead-signature';

const SECRET = 'lead-webhook-secret-0123456789';
describe('the inbound lead webhook', () => {
  let t: TestApp;
  const post = (body: string, headers: Record<string, string>) =>
    t.call({
      method: 'POST',
      url: '/api/v1/webhooks/leads',
      as: null,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const leadsNamed = async (name: string) =>
    (await t.database.executeSql('select id, lead_status from companies where name = $1', [name])).rows;

  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '100' } });
  });
  afterAll(() => t.close());

  it('refuses a post that is unsigned, wrongly signed, or sent before a secret is set, writing nothing', async () => {
    const body = JSON.stringify({ name: 'Unsigned Roofing', phone: '+14165550101' });
    expect((await post(body, signInboundLead(body, SECRET, new Date(TEST_NOW)))).statusCode).toBe(401);
    await setting(t, 'lead_webhook_secret', SECRET);
    expect((await post(body, {})).statusCode).toBe(401);
    const wrong = await post(body, signInboundLead(body, 'not-the-secret', new Date(TEST_NOW)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Webhook signature missing or wrong',
      request_id: expect.any(String),
    });
    expect(await leadsNamed('Unsigned Roofing')).toEqual([]);
  });

  it('creates a signed lead NEW, and a running campaign calls it ahead of the older leads', async () => {
    await setting(t, 'max_concurrent_calls', '1');
    await setting(t, 'simulated_call_outcomes', 'no-answer:1');
    await t.database.executeSql(
      `insert into companies (name, phone, service, lead_status, created_at, updated_at)
       select 'Older Lead ' || n, '+1416555' || lpad(n::text, 4, '0'), 'Plumbing', 'NEW',
              $1::timestamptz - interval '2 days' + (n || ' seconds')::interval, $1::timestamptz
       from generate_series(1, 40) n`,
      [TEST_NOW],
    );
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    const jobId = (started.json().data as { id: string }).id;
    await until(
      'the campaign to place its first call',
      async () => {
        const { rows } = await t.database.executeSql(
          'select count(*)::int as n from calls where job_id = $1',
          [jobId],
        );
        return (rows[0]?.n as number) > 0;
      },
      30_000,
    );

    const body = JSON.stringify({ name: 'Fresh Roofing', phone: '+14165550188', service: 'Roofing' });
    const res = await post(body, signInboundLead(body, SECRET, new Date(TEST_NOW)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: expect.any(Number) });
    expect(await leadsNamed('Fresh Roofing')).toEqual([
      { id: res.json().data.id, lead_status: expect.any(String) },
    ]);

    await until(
      'the fresh lead to be called',
      async () => (await leadsNamed('Fresh Roofing'))[0]?.lead_status === 'NO_ANSWER',
      30_000,
    );
    const { rows } = await t.database.executeSql(
      `select k.company_name from calls k where k.job_id = $1 order by k.id`,
      [jobId],
    );
    const position = rows.findIndex((row) => row.company_name === 'Fresh Roofing');
    // Called with the next free slot: at most the call in flight when it came and the one its wake-up raced.
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThanOrEqual(3);
    expect(rows.length).toBeLessThan(41);
    await t.call({ method: 'POST', url: '/api/v1/jobs/stop-all', as: 'operator' });
  });
});
