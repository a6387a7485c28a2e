import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { recordingsPageQueries } from './recording-service';

const SIM_ID = '0b7f3f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';

/**
 * 130 calls a minute apart, newest = n 130: every 10th unanswered (no recording); outcomes cycle booked, qualified,
 * unqualified; every 7th a reminder call (outcome reminded). n 130 is a simulated call with a timed transcript.
 */
async function seedCalls(t: TestApp) {
  await t.database.executeSql(
    `insert into calls (call_sid, status, job_type, outcome, answered, appt_booked, call_rec_url, lead_name,
                        company_name, company_phone, call_transcript, call_summary, lead_score, duration_seconds,
                        transcript_messages, created_at)
     select case when n = 130 then 'sim-${SIM_ID}' else 'sid-' || n end,
            case when n % 10 = 0 and n <> 130 then 'completed' else 'completed' end,
            case when n % 7 = 0 then 'reminder_calls' else 'cold_calling' end,
            case when n % 10 = 0 and n <> 130 then 'no-answer'
                 when n % 7 = 0 then 'reminded'
                 else (array['booked', 'qualified', 'unqualified'])[n % 3 + 1] end,
            not (n % 10 = 0 and n <> 130),
            n % 3 = 0 and n % 7 <> 0 and not (n % 10 = 0 and n <> 130),
            case when n % 10 = 0 and n <> 130 then null
                 when n = 130 then '/media/simulated-recordings/sim-${SIM_ID}.wav'
                 else 'https://vendor.example/' || n || '.wav' end,
            case when n % 11 = 0 then null else 'Lead ' || n end,
            'Company ' || n, '+1416555' || lpad(n::text, 4, '0'),
            'AI: Hello number ' || n, 'Summary ' || n, n % 100, 12,
            case when n = 130 then '[{"speaker":"customer","text":"Yes, speaking.","seconds":4.2},
                                   {"speaker":"assistant","text":"Hi, this is Sarah.","seconds":1.5}]'::jsonb end,
            $1::timestamptz - (130 - n) * interval '1 minute'
       from generate_series(1, 130) n`,
    [TEST_NOW],
  );
}

const list = (t: TestApp, query = '') =>
  t.call({ method: 'GET', url: `/api/v1/call-recordings${query}`, as: 'operator' });

