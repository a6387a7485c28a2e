import { DANGER_MESSAGES } from '@callops/contracts/danger';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/danger';

/**
 * Four companies (one claimed by a running cold-calling job), two appointments, five calls (one still being
 * dialled by that job), and three jobs: running, queued and completed.
 */
async function seed(t: TestApp): Promise<void> {
  await t.database.executeSql(
    `delete from calls; delete from appointments; delete from companies; delete from jobs`,
  );
  await t.database.executeSql(
    `insert into jobs (id, type, status, started_at) values
       ('job-running', 'cold_calling', 'running', now()),
       ('job-queued', 'reminder_calls', 'pending', now()),
       ('job-done', 'send_reminders', 'completed', now())`,
  );
  await t.database.executeSql(
    `insert into companies (name, phone, lead_status, claimed_at, claimed_by_job_id)
     select 'Company ' || n, '416555010' || n,
            case when n = 1 then 'NEW_IN_PROGRESS' else 'NEW' end,
            case when n = 1 then now() end, case when n = 1 then 'job-running' end
     from generate_series(1, 4) n`,
  );
  await t.database.executeSql(
    `insert into appointments (lead_name, company_name) select 'Lead ' || n, 'Company ' || n from generate_series(1, 2) n`,
  );
  await t.database.executeSql(
    `insert into calls (company_id, job_id, status, lead_status_before)
     select (select min(id) from companies), 'job-running', 'dialing', 'NEW'`,
  );
  await t.database.executeSql(
    `insert into calls (status, call_sid) select 'completed', 'CA' || n from generate_series(1, 4) n`,
  );
  await t.database.executeSql(`update jobs set calls_in_flight = 1 where id = 'job-running'`);
}

async function counts(t: TestApp) {
  const res = await t.database.executeSql(
    `select (select count(*) from jobs)::int as jobs, (select count(*) from companies)::int as companies,
            (select count(*) from appointments)::int as appointments, (select count(*) from calls)::int as calls`,
  );
  return res.rows[0];
}

async function lastAudit(t: TestApp) {
  const res = await t.database.executeSql(
    `select username, action, entity_key, old_value, new_value from audit_log
     where entity = 'danger_zone' order by id desc limit 1`,
  );
  return res.rows[0] as Record<string, string> | undefined;
}

async function auditCount(t: TestApp) {
  const res = await t.database.executeSql(
    `select count(*)::int as n from audit_log where entity = 'danger_zone'`,
  );
  return res.rows[0]?.n;
}

