// Calling compliance on the real app: the callee's own hours, the do-not-call list checked before every dial, the
// attempt caps and retry delays, opt-outs heard in a call, and a campaign that pauses itself on a spike of failures.
// The clock is fixed at Wednesday 11 March 2026, 15:30 UTC: 11:30 in Toronto, 08:30 in Vancouver.
import type { CampaignPreview } from '@callops/contracts/compliance';
import { type FakeVapi, startFakeVapi } from '../../../test/fakes';
import { insertLeads, until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { engineSettings } from '../../settings/live-settings';
import { claimRound, dispatchJob, placeClaimed } from '../calling/dispatch';
import { checkAutoPause } from './auto-pause';

const list = (t: TestApp, phone: string) =>
  t.call({ method: 'POST', url: '/api/v1/do-not-call', as: 'operator', payload: { phone } });
const preview = async (t: TestApp) =>
  (await t.call({ method: 'GET', url: '/api/v1/jobs/cold-calling/preview', as: 'viewer' })).json()
    .data as CampaignPreview;
const startColdCalling = async (t: TestApp) => {
  const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
  expect(started.statusCode).toBe(200);
  return (started.json().data as { id: string }).id;
};
const jobOf = async (t: TestApp, id: string) =>
  (await t.call({ method: 'GET', url: `/api/v1/jobs/${id}/status` })).json().data as {
    status: string;
    metadata: Record<string, unknown>;
  };
const dialedPhones = async (t: TestApp, jobId: string) =>
  (
    await t.database.executeSql(
      'select company_phone from calls where job_id = $1 and call_sid is not null order by company_phone',
      [jobId],
    )
  ).rows.map((row) => row.company_phone as string);

describe('who may be called now', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the due leads by why they wait, each in its own time zone', async () => {
    const [, , , capped] = await insertLeads(t, [
      { name: 'Toronto', phone: '+1 416 555 0101' },
      { name: 'Vancouver', phone: '(604) 555-0102' },
      { name: 'Listed', phone: '416-555-0103' },
      { name: 'Capped', phone: '+14165550104' },
      {
        name: 'Busy Earlier',
        phone: '+14165550105',
        status: 'NO_ANSWER',
        followUp: '2026-03-11T14:00:00Z',
        nextAttemptAt: '2026-03-11T19:00:00Z',
      },
      { name: 'Unknown Zone', phone: '12345' },
      { name: 'Not Due', phone: '+14165550107', status: 'QUALIFIED' },
    ]);
    expect((await list(t, '+14165550103')).statusCode).toBe(200);
    for (const hoursAgo of [1, 3]) {
      await t.database.executeSql(
        `insert into calls (company_id, call_sid, status, created_at) values ($1, $2, 'completed', now())`,
        [capped, `earlier-${hoursAgo}`],
      );
      await t.database.executeSql(`update calls set created_at = $1::timestamptz where call_sid = $2`, [
        new Date(Date.parse('2026-03-11T15:30:00Z') - hoursAgo * 3_600_000).toISOString(),
        `earlier-${hoursAgo}`,
      ]);
    }

    expect(await preview(t)).toEqual({
      due: 6,
      eligible_now: 1,
      skipped: {
        outside_hours: 2,
        do_not_call: 1,
        at_cap: 1,
        retry_later: 1,
        caller_id_pool: 0,
        callback_later: 0,
        budget_reached: 0,
      },
      business_hours_open: true,
    });
    // Each lead keeps where it is, worked out from its number.
    const { rows } = await t.database.executeSql(
      "select name, callee_country, callee_zones, phone_key from companies where name in ('Vancouver', 'Unknown Zone') order by name",
    );
    expect(rows).toEqual([
      { name: 'Unknown Zone', callee_country: null, callee_zones: [], phone_key: null },
      {
        name: 'Vancouver',
        callee_country: 'CA',
        callee_zones: ['America/Vancouver'],
        phone_key: '+16045550102',
      },
    ]);

    // 10:30 in Vancouver: it opens there, and for a lead of unknown zone (open everywhere in the region now).
    t.clock.set('2026-03-11T17:30:00Z');
    expect(await preview(t)).toMatchObject({
      eligible_now: 3,
      skipped: { outside_hours: 0, do_not_call: 1, at_cap: 1, retry_later: 1, caller_id_pool: 0 },
    });
    // A changed number is worked out anew.
    await t.database.executeSql("update companies set phone = '+1 902 555 0102' where name = 'Vancouver'");
    await preview(t);
    const moved = await t.database.executeSql("select callee_zones from companies where name = 'Vancouver'");
    expect(moved.rows[0]?.callee_zones).toEqual(['America/Halifax']);
  });
});