describe('call recordings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCalls(t);
  });
  afterAll(() => t.close());

  it('pages the recordings newest first, 50 from offset 0 by default, with the total', async () => {
    const res = await list(t);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 130 calls less the 12 unanswered ones (10, 20, …, 120).
    expect(body.pagination).toEqual({ limit: 50, offset: 0, total: 118 });
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toMatchObject({
      id: 130,
      call_sid: `sim-${SIM_ID}`,
      lead_name: 'Lead 130',
      phone_number: '+14165550130',
      lead_score: 30,
      status: 'completed',
      job_type: 'cold_calling',
    });
    expect(body.data[0].call_rec_url).toMatch(
      /^\/media\/simulated-recordings\/sim-[0-9a-f-]+\.wav\?expires=\d+&signature=[0-9a-f]+$/,
    );
    expect(body.data[1]).toMatchObject({ id: 129, call_rec_url: 'https://vendor.example/129.wav' });
    expect(body.data[0]).not.toHaveProperty('transcript_messages');
    const last = await list(t, '?limit=50&offset=100');
    expect(last.json().data.map((r: { id: number }) => r.id)).toEqual([
      19, 18, 17, 16, 15, 14, 13, 12, 11, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(last.json().pagination).toEqual({ limit: 50, offset: 100, total: 118 });
  });

  it('filters by outcome and by reminder calls, each with its own total', async () => {
    const totals: Record<string, number> = {};
    for (const status of ['appointment_booked', 'qualified', 'unqualified', 'reminder']) {
      const res = await list(t, `?status=${status}&limit=500`);
      expect(res.statusCode).toBe(200);
      const { data, pagination } = res.json();
      expect(pagination.total).toBe(data.length);
      totals[status] = pagination.total;
      if (status === 'appointment_booked')
        expect(data.every((r: { appt_booked: boolean }) => r.appt_booked)).toBe(true);
      if (status === 'reminder')
        expect(data.every((r: { job_type: string }) => r.job_type === 'reminder_calls')).toBe(true);
    }
    const plain = await t.database.executeSql(
      `select count(*) filter (where outcome = 'booked')::int as b, count(*) filter (where outcome = 'qualified')::int as q,
              count(*) filter (where outcome = 'unqualified')::int as u, count(*) filter (where job_type = 'reminder_calls')::int as r
         from calls where call_rec_url is not null`,
    );
    const row = plain.rows[0] as { b: number; q: number; u: number; r: number };
    expect(totals).toEqual({
      appointment_booked: row.b,
      qualified: row.q,
      unqualified: row.u,
      reminder: row.r,
    });
    expect(row.b + row.q + row.u + row.r).toBe(118);
  });

  it('refuses an unknown filter and a bad limit or offset with the failing field', async () => {
    const cases: [string, string][] = [
      ['?status=booked', 'status'],
      ['?status=', 'status'],
      ['?limit=0', 'limit'],
      ['?limit=-1', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=99999999999', 'limit'],
      ['?offset=-5', 'offset'],
      ['?offset=1e3', 'offset'],
      ['?offset=99999999999', 'offset'],
    ];
    for (const [query, field] of cases) {
      const res = await list(t, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().success).toBe(false);
      expect(res.json().detail.map((d: { field: string }) => d.field)).toEqual([field]);
    }
  });

  it('keeps every total equal to a count of the table through inserts, updates and deletes', async () => {
    const other = await createTestApp();
    try {
      await seedCalls(other);
      const totals = async () => {
        const out: Record<string, number> = {};
        for (const status of ['', 'appointment_booked', 'qualified', 'unqualified', 'reminder']) {
          const url = status ? `/api/v1/call-recordings?status=${status}` : '/api/v1/call-recordings';
          const res = await other.call({ method: 'GET', url });
          out[status || 'all'] = res.json().pagination.total;
        }
        return out;
      };
      const counted = async () => {
        const res = await other.database.executeSql(
          `select count(*)::int as "all", count(*) filter (where outcome = 'booked')::int as appointment_booked,
                  count(*) filter (where outcome = 'qualified')::int as qualified,
                  count(*) filter (where outcome = 'unqualified')::int as unqualified,
                  count(*) filter (where job_type = 'reminder_calls')::int as reminder
             from calls where call_rec_url is not null`,
        );
        return res.rows[0];
      };
      expect(await totals()).toEqual(await counted());
      // A report arrives (recording and outcome set), a lead is scored (outcome moves), a recording is dropped,
      // calls are deleted, and a status-only update changes nothing.
      await other.database.executeSql(
        "update calls set call_rec_url = 'https://vendor.example/late.wav', outcome = 'answered' where id in (10, 20)",
      );
      await other.database.executeSql("update calls set outcome = 'booked' where id in (10, 2, 4)");
      await other.database.executeSql("update calls set job_type = 'reminder_calls' where id = 5");
      await other.database.executeSql('update calls set call_rec_url = null where id = 1');
      await other.database.executeSql("update calls set status = 'failed' where id between 30 and 60");
      await other.database.executeSql('delete from calls where id > 100');
      expect(await totals()).toEqual(await counted());
      // 28 recordings among ids 101–130 deleted, 10 and 20 got one, 1 lost its own.
      expect((await totals()).all).toBe(118 - 28 + 2 - 1);
      await other.database.executeSql('truncate calls cascade');
      expect(await totals()).toEqual({
        all: 0,
        appointment_booked: 0,
        qualified: 0,
        unqualified: 0,
        reminder: 0,
      });
    } finally {
      await other.close();
    }
  });

  it('answers an empty page past the end, with the total', async () => {
    const res = await list(t, '?offset=1000');
    expect(res.json()).toMatchObject({ success: true, data: [], pagination: { total: 118, offset: 1000 } });
  });

  it('gives one recording with its timed transcript in spoken order, and 404 for a call without one', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/call-recordings/130', as: 'operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 130,
      company_name: 'Company 130',
      duration_seconds: 12,
      transcript_messages: [
        { speaker: 'assistant', text: 'Hi, this is Sarah.', seconds: 1.5 },
        { speaker: 'customer', text: 'Yes, speaking.', seconds: 4.2 },
      ],
    });
    const noTimings = await t.call({ method: 'GET', url: '/api/v1/call-recordings/129' });
    expect(noTimings.json().data.transcript_messages).toEqual([]);
    for (const id of [120, 99999]) {
      const missing = await t.call({ method: 'GET', url: `/api/v1/call-recordings/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: `Call recording ${id} not found`,
        request_id: expect.any(String),
      });
    }
    expect((await t.call({ method: 'GET', url: '/api/v1/call-recordings/abc' })).statusCode).toBe(400);
  });

  it('exports every recording of the filter as CSV through a signed link', async () => {
    const link = await t.call({
      method: 'GET',
      url: '/api/v1/call-recordings/export-link?status=qualified',
      as: 'operator',
    });
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json().data;
    expect(url).toMatch(
      /^\/media\/exports\/call-recordings\.csv\?status=qualified&expires=\d+&signature=[0-9a-f]+$/,
    );
    expect(new Date(expires_at).getTime()).toBe(new Date(TEST_NOW).getTime() + 5 * 60_000);

    const csv = await t.app.inject({ method: 'GET', url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="call-recordings-qualified-2026-03-11.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,lead_name,lead_email,phone_number,call_sid,status,job_type,appt_booked,lead_score,call_transcript,call_summary',
    );
    const qualified = (await list(t, '?status=qualified&limit=500')).json();
    expect(lines).toHaveLength(qualified.pagination.total + 1);
    expect(lines[1]).toBe(
      `${qualified.data[0].id},${qualified.data[0].created_at},Lead ${qualified.data[0].id},,+1416555${String(qualified.data[0].id).padStart(4, '0')},${qualified.data[0].call_sid},completed,cold_calling,false,${qualified.data[0].id % 100},AI: Hello number ${qualified.data[0].id},Summary ${qualified.data[0].id}`,
    );
  });

  it('streams an export larger than one batch whole, each row once', async () => {
    const other = await createTestApp();
    try {
      await other.database.executeSql(
        `insert into calls (status, call_rec_url, created_at)
         select 'completed', 'https://vendor.example/x.wav', $1::timestamptz - (n % 7) * interval '1 second'
           from generate_series(1, 2500) n`,
        [TEST_NOW],
      );
      const { url } = (await other.call({ method: 'GET', url: '/api/v1/call-recordings/export-link' })).json()
        .data;
      expect(url).toMatch(/^\/media\/exports\/call-recordings\.csv\?expires=/);
      const csv = await other.app.inject({ method: 'GET', url });
      const ids = csv.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
      expect(ids).toHaveLength(2500);
      expect(new Set(ids).size).toBe(2500);
    } finally {
      await other.close();
    }
  });

  it('refuses an export link that was changed or has expired', async () => {
    const { url } = (
      await t.call({ method: 'GET', url: '/api/v1/call-recordings/export-link?status=qualified' })
    ).json().data;
    const widened = (url as string).replace('status=qualified', 'status=unqualified');
    expect((await t.app.inject({ method: 'GET', url: widened })).statusCode).toBe(401);
    const unfiltered = (url as string).replace('status=qualified&', '');
    expect((await t.app.inject({ method: 'GET', url: unfiltered })).statusCode).toBe(401);
    t.clock.advance(5 * 60_000 + 1_000);
    try {
      const expired = await t.app.inject({ method: 'GET', url });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('This export link is not valid or has expired');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('needs a token for the list, the detail and the export link', async () => {
    for (const url of [
      '/api/v1/call-recordings',
      '/api/v1/call-recordings/1',
      '/api/v1/call-recordings/export-link',
    ]) {
      expect((await t.call({ method: 'GET', url, as: null })).statusCode).toBe(401);
    }
  });
});

const PLAIN_FILTERS = {
  appointment_booked: "outcome = 'booked'",
  qualified: "outcome = 'qualified'",
  unqualified: "outcome = 'unqualified'",
  reminder: "job_type = 'reminder_calls'",
} as const;

describe('call recordings at volume', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 30,000 calls, a third without a recording; outcomes and reminder calls mixed in.
    await t.database.executeSql(
      `insert into calls (status, job_type, outcome, call_rec_url, created_at)
       select 'completed', case when n % 9 = 0 then 'reminder_calls' else 'cold_calling' end,
              (array['no-answer', 'booked', 'qualified', 'unqualified'])[n % 4 + 1],
              case when n % 3 = 0 then null else 'https://vendor.example/r.wav' end,
              $1::timestamptz - n * interval '1 minute'
         from generate_series(1, 30000) n`,
      [TEST_NOW],
    );
    await t.database.executeSql('vacuum analyze calls');
  });
  afterAll(() => t.close());

  it.each([undefined, 'appointment_booked', 'qualified', 'unqualified', 'reminder'] as const)(
    'reads the %s page through an index and its total from the kept counts, never the whole table',
    async (status) => {
      const { page, total } = recordingsPageQueries(t.systemContext(), { status, limit: 50, offset: 0 });
      const planOf = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
        const { sql, params } = query.toSQL();
        return (await t.database.executeSql(`explain ${sql}`, params)).rows
          .map((r) => String(r['QUERY PLAN']))
          .join('\n');
      };
      const pagePlan = await planOf(page);
      expect(pagePlan).toMatch(/Index Scan( Backward)? using calls_\w+ on calls/);
      expect(pagePlan).not.toMatch(/Seq Scan on calls/);
      expect(await planOf(total)).not.toMatch(/ on calls /);
      const [counted] = await total;
      const plain = await t.database.executeSql(
        `select count(*)::int as n from calls where call_rec_url is not null and ${status ? PLAIN_FILTERS[status] : 'true'}`,
      );
      expect(counted?.n).toBe(plain.rows[0]?.n);
    },
  );
});

describe('call recordings among many calls without one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 30,000 calls, 60 of them recorded (the oldest): a newest-first scan of every call would step over the rest.
    await t.database.executeSql(
      `insert into calls (status, job_type, outcome, call_rec_url, created_at)
       select 'completed', case when n % 2 = 0 then 'reminder_calls' else 'cold_calling' end,
              (array['booked', 'qualified', 'unqualified'])[n % 3 + 1],
              case when n > 29940 then 'https://vendor.example/r.wav' end,
              $1::timestamptz - n * interval '1 minute'
         from generate_series(1, 30000) n`,
      [TEST_NOW],
    );
    await t.database.executeSql('vacuum analyze calls');
  });
  afterAll(() => t.close());

  it.each([undefined, 'appointment_booked', 'reminder'] as const)(
    'reads the %s page from the partial index of recorded calls',
    async (status) => {
      const { page } = recordingsPageQueries(t.systemContext(), { status, limit: 50, offset: 0 });
      const { sql, params } = page.toSQL();
      const plan = (await t.database.executeSql(`explain ${sql}`, params)).rows
        .map((r) => String(r['QUERY PLAN']))
        .join('\n');
      expect(plan).toMatch(/(Index Scan( Backward)? using|Bitmap Index Scan on) calls_recordings_\w+/);
      expect((await page).length).toBe(status === undefined ? 50 : status === 'reminder' ? 30 : 20);
    },
  );
});
