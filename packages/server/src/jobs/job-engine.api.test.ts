// The job engine end to end on the real app with the simulated providers: the simulated voice provider posts
// signed reports to the app's own webhook over HTTP, as VAPI would.
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { fixedClock } from '../clock';

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

async function addLeads(
  t: TestApp,
  leads: { name: string; status: string; followUp?: string | null; phone?: string | null }[],
) {
  for (const [i, lead] of leads.entries()) {
    await t.database.executeSql(
      `insert into companies (name, phone, email, service, lead_status, follow_up_date, created_at, updated_at)
       values ($1, $2, $3, 'Plumbing', $4, $5, now() - ($6 || ' minutes')::interval, now())`,
      [
        lead.name,
        lead.phone === undefined ? `+1416555${String(1000 + i)}` : lead.phone,
        `lead${i}@example.com`,
        lead.status,
        lead.followUp ?? null,
        String(100 - i),
      ],
    );
  }
}

const DISCLOSURE = 'This is an automated AI assistant, and this call is recorded.';
const FIRST_MESSAGE =
  'Hi, this is Alex calling about growing your home-service business. Do you have a minute?';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const jobOf = async (t: TestApp, id: string) =>
  (await t.call({ method: 'GET', url: `/api/v1/jobs/${id}/status` })).json().data as {
    status: string;
    progress: { current: number; total: number };
    metadata: Record<string, unknown>;
  };

describe('cold calling on simulated providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
    await t.call({ method: 'PUT', url: '/api/v1/app-config/max_concurrent_calls', payload: { value: '4' } });
  });
  afterAll(() => t.close());

  it('calls every eligible lead exactly once and moves each lead on', async () => {
    await addLeads(t, [
      ...Array.from({ length: 14 }, (_, i) => ({ name: `New Lead ${i}`, status: 'NEW' })),
      { name: 'Due Retry', status: 'NO_ANSWER', followUp: '2026-03-11T13:00:00Z' },
      { name: 'Later Retry', status: 'NO_ANSWER', followUp: '2026-03-13T13:00:00Z' },
      { name: 'No Phone', status: 'NEW', phone: null },
      { name: 'Already Qualified', status: 'QUALIFIED' },
    ]);
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    expect(started.statusCode).toBe(200);
    const job = started.json().data as { id: string; status: string; progress: { total: number } };
    expect([job.status, job.progress.total]).toEqual(['running', 15]);

    const again = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    expect(again.statusCode).toBe(409);

    await until('the job to complete', async () => (await jobOf(t, job.id)).status === 'completed');
    const perLead = await t.database.executeSql(
      `select c.name, c.lead_status, count(k.id)::int as calls from companies c
       left join calls k on k.company_id = c.id and k.job_id = $1 group by c.id order by c.name`,
      [job.id],
    );
    const calls = Object.fromEntries(perLead.rows.map((r) => [r.name, r.calls]));
    expect(calls['Later Retry']).toBe(0);
    expect(calls['No Phone']).toBe(0);
    expect(calls['Already Qualified']).toBe(0);
    expect(perLead.rows.filter((r) => r.calls === 1)).toHaveLength(15);
    // No lead is left claimed, waiting for its score, or half-way through its follow-up messages.
    await until('every lead to settle', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from companies where lead_status in ('NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS', 'LEAD_SCORE_PENDING', 'NEW', 'APPOINTMENT_BOOKED', 'APPOINTMENT_BOOKED_EMAIL_SENT', 'QUALIFIED', 'QUALIFIED_EMAIL_SENT') and phone is not null and name <> 'Already Qualified'",
      );
      return rows[0]?.n === 0;
    });

    const { rows: done } = await t.database.executeSql(
      'select answered, call_transcript, call_summary, lead_score, call_rec_url, transcript_messages, duration_seconds, disclosure, first_message, lead_name, company_name from calls where job_id = $1',
      [job.id],
    );
    for (const call of done) {
      // Every call opened with the AI and recording notice, and its row keeps that it was given.
      expect(call.disclosure).toBe(DISCLOSURE);
      // The call names its lead (a cold call's lead is the company).
      expect(call.lead_name).toEqual(expect.stringMatching(/Lead|Retry/));
      expect(call.lead_name).toBe(call.company_name);
      expect(call.first_message).toBe(`${DISCLOSURE} ${FIRST_MESSAGE}`);
      if (call.answered)
        expect(call.call_transcript).toMatch(new RegExp(`^AI: ${escapeRegExp(DISCLOSURE)} `));
      expect(call.call_summary).toEqual(expect.any(String));
      expect(call.call_rec_url).toMatch(/\/media\/simulated-recordings\/sim-[0-9a-f-]+\.wav$/);
      expect(call.duration_seconds).toBeGreaterThan(0);
      if (call.answered) {
        expect(call.call_transcript).toMatch(/^AI: /);
        expect((call.transcript_messages as unknown[]).length).toBeGreaterThan(0);
      }
    }
    const booked = await t.database.executeSql(
      "select c.id, c.lead_status, a.id as appointment_id, a.calendar_event_id from companies c join appointments a on a.company_id = c.id where c.lead_status like 'APPOINTMENT_BOOKED%'",
    );
    for (const row of booked.rows) {
      expect(row.calendar_event_id).toEqual(expect.stringMatching(/^sim-/));
      expect(row.lead_status).toBe('APPOINTMENT_BOOKED_SMS_SENT');
      const sent = await t.database.executeSql(
        "select channel, provider_mode, status from messages where appointment_id = $1 and purpose = 'booking_confirmation' order by channel",
        [row.appointment_id],
      );
      expect(sent.rows).toEqual([
        { channel: 'email', provider_mode: 'simulated', status: 'sent' },
        { channel: 'sms', provider_mode: 'simulated', status: 'sent' },
      ]);
    }
    const story = (await t.call({ method: 'GET', url: `/api/v1/events/batch/${job.id}` })).json().data as {
      event_type: string;
    }[];
    const types = story.map((e) => e.event_type);
    expect(types[0]).toBe('started');
    expect(types.filter((type) => type === 'call_placed')).toHaveLength(15);
    expect(types.filter((type) => type === 'call_completed')).toHaveLength(15);
    expect(types).toContain('completed');
  });
});