describe('a campaign on the simulated voice provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
    await setting(t, 'max_concurrent_calls', '3');
    // Outcomes chosen, not drawn: a busy line's retry delay would keep a later campaign here waiting for that lead.
    await setting(t, 'simulated_call_outcomes', 'no-answer:1');
  });
  afterAll(() => t.close());

  it('never dials a listed number or a lead outside its hours, and calls the rest', async () => {
    await insertLeads(t, [
      ...Array.from({ length: 5 }, (_, i) => ({ name: `Toronto ${i}`, phone: `+1416555020${i}` })),
      { name: 'Vancouver', phone: '+16045550210' },
      { name: 'Listed', phone: '+14165550211' },
    ]);
    await list(t, '(416) 555-0211');
    const jobId = await startColdCalling(t);
    // Vancouver opens at 09:00 there, within the job's hour: the job waits for it rather than ending.
    await until('the campaign to wait for its last lead', async () => {
      const { rows } = await t.database.executeSql(
        "select message from job_events where job_id = $1 and type = 'waiting'",
        [jobId],
      );
      return rows.length === 1 && /^No lead may be called now: 1 wait/.test(String(rows[0]?.message));
    });
    expect((await jobOf(t, jobId)).status).toBe('running');
    // The simulated voice provider's record of dials: the calls it took (each has its call id).
    expect(await dialedPhones(t, jobId)).toEqual([
      '+14165550200',
      '+14165550201',
      '+14165550202',
      '+14165550203',
      '+14165550204',
    ]);
    const waiting = await t.database.executeSql(
      "select name, lead_status from companies where name in ('Vancouver', 'Listed') order by name",
    );
    expect(waiting.rows).toEqual([
      { name: 'Listed', lead_status: 'NEW' },
      { name: 'Vancouver', lead_status: 'NEW' },
    ]);
    // 09:00 in Vancouver: its hours open and the waiting job calls it, then ends.
    t.clock.set('2026-03-11T16:00:00Z');
    await dispatchJob(t.app.services, jobId); // its next look (a minute later in real time)
    await until('the campaign to end', async () => (await jobOf(t, jobId)).status === 'completed');
    expect(await dialedPhones(t, jobId)).toContain('+16045550210');
    expect(await dialedPhones(t, jobId)).not.toContain('+14165550211');
    t.clock.set('2026-03-11T15:30:00Z');
  });

  it('never dials a listed number for a reminder call either', async () => {
    for (const [name, number] of [
      ['Listed Customer', '+14165550230'],
      ['Reminded Customer', '+14165550231'],
    ]) {
      await t.database.executeSql(
        "insert into appointments (lead_name, lead_number, company_name, appointment_datetime, remark) values ($1, $2, 'Acme', '2026-03-11T19:00:00Z', 'init')",
        [name, number],
      );
    }
    await list(t, '416-555-0230');
    const started = await t.call({
      method: 'POST',
      url: '/api/v1/jobs/reminder-calls/start',
      as: 'operator',
    });
    const jobId = (started.json().data as { id: string }).id;
    await until(
      'the reminder calls to end',
      async () => (await jobOf(t, jobId)).status === 'completed',
    ).catch(async (e) => {
      console.log(
        JSON.stringify(
          (await t.database.executeSql('select type, message from job_events where job_id = $1', [jobId]))
            .rows,
          null,
          1,
        ),
        JSON.stringify(await jobOf(t, jobId)),
      );
      throw e;
    });
    expect(await dialedPhones(t, jobId)).toEqual(['+14165550231']);
    const { rows } = await t.database.executeSql(
      "select message from job_events where job_id = $1 and type = 'call_skipped'",
      [jobId],
    );
    expect(rows).toEqual([
      { message: 'Not calling Listed Customer at +14165550230: the number is on the do-not-call list.' },
    ]);
  });

  it('keeps a reminder call for its callee’s hours, then calls and names the appointment’s time', async () => {
    // 08:30 in Vancouver: the callee's hours open at 09:00 (16:00 UTC).
    for (const [name, number, at] of [
      ['Waiting Customer', '+16045550240', '2026-03-11T17:30:00Z'], // 10:30 in Vancouver
      ['Early Customer', '+16045550241', '2026-03-11T15:45:00Z'], // 08:45: before the hours open
    ]) {
      await t.database.executeSql(
        "insert into appointments (lead_name, lead_number, company_name, appointment_datetime, remark) values ($1, $2, 'Acme', $3, 'init')",
        [name, number, at],
      );
    }
    const started = await t.call({
      method: 'POST',
      url: '/api/v1/jobs/reminder-calls/start',
      as: 'operator',
    });
    const jobId = (started.json().data as { id: string }).id;
    await until('the appointment to be held for its hours', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from job_events where job_id = $1 and type = 'waiting'",
        [jobId],
      );
      return rows[0]?.n === 1;
    });
    await dispatchJob(t.app.services, jobId); // a look before the hours open changes nothing
    expect(await dialedPhones(t, jobId)).not.toContain('+16045550240');
    expect((await jobOf(t, jobId)).status).toBe('running');
    const { rows: events } = await t.database.executeSql(
      "select type, message from job_events where job_id = $1 and type in ('waiting', 'call_skipped') and message like '%+1604555024%' order by type desc",
      [jobId],
    );
    expect(events).toEqual([
      {
        type: 'waiting',
        message: 'Calling Waiting Customer at +16045550240 once their calling hours open, at 12:00 p.m.',
      },
      {
        type: 'call_skipped',
        message:
          "Not calling Early Customer at +16045550241: the appointment begins before the callee's calling hours open.",
      },
    ]);
    t.clock.set('2026-03-11T16:00:30Z');
    await dispatchJob(t.app.services, jobId); // the wake-up queued for the opening
    await until('the reminder calls to end', async () => (await jobOf(t, jobId)).status === 'completed');
    expect(await dialedPhones(t, jobId)).not.toContain('+16045550241');
    expect(await dialedPhones(t, jobId)).toContain('+16045550240');
    const { rows } = await t.database.executeSql(
      "select answered, call_transcript, call_summary from calls where job_id = $1 and company_phone = '+16045550240'",
      [jobId],
    );
    // The simulated callee picks up 85% of the time (the seed is the provider's random call id): the assistant then
    // names the appointment's time; otherwise the call rang out.
    if (rows[0]?.answered) {
      expect(rows[0]?.call_transcript).toMatch(/today at 1:30 p\.m\./);
      expect(rows[0]?.call_summary).toMatch(/today at 1:30 p\.m\./);
    } else {
      expect(rows[0]?.call_summary).toBe('The call rang without an answer.');
    }
    t.clock.set('2026-03-11T15:30:00Z');
  });

  it('puts a number on the list when its owner asks during the call, leaves the lead, tells the CRM and sends one SMS', async () => {
    await t.database.executeSql(
      `insert into simulated_crm_records (id, properties) values ('crm-opt-out', '{"name":"Opting Out","hs_lead_status":"NEW"}')`,
    );
    const [leadId] = await insertLeads(t, [
      { name: 'Opting Out', phone: '+14165550220', hubspotId: 'crm-opt-out' },
    ]);
    await setting(t, 'simulated_call_outcomes', 'opted-out:1');
    const jobId = await startColdCalling(t);
    await until('the confirmation SMS', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from messages where purpose = 'opt_out_confirmation' and company_id = $1",
        [leadId],
      );
      return rows[0]?.n === 1;
    });
    const listed = await t.database.executeSql(
      "select d.phone, d.source, d.source_call_id, k.job_id from do_not_call d join calls k on k.id = d.source_call_id where d.phone = '+14165550220' and d.removed_at is null",
    );
    expect(listed.rows).toEqual([
      { phone: '+14165550220', source: 'call', source_call_id: expect.any(Number), job_id: jobId },
    ]);
    const lead = await t.database.executeSql(
      'select lead_status, follow_up_date from companies where id = $1',
      [leadId],
    );
    expect(lead.rows).toEqual([{ lead_status: 'UNQUALIFIED', follow_up_date: null }]);
    const crm = await t.database.executeSql(
      "select properties from simulated_crm_records where id = 'crm-opt-out'",
    );
    expect(crm.rows[0]?.properties).toMatchObject({ hs_lead_status: 'UNQUALIFIED' });
    const sms = await t.database.executeSql(
      "select channel, to_address, status, body from messages where purpose = 'opt_out_confirmation' and company_id = $1",
      [leadId],
    );
    expect(sms.rows).toEqual([
      { channel: 'sms', to_address: '+14165550220', status: 'sent', body: expect.stringMatching(/not call/) },
    ]);
    const audit = (await t.call({ method: 'GET', url: '/api/v1/audit-log?entity=do_not_call' })).json().data;
    expect(audit[0]).toMatchObject({ action: 'create', entity_key: '+14165550220' });
    // The next test starts a cold-calling job of its own and one runs at a time: this one may still wait for a lead
    // of an earlier campaign here (a retry delay after a busy line), so it is stopped.
    await t.call({ method: 'POST', url: `/api/v1/jobs/${jobId}/stop`, as: 'operator' });
    await until(
      'the campaign to stop',
      async () => !['running', 'paused'].includes((await jobOf(t, jobId)).status),
    );
    await setting(t, 'simulated_call_outcomes', 'no-answer:1');
  });

  it('pauses itself on a spike of unanswered calls, texts the admins, and carries on after Resume', async () => {
    await setting(t, 'max_concurrent_calls', '1');
    await setting(t, 'auto_pause_recent_calls', '5');
    await setting(t, 'auto_pause_unanswered_percent', '100');
    await setting(t, 'admin_phone_numbers', '["+14165559999"]');
    await insertLeads(
      t,
      Array.from({ length: 8 }, (_, i) => ({ name: `Spike ${i}`, phone: `+1416555030${i}` })),
    );
    const jobId = await startColdCalling(t);
    await until('the campaign to pause', async () => (await jobOf(t, jobId)).status === 'paused');
    const paused = await jobOf(t, jobId);
    expect(paused.metadata.pause).toMatchObject({ reason: 'unanswered', recent_calls: 5, unanswered: 5 });
    await until('the admin SMS', async () => {
      const { rows } = await t.database.executeSql(
        "select to_address from messages where purpose = 'campaign_paused' and job_id = $1",
        [jobId],
      );
      return rows.length === 1 && rows[0]?.to_address === '+14165559999';
    });
    // Paused: no further call, however long it waits.
    const dialedWhenPaused = (await dialedPhones(t, jobId)).length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await dialedPhones(t, jobId)).length).toBe(dialedWhenPaused);
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' })).statusCode,
    ).toBe(409);

    await setting(t, 'simulated_call_outcomes', 'qualified:1');
    const resumed = await t.call({ method: 'POST', url: `/api/v1/jobs/${jobId}/resume`, as: 'operator' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ message: 'Successfully resumed', data: { status: 'running' } });
    await until('the campaign to end', async () => (await jobOf(t, jobId)).status === 'completed');
    expect(await dialedPhones(t, jobId)).toHaveLength(8);
    const again = await t.call({ method: 'POST', url: `/api/v1/jobs/${jobId}/resume`, as: 'operator' });
    expect(again.statusCode).toBe(409);
  });
});

