// Spoken callbacks end to end on the simulated provider: a callee asks to be called back "Monday after three"; the
// engine books it at 15:00 on the lead's own clock (across the change to daylight time, and in half-hour zones),
// the lead shows it, and once due the callback is called ahead of every other lead, fresh ones included.

import type { Role } from '@callops/contracts/core';
import { runColdCalling } from '../../../test/helpers/campaigns';
import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fixedClock } from '../../clock';

// Friday March 6, 2026, 09:30 in Toronto (EST, -5): daylight time starts on Sunday the 8th.
const FRIDAY = '2026-03-06T14:30:00.000Z';

describe('spoken callbacks', () => {
  let t: TestApp;
  const clock = fixedClock(FRIDAY);

  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, clock, env: { SIMULATION_SPEED: '500' } });
    await setting(t, 'simulated_call_outcomes', 'callback:1');
    await setting(t, 'business_timezone', 'America/Toronto');
  });
  afterAll(() => t.close());

  async function insertLead(
    name: string,
    phone: string,
    status = 'NEW',
    createdAt = FRIDAY,
  ): Promise<number> {
    const { rows } = await t.database.executeSql(
      `insert into companies (name, phone, service, lead_status, created_at, updated_at)
       values ($1, $2, 'Plumbing', $3, $4::timestamptz, $4::timestamptz) returning id`,
      [name, phone, status, createdAt],
    );
    return rows[0]?.id as number;
  }

  /** Moves the clock days on: the test users' tokens are signed anew, as a user signing in that day would be. */
  async function setClock(at: string): Promise<void> {
    clock.set(at);
    const { rows } = await t.database.executeSql('select id, username, role, token_version from users');
    for (const user of rows as { id: number; username: string; role: Role; token_version: number }[])
      t.tokens[user.role] = await t.app.services.tokens.sign({
        userId: user.id,
        username: user.username,
        role: user.role,
        tokenVersion: user.token_version,
      });
  }

  async function runCampaign(): Promise<string> {
    const jobId = await runColdCalling(t);
    // A job completes when its calls ended; their scoring (where a callback is booked) is a job of its own after.
    await until('every answered call to be scored', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from companies where lead_status = 'LEAD_SCORE_PENDING'",
      );
      return rows[0]?.n === 0;
    });
    return jobId;
  }

  it("books the callback at the time asked for on the lead's own clock, across DST and in half-hour zones", async () => {
    await insertLead('Toronto Plumbing', '+14165550101');
    await insertLead("St. John's Plumbing", '+17097225555');
    await insertLead('Kolkata Plumbing', '+919876543210');
    await runCampaign();

    const { rows } = await t.database.executeSql(
      `select c.name, c.lead_status, c.callback_at, c.callback_zone, c.callback_note, c.follow_up_date,
              k.outcome, k.analysis
       from companies c join calls k on k.company_id = c.id order by c.id`,
    );
    // Asked for "Monday after three": 15:00 on Monday March 9 on each lead's own clock.
    expect(
      rows.map((row) => [
        row.name,
        row.outcome,
        row.lead_status,
        new Date(row.callback_at as string).toISOString(),
        row.callback_zone,
        row.callback_note,
      ]),
    ).toEqual([
      // EDT (-4) by Monday, though asked on a Friday in EST (-5).
      ['Toronto Plumbing', 'callback', 'NO_ANSWER', '2026-03-09T19:00:00.000Z', 'America/Toronto', null],
      // NDT (-2:30).
      ["St. John's Plumbing", 'callback', 'NO_ANSWER', '2026-03-09T17:30:00.000Z', 'America/St_Johns', null],
      // IST (+5:30), under the zone's older name, as the number's zone map gives it.
      ['Kolkata Plumbing', 'callback', 'NO_ANSWER', '2026-03-09T09:30:00.000Z', 'Asia/Calcutta', null],
    ]);
    expect(rows[0]?.analysis).toMatchObject({ outcome: 'callback', callback_at: '2026-03-09T15:00' });
    expect(new Date(rows[0]?.follow_up_date as string).toISOString()).toBe('2026-03-09T19:00:00.000Z');

    const listed = await t.call({
      method: 'GET',
      url: '/api/v1/companies/latest?statuses=NO_ANSWER',
      as: 'viewer',
    });
    expect(listed.statusCode).toBe(200);
    const leads = listed.json().data.leads as { name: string; callback: unknown }[];
    expect(leads.find((lead) => lead.name === "St. John's Plumbing")?.callback).toEqual({
      at: '2026-03-09T17:30:00.000Z',
      zone: 'America/St_Johns',
      note: null,
    });
  });

  it('says "callback not yet due" in the preview until then, and calls due callbacks ahead of every other lead', async () => {
    // Kolkata's callback has had its test; a lead due but outside its hours would keep the next campaign waiting.
    await t.database.executeSql(`delete from companies where name = 'Kolkata Plumbing'`);
    // Monday noon in Toronto: both callbacks are later today.
    await setClock('2026-03-09T16:00:00.000Z');
    const preview = await t.call({ method: 'GET', url: '/api/v1/jobs/cold-calling/preview', as: 'viewer' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      due: 2,
      eligible_now: 0,
      skipped: { callback_later: 2, retry_later: 0, budget_reached: 0 },
    });

    // 15:30 in Toronto: both are due; an old NEW lead and a fresh one (speed to lead) wait behind them.
    await setClock('2026-03-09T19:30:00.000Z');
    await setting(t, 'simulated_call_outcomes', 'no-answer:1');
    await setting(t, 'max_concurrent_calls', '1');
    await insertLead('Old Lead Roofing', '+14165550102', 'NEW', '2026-03-01T15:00:00.000Z');
    await insertLead('Fresh Lead Roofing', '+14165550103', 'NEW', '2026-03-09T19:29:00.000Z');
    const jobId = await runCampaign();

    const { rows } = await t.database.executeSql(
      `select c.name, c.callback_at from calls k join companies c on c.id = k.company_id
       where k.job_id = $1 order by k.id`,
      [jobId],
    );
    expect(rows.map((row) => row.name)).toEqual([
      "St. John's Plumbing",
      'Toronto Plumbing',
      'Fresh Lead Roofing',
      'Old Lead Roofing',
    ]);
    // A callback is spent once its call's report is in.
    expect(rows.map((row) => row.callback_at)).toEqual([null, null, null, null]);
  });
});