describe('what every call says first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '50' } });
    // Answered calls: a busy line's retry would keep the campaign waiting for its delay, within its timer.
    await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/simulated_call_outcomes',
      payload: { value: 'qualified:1' },
    });
  });
  afterAll(() => t.close());

  const campaign = async (name: string) => {
    await addLeads(t, [{ name, status: 'NEW' }]);
    const job = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' })
    ).json().data as { id: string };
    await until('the job to complete', async () => (await jobOf(t, job.id)).status === 'completed');
    const { rows } = await t.database.executeSql(
      'select disclosure, first_message from calls where job_id = $1',
      [job.id],
    );
    return rows;
  };

  it('opens with the disclosure setting as worded, and with its default when it is emptied', async () => {
    const put = (key: string, value: string) =>
      t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
    expect((await put('call_disclosure', 'You are speaking with an AI; we record calls.')).statusCode).toBe(
      200,
    );
    expect((await put('assistant_first_message', 'Hello there.')).statusCode).toBe(200);
    expect(await campaign('Worded Lead')).toEqual([
      {
        disclosure: 'You are speaking with an AI; we record calls.',
        first_message: 'You are speaking with an AI; we record calls. Hello there.',
      },
    ]);
    expect((await put('call_disclosure', '')).statusCode).toBe(200);
    expect(await campaign('Emptied Lead')).toEqual([
      { disclosure: DISCLOSURE, first_message: `${DISCLOSURE} Hello there.` },
    ]);
  });
});