describe('the auto-pause rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A pause texts the admins through the queue.
    t = await createTestApp({ withQueue: true });
  });
  afterAll(() => t.close());

  it('judges the calls that ended last, not the ones dialled last', async () => {
    await setting(t, 'auto_pause_recent_calls', '5');
    await setting(t, 'auto_pause_unanswered_percent', '100');
    const jobId = 'job-burst';
    await t.database.executeSql(
      "insert into jobs (id, type, status, started_at) values ($1, 'cold_calling', 'running', now() - interval '1 hour')",
      [jobId],
    );
    // One burst of ten dials: the five unanswered ones, dialled last, rang out within seconds; the five answered
    // ones talked for minutes and ended after them.
    const ended = async (answered: boolean, secondsAgo: number) =>
      t.database.executeSql(
        `insert into calls (job_id, job_type, status, answered, ended_reason, created_at, ended_at)
         values ($1, 'cold_calling', 'completed', $2, $3, now() - interval '10 minutes', now() - $4 * interval '1 second')`,
        [jobId, answered, answered ? 'customer-ended-call' : 'customer-did-not-answer', secondsAgo],
      );
    for (let i = 0; i < 5; i += 1) await ended(true, 60 - i);
    for (let i = 0; i < 5; i += 1) await ended(false, 500 - i);
    const check = async () =>
      checkAutoPause(t.systemContext(), jobId, await engineSettings(t.systemContext()));
    await check();
    expect((await jobOf(t, jobId)).status).toBe('running');

    // Five unanswered calls in a row, ending after everything else: that is a streak.
    for (let i = 0; i < 5; i += 1) await ended(false, 5 - i);
    await check();
    expect((await jobOf(t, jobId)).metadata.pause).toMatchObject({ reason: 'unanswered', unanswered: 5 });
  });
});