describe('danger zone API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => seed(t));

  it('counts jobs, companies, appointments and calls', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/status` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ table_counts: { jobs: 3, companies: 4, appointments: 2, calls: 5 } });
  });

  it('empties one table after cancelling the running and queued jobs, and audits the counts', async () => {
    const res = await t.call({ method: 'DELETE', url: `${API}/cleanup/table/calls` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: DANGER_MESSAGES.deleted(5, 'calls', 0),
      data: {
        table: 'calls',
        cancelled_jobs: 2,
        actual_deleted: 5,
        deleted_count: 5,
        before_deletion: 5,
        after_deletion: 0,
        remaining_records: 0,
      },
    });
    expect(await counts(t)).toEqual({ jobs: 3, companies: 4, appointments: 2, calls: 0 });
    const jobs = await t.database.executeSql(`select id, status, calls_in_flight from jobs order by id`);
    expect(jobs.rows).toEqual([
      { id: 'job-done', status: 'completed', calls_in_flight: 0 },
      { id: 'job-queued', status: 'cancelled', calls_in_flight: 0 },
      { id: 'job-running', status: 'cancelled', calls_in_flight: 0 },
    ]);
    // The lead the running job had claimed went back to where it was, as a Cancel leaves it.
    const claimed = await t.database.executeSql(
      `select lead_status, claimed_by_job_id from companies where name = 'Company 1'`,
    );
    expect(claimed.rows[0]).toEqual({ lead_status: 'NEW', claimed_by_job_id: null });
    const events = await t.database.executeSql(
      `select job_id, message from job_events where type = 'cancelled' order by job_id`,
    );
    expect(events.rows.map((e) => e.job_id)).toEqual(['job-queued', 'job-running']);
    expect(events.rows[0]?.message).toBe('Cancelled by admin1 before the danger zone emptied calls.');
    expect(await lastAudit(t)).toEqual({
      username: 'admin1',
      action: 'delete',
      entity_key: 'calls',
      old_value: JSON.stringify({ before_deletion: 5 }),
      new_value: JSON.stringify({ cancelled_jobs: 2, actual_deleted: 5, after_deletion: 0 }),
    });
  });

  it('empties the jobs table with their events; calls keep their rows without the job', async () => {
    const res = await t.call({ method: 'DELETE', url: `${API}/cleanup/table/jobs` });
    expect(res.json().data).toMatchObject({ table: 'jobs', actual_deleted: 3, remaining_records: 0 });
    expect(await counts(t)).toEqual({ jobs: 0, companies: 4, appointments: 2, calls: 5 });
    const events = await t.database.executeSql(`select count(*)::int as n from job_events`);
    expect(events.rows[0]?.n).toBe(0);
  });

  it('empties every table at once with the counts before and after', async () => {
    const res = await t.call({ method: 'DELETE', url: `${API}/cleanup/all-data` });
    expect(res.statusCode).toBe(200);
    const zero = { jobs: 0, companies: 0, appointments: 0, calls: 0 };
    const before = { jobs: 3, companies: 4, appointments: 2, calls: 5 };
    expect(res.json()).toEqual({
      success: true,
      message: DANGER_MESSAGES.deleted(14, null, 0),
      data: {
        cancelled_jobs: 2,
        actual_deleted: 14,
        deleted_count: 14,
        deleted_counts: before,
        before_deletion: before,
        after_deletion: zero,
        remaining_records: 0,
      },
    });
    expect(await counts(t)).toEqual(zero);
    expect(await lastAudit(t)).toMatchObject({ action: 'delete', entity_key: 'all-data' });
    const status = await t.call({ method: 'GET', url: `${API}/status` });
    expect(status.json().data.table_counts).toEqual(zero);
  });

  it('refuses an unknown table with 400 and changes nothing', async () => {
    const auditBefore = await auditCount(t);
    for (const table of ['users', 'app_config', 'calls;drop', 'Calls']) {
      const res = await t.call({
        method: 'DELETE',
        url: `${API}/cleanup/table/${encodeURIComponent(table)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(JSON.stringify(res.json().detail)).toContain(
        'must be one of jobs, companies, appointments, calls',
      );
    }
    expect(await counts(t)).toEqual({ jobs: 3, companies: 4, appointments: 2, calls: 5 });
    expect(await auditCount(t)).toBe(auditBefore);
  });

  it('lets only admins in, changing nothing for anyone else', async () => {
    const auditBefore = await auditCount(t);
    for (const as of ['operator', 'viewer', null] as const) {
      for (const [method, url] of [
        ['GET', `${API}/status`],
        ['DELETE', `${API}/cleanup/all-data`],
        ['DELETE', `${API}/cleanup/table/calls`],
      ] as const) {
        const res = await t.call({ method, url, as });
        expect(res.statusCode).toBe(as ? 403 : 401);
      }
    }
    expect(await counts(t)).toEqual({ jobs: 3, companies: 4, appointments: 2, calls: 5 });
    const jobs = await t.database.executeSql(
      `select count(*)::int as n from jobs where status = 'cancelled'`,
    );
    expect(jobs.rows[0]?.n).toBe(0);
    expect(await auditCount(t)).toBe(auditBefore);
  });
});

describe('danger zone API in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'production' } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    for (const [method, url] of [
      ['GET', `${API}/status`],
      ['DELETE', `${API}/cleanup/all-data`],
      ['DELETE', `${API}/cleanup/table/calls`],
    ] as const) {
      const res = await t.call({ method, url });
      expect(res.statusCode).toBe(404);
    }
  });
});