describe('calling hours, stopping, timers and reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '20' } });
  });
  afterAll(() => t.close());

  it('places no call outside the calling hours and says why', async () => {
    t.clock.set('2026-03-11T23:30:00Z'); // 19:30 in Toronto
    await addLeads(t, [{ name: 'Evening Lead', status: 'NEW' }]);
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    const job = started.json().data as { id: string; status: string };
    expect(job.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await t.database.executeSql('select count(*)::int as n from calls where job_id = $1', [
      job.id,
    ]);
    expect(rows[0]?.n).toBe(0);
    const story = (await t.call({ method: 'GET', url: `/api/v1/events/batch/${job.id}` })).json().data as {
      event_type: string;
      message: string;
    }[];
    expect(story.find((e) => e.event_type === 'waiting')?.message).toMatch(
      /^Outside the calling hours \(09:00–17:00 America\/Toronto\): no call placed; waiting until .* [ap]\.m\.$/,
    );
    const cancelled = await t.call({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, as: 'operator' });
    expect(cancelled.json().data.status).toBe('cancelled');
    t.clock.set('2026-03-11T15:30:00Z');
  });

  it('places no call after a Stop has answered', async () => {
    await t.call({ method: 'PUT', url: '/api/v1/app-config/max_concurrent_calls', payload: { value: '2' } });
    await addLeads(
      t,
      Array.from({ length: 30 }, (_, i) => ({ name: `Stop Lead ${i}`, status: 'NEW' })),
    );
    const job = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' })
    ).json().data as { id: string };
    await until('a first call', async () => {
      const { rows } = await t.database.executeSql('select count(*)::int as n from calls where job_id = $1', [
        job.id,
      ]);
      return (rows[0]?.n as number) > 0;
    });
    const stopped = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/stop', as: 'operator' });
    expect(stopped.json().data.stopped_count).toBe(1);
    const answeredAt = new Date();
    const { rows: before } = await t.database.executeSql(
      'select count(*)::int as n from calls where job_id = $1',
      [job.id],
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { rows: after } = await t.database.executeSql(
      "select count(*)::int as n, count(*) filter (where status in ('dialing', 'placing', 'queued'))::int as open from calls where job_id = $1",
      [job.id],
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(after[0]?.open).toBe(0);
    expect((await jobOf(t, job.id)).status).toBe('stopped');
    expect(answeredAt.getTime()).toBeGreaterThan(0);
    // The leads that were not called are untouched for the next campaign.
    const { rows: left } = await t.database.executeSql(
      "select count(*)::int as n from companies where name like 'Stop Lead%' and lead_status = 'NEW'",
    );
    expect(left[0]?.n).toBeGreaterThan(0);
  });

  it('Stop All ends a campaign waiting for its hours, which then places no call once they open', async () => {
    t.clock.set('2026-03-11T12:59:58Z'); // 08:59:58 in Toronto: the calling hours open in 2 s
    await addLeads(t, [{ name: 'Armed Lead', status: 'NEW' }]);
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    const job = started.json().data as { id: string; status: string };
    expect(job.status).toBe('pending');
    const stopped = await t.call({ method: 'POST', url: '/api/v1/jobs/stop-all', as: 'operator' });
    expect(stopped.json()).toMatchObject({
      message: 'Successfully stopped: 1 waiting to start',
      data: { stopped_count: 1, ended: { running: 0, pending: 1, paused: 0 } },
    });
    t.clock.set('2026-03-11T13:00:30Z'); // the hours are open
    await new Promise((resolve) => setTimeout(resolve, 3500)); // past the wake-up the start queued for 09:00
    const { rows } = await t.database.executeSql('select count(*)::int as n from calls where job_id = $1', [
      job.id,
    ]);
    expect(rows[0]?.n).toBe(0);
    expect((await jobOf(t, job.id)).status).toBe('stopped');
    const { rows: lead } = await t.database.executeSql(
      "select lead_status from companies where name = 'Armed Lead'",
    );
    expect(lead[0]?.lead_status).toBe('NEW');
    t.clock.set('2026-03-11T15:30:00Z');
  });

  it('stops a job whose timer ran out', async () => {
    await addLeads(
      t,
      Array.from({ length: 5 }, (_, i) => ({ name: `Timer Lead ${i}`, status: 'NEW' })),
    );
    const job = (
      await t.call({
        method: 'POST',
        url: '/api/v1/jobs/cold-calling/start',
        as: 'operator',
        payload: { duration_minutes: 1 },
      })
    ).json().data as { id: string; ends_at: string };
    expect(new Date(job.ends_at).getTime() - new Date('2026-03-11T15:30:00Z').getTime()).toBe(60_000);
    t.clock.advance(61_000);
    await until(
      'the timer to stop the job',
      async () => (await jobOf(t, job.id)).status === 'stopped',
      15_000,
    );
    const story = (await t.call({ method: 'GET', url: `/api/v1/events/batch/${job.id}` })).json().data as {
      message: string;
    }[];
    expect(story.at(-1)?.message).toBe('Stopped by its timer after 1 minutes.');
    t.clock.set('2026-03-11T15:30:00Z');
  });

  it('imports the simulated CRM by hubspot_id, twice without duplicates', async () => {
    const first = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/hubspot-fetch/start', as: 'operator' })
    ).json().data as { id: string };
    await until('the first import', async () => (await jobOf(t, first.id)).status === 'completed');
    const { rows: once } = await t.database.executeSql(
      "select count(*)::int as n from companies where hubspot_id like 'sim-%'",
    );
    expect(once[0]?.n).toBe(60);
    const second = (
      await t.call({ method: 'POST', url: '/api/v1/jobs/hubspot-fetch/start', as: 'operator' })
    ).json().data as { id: string };
    await until('the second import', async () => (await jobOf(t, second.id)).status === 'completed');
    const { rows: twice } = await t.database.executeSql(
      "select count(*)::int as n from companies where hubspot_id like 'sim-%'",
    );
    expect(twice[0]?.n).toBe(60);
  });

  it('gives back leads left in progress without a live call', async () => {
    await t.database.executeSql(
      "insert into companies (name, phone, lead_status, claimed_at) values ('Orphan', '+14165550001', 'NO_ANSWER_IN_PROGRESS', '2026-03-11T14:00:00Z')",
    );
    const res = await t.call({ method: 'POST', url: '/api/v1/jobs/process-stuck-leads', as: 'operator' });
    expect(res.json().data.released_count).toBeGreaterThanOrEqual(1);
    const { rows } = await t.database.executeSql(
      "select lead_status, claimed_at from companies where name = 'Orphan'",
    );
    expect(rows[0]).toEqual({ lead_status: 'NO_ANSWER', claimed_at: null });
  });

  it('closes a call whose report never came and gives its job the call slot back', async () => {
    await t.database.executeSql(
      `insert into jobs (id, type, status, calls_in_flight) values ('job-lost-report', 'cold_calling', 'stopped', 1)`,
    );
    await t.database.executeSql(
      `insert into calls (job_id, job_type, status, company_name, created_at)
       values ('job-lost-report', 'cold_calling', 'ringing', 'Silent Co', '2026-03-11T14:00:00Z')`,
    );
    await t.call({ method: 'POST', url: '/api/v1/jobs/process-stuck-leads', as: 'operator' });
    const { rows } = await t.database.executeSql(
      `select j.calls_in_flight, j.progress_current, j.metadata->'counts'->>'lost' as lost, c.status
       from jobs j join calls c on c.job_id = j.id where j.id = 'job-lost-report'`,
    );
    expect(rows[0]).toEqual({ calls_in_flight: 0, progress_current: 1, lost: '1', status: 'failed' });
  });
});