describe('the last check before a live dial', () => {
  const VAPI = { apiKey: 'vapi-live-key-0123456789', assistantId: 'asst_1', phoneNumberId: 'pn_1' };
  let vapi: FakeVapi;
  let t: TestApp;
  beforeAll(async () => {
    vapi = await startFakeVapi(VAPI);
    t = await createTestApp({ withQueue: true, env: { VAPI_BASE_URL: vapi.url } });
    await setting(t, 'vapi_api_key', VAPI.apiKey);
    await setting(t, 'vapi_assistant_id', VAPI.assistantId);
    await setting(t, 'vapi_phone_number_id', VAPI.phoneNumberId);
    await setting(t, 'vapi_webhook_secret', 'hook-secret-0123456789');
  });
  afterAll(async () => {
    await t.close();
    await vapi.close();
  });

  it('skips a number put on the list after its lead was claimed', async () => {
    const [first, second] = await insertLeads(t, [
      { name: 'Claimed Then Listed', phone: '+14165550401' },
      { name: 'Still Callable', phone: '+14165550402' },
    ]);
    const jobId = await startColdCalling(t);
    const round = await claimRound(t.app.services, jobId);
    expect(round?.calls.map(({ call }) => call.companyId).sort()).toEqual([first, second].sort());
    expect((await list(t, '+1 416 555 0401')).statusCode).toBe(200);
    await placeClaimed(t.app.services, round as NonNullable<typeof round>);

    const dialed = [...vapi.calls.values()].map(
      (call) => (call.request.customer as { number: string }).number,
    );
    expect(dialed).toEqual(['+14165550402']);
    const skipped = await t.database.executeSql(
      'select k.status, k.ended_reason, c.lead_status from calls k join companies c on c.id = k.company_id where c.id = $1',
      [first],
    );
    expect(skipped.rows).toEqual([
      { status: 'cancelled', ended_reason: 'the number is on the do-not-call list', lead_status: 'NEW' },
    ]);
  });

  it('pauses a campaign whose calls the provider keeps refusing', async () => {
    await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/stop', as: 'operator' });
    await setting(t, 'auto_pause_recent_calls', '5');
    await setting(t, 'auto_pause_error_percent', '60');
    await setting(t, 'max_concurrent_calls', '10');
    await insertLeads(
      t,
      Array.from({ length: 6 }, (_, i) => ({ name: `Refused ${i}`, phone: `+1416555050${i}` })),
    );
    vapi.failNext('server-error', 20);
    const jobId = await startColdCalling(t);
    const round = await claimRound(t.app.services, jobId);
    await placeClaimed(t.app.services, round as NonNullable<typeof round>);
    const job = await jobOf(t, jobId);
    expect(job.status).toBe('paused');
    expect(job.metadata.pause).toMatchObject({ reason: 'provider_errors', recent_calls: 5 });
    // Paused: a round places nothing.
    expect(await claimRound(t.app.services, jobId)).toBeNull();
  });
});
