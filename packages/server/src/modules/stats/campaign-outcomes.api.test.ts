// What campaigns come to on the Dashboard and the Jobs page: voicemail counted apart from no answer, the providers'
// reported cost summed per window, per day and per job with its cost per booked appointment, and the median time
// from a lead's creation to its first call per day. Read from the calls' own hours and from the hourly rollup alike.
import { runColdCalling } from '../../../test/helpers/campaigns';
import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { compactCallStats } from './call-windows';

const SECOND = 1000;

describe('campaign outcomes on the Dashboard and the Jobs page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(() => t.close());

  async function insertLead(name: string, phone: string, secondsOld: number): Promise<void> {
    const created = new Date(new Date(TEST_NOW).getTime() - secondsOld * SECOND).toISOString();
    await t.database.executeSql(
      `insert into companies (name, phone, service, lead_status, created_at, updated_at)
       values ($1, $2, 'Plumbing', 'NEW', $3::timestamptz, $3::timestamptz)`,
      [name, phone, created],
    );
  }

  const spent = async (where: string, params: unknown[] = []) =>
    Number(
      (
        await t.database.executeSql(
          `select coalesce(sum(cost_usd), 0)::float8 as usd from calls ${where}`,
          params,
        )
      ).rows[0]?.usd,
    );
  const cents = (usd: number) => Math.round(usd * 100) / 100;

  it('counts voicemail apart from no answer, sums the cost per window, day and job, and times first calls', async () => {
    // Three machines answer; then one owner books. Leads 30 s, 60 s, 120 s and 600 s old when first called.
    await setting(t, 'simulated_call_outcomes', 'voicemail:1');
    await insertLead('Voicemail One', '+14165550111', 60);
    await insertLead('Voicemail Two', '+14165550112', 120);
    await insertLead('Voicemail Three', '+14165550113', 600);
    const voicemailJob = await runColdCalling(t);
    await setting(t, 'simulated_call_outcomes', 'booked:1');
    await insertLead('Booked Roofing', '+14165550114', 30);
    const bookedJob = await runColdCalling(t);
    await until('the booking to be scored', async () => {
      const { rows } = await t.database.executeSql('select count(*)::int as n from calls where appt_booked');
      return rows[0]?.n === 1;
    });

    const total = await spent('');
    expect(total).toBeGreaterThan(0);
    const expected = {
      total_calls: 4,
      answered_calls: 1,
      appointments_booked: 1,
      voicemail_calls: 3,
      no_answer_calls: 0,
      cost_usd: cents(total),
      cost_per_booked_usd: cents(total),
    };
    const combined = async () =>
      (await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined', as: 'viewer' })).json().data;
    expect((await combined()).last_24h).toMatchObject(expected);

    const days = (await t.call({ method: 'GET', url: '/api/v1/dashboard/days', as: 'viewer' })).json().data;
    expect(days.days).toHaveLength(7);
    expect(days.days[6]).toMatchObject({ ...expected, median_first_call_seconds: 90 });
    expect(days.days[5]).toMatchObject({ total_calls: 0, cost_usd: 0, median_first_call_seconds: null });

    const job = async (id: string) =>
      (await t.call({ method: 'GET', url: `/api/v1/jobs/${id}/status`, as: 'viewer' })).json().data;
    const voicemailSpend = await spent('where job_id = $1', [voicemailJob]);
    expect(await job(voicemailJob)).toMatchObject({
      cost_usd: cents(voicemailSpend),
      cost_per_booked_usd: null,
    });
    const bookedSpend = await spent('where job_id = $1', [bookedJob]);
    expect(await job(bookedJob)).toMatchObject({
      cost_usd: cents(bookedSpend),
      cost_per_booked_usd: cents(bookedSpend),
    });

    // Two hours on, the calls' hour is read from the hourly rollup (folded, and then with a delta unfolded).
    await compactCallStats(t.systemContext());
    t.clock.advance(2 * 3_600_000);
    await t.database.executeSql(
      "update calls set outcome = 'no-answer', ended_reason = 'customer-did-not-answer' where company_id = (select id from companies where name = 'Voicemail Three')",
    );
    expect((await combined()).last_24h).toMatchObject({
      ...expected,
      voicemail_calls: 2,
      no_answer_calls: 1,
    });
    const later = (await t.call({ method: 'GET', url: '/api/v1/dashboard/days', as: 'viewer' })).json().data;
    expect(later.days[6]).toMatchObject({ voicemail_calls: 2, no_answer_calls: 1, cost_usd: cents(total) });
  });
});