describe('send reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Friday 10:00 in Toronto.
    t = await createTestApp({ withEngine: true, clock: fixedClock('2026-03-13T14:00:00Z') });
  });
  afterAll(() => t.close());

  it('on a Friday sends reminders for Saturday, Sunday and Monday, and a second run sends nothing new', async () => {
    const days = [
      '2026-03-13T18:00:00Z',
      '2026-03-14T15:00:00Z',
      '2026-03-15T15:00:00Z',
      '2026-03-16T15:00:00Z',
      '2026-03-17T15:00:00Z',
    ];
    for (const [i, at] of days.entries()) {
      await t.database.executeSql(
        "insert into appointments (lead_name, lead_email, lead_number, company_name, appointment_datetime, remark) values ($1, $2, '+14165559900', 'Acme', $3, 'init')",
        [`Friday Lead ${i}`, `friday${i}@example.com`, at],
      );
    }
    const first = await t.call({
      method: 'POST',
      url: '/api/v1/reminders/send',
      as: 'operator',
      payload: { channels: ['email', 'sms'] },
    });
    const result = first.json().data.results as {
      total: number;
      sent: number;
      alreadySent: number;
      details: { leadName: string }[];
    };
    const reminded = result.details.map((d) => d.leadName).filter((name) => name.startsWith('Friday'));
    expect(reminded).toEqual(['Friday Lead 1', 'Friday Lead 2', 'Friday Lead 3']);
    expect(result.sent).toBeGreaterThanOrEqual(3);
    const second = (await t.call({ method: 'POST', url: '/api/v1/reminders/send', as: 'operator' })).json()
      .data.results as { sent: number; alreadySent: number; total: number };
    expect(second.sent).toBe(0);
    expect(second.alreadySent).toBe(second.total);
    // "… on Monday, March 16, 2026 at 11:00 a.m." with one full stop.
    const { rows } = await t.database.executeSql(
      "select body from messages where purpose = 'appointment_reminder'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { body } of rows) expect(String(body)).toMatch(/ on [^\n]* [ap]\.m\.(\n|$)/);
  });
});
