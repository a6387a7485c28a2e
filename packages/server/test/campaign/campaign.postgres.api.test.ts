// Whole campaigns across real server processes on one PostgreSQL: two processes share the work of one campaign
// without calling any lead twice or losing one, and a process killed with SIGKILL mid-campaign leaves the job to
// carry on after a restart (the engine's choice: resumed, not failed). Simulated providers, sped up.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/db/client';
import { SETTINGS_CHANNEL } from '../../src/settings/settings-snapshot';
import { openTestDatabase } from '../helpers/test-database';
import { type ServerProcess, startServer } from '../process/server-process';

jest.setTimeout(300_000);

const ENV = {
  APP_MODE: 'development',
  SEED_DEMO_DATA: 'false',
  JWT_SECRET: 'j'.repeat(40),
  SECRET_KEY: 's'.repeat(40),
  ADMIN_PASSWORD: 'campaign-admin-pw',
  SIMULATION_SPEED: '1000',
  LOG_LEVEL: 'info',
};

const api = (server: ServerProcess, token?: string) => async (method: string, path: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/v1${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as { data: Record<string, unknown> & { id?: string; status?: string } };
};

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: ENV.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function prepare(database: Database, leads: number, concurrency: number) {
  await database.executeSql(
    `insert into companies (name, phone, service, lead_status, created_at)
     select 'Campaign Lead ' || n, '+1416' || lpad(n::text, 7, '0'), 'Roofing', 'NEW', now() - (n || ' seconds')::interval
     from generate_series(1, $1) as n`,
    [leads],
  );
  // All day, every day (the business hours and the callees' own windows): the test must not depend on the hour CI
  // runs at. These numbers are not real ones, so their callees' zones are unknown: without open windows they could
  // be called only in the hours open across the whole region.
  // Auto-pause only for 50 unanswered calls in a row: right after a burst of dials the short unanswered calls end
  // first, and must not pause a campaign whose test is about sharing it.
  await database.executeSql(
    `update app_config set value = case
       when key in ('calling_hours_start', 'calling_hours_end') then '00:00'
       when key = 'max_concurrent_calls' then $1
       when key = 'auto_pause_recent_calls' then '50'
       when key = 'auto_pause_unanswered_percent' then '100'
       else '00:00-24:00' end
     where key in ('calling_hours_start', 'calling_hours_end', 'max_concurrent_calls', 'calling_window_ca_weekdays',
       'calling_window_ca_weekends', 'calling_window_us_weekdays', 'calling_window_us_weekends',
       'auto_pause_recent_calls', 'auto_pause_unanswered_percent')`,
    [String(concurrency)],
  );
  // Written behind the servers' backs: they are told, as the settings service tells them.
  await database.executeSql(`select pg_notify('${SETTINGS_CHANNEL}', '')`);
}

async function verdict(database: Database, jobId: string) {
  const perLead = await database.executeSql(
    `select count(*) filter (where calls = 1)::int as once, count(*) filter (where calls > 1)::int as twice,
            count(*) filter (where calls = 0)::int as never
     from (select c.id, count(k.id) as calls from companies c left join calls k on k.company_id = c.id and k.job_id = $1
           group by c.id) per_lead`,
    [jobId],
  );
  const claimed = await database.executeSql(
    "select count(*)::int as n from companies where lead_status in ('NEW', 'NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS') or claimed_at is not null",
  );
  const job = await database.executeSql(
    'select status, progress_current, progress_total from jobs where id = $1',
    [jobId],
  );
  const calls = await database.executeSql(
    "select count(*)::int as n from calls where job_id = $1 and status = 'completed'",
    [jobId],
  );
  return {
    ...perLead.rows[0],
    claimedOrNew: claimed.rows[0]?.n,
    job: job.rows[0],
    completedCalls: calls.rows[0]?.n,
  };
}

describe('campaigns across server processes', () => {
  let database: Database;
  const running: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer({ ...ENV, DATABASE_URL: database.connectionString as string });
    running.push(server);
    await server.waitFor('CallOps Console is running', 120_000);
    return server;
  };

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.kill('SIGKILL')));
    await database.close();
  });

  it('two processes share a campaign of 2,000 leads: none called twice, none lost', async () => {
    // Started together, as Compose starts replicas: migrations, queues and the first admin must not race.
    const [a, b] = await Promise.all([start(), start()]);
    await prepare(database, 2000, 50);
    const token = await signIn(a as ServerProcess);
    const job = (await api(a as ServerProcess, token)('POST', '/jobs/cold-calling/start')).data;
    await until(
      'the campaign to complete',
      async () =>
        (await api(b as ServerProcess, token)('GET', `/jobs/${job.id}/status`)).data.status === 'completed',
      240_000,
    );
    const result = await verdict(database, job.id as string);
    expect(result).toMatchObject({ once: 2000, twice: 0, never: 0, completedCalls: 2000 });
    expect(result.job).toEqual({ status: 'completed', progress_current: 2000, progress_total: 2000 });
    // Both processes placed calls: the work was shared, not merely survived.
    for (const server of [a, b] as ServerProcess[]) expect(server.output()).toMatch(/cold_calling: Calling /);
  });

  it('a server killed with SIGKILL mid-campaign: after a restart the job carries on, nothing claimed, nobody called twice', async () => {
    const first = await start();
    await prepare(database, 600, 30);
    const token = await signIn(first);
    const job = (await api(first, token)('POST', '/jobs/cold-calling/start')).data;
    await until(
      'the campaign to be well under way',
      async () => {
        const { rows } = await database.executeSql(
          "select count(*)::int as n from calls where job_id = $1 and status = 'completed'",
          [job.id],
        );
        return (rows[0]?.n as number) >= 150;
      },
      120_000,
    );
    await first.kill('SIGKILL');
    const second = await start();
    await until(
      'the campaign to complete after the restart',
      async () => (await api(second, token)('GET', `/jobs/${job.id}/status`)).data.status === 'completed',
      240_000,
    );
    const result = await verdict(database, job.id as string);
    expect(result).toMatchObject({ once: 600, twice: 0, never: 0, claimedOrNew: 0, completedCalls: 600 });
    expect(result.job).toEqual({ status: 'completed', progress_current: 600, progress_total: 600 });
    const story = await database.executeSql('select type from job_events where job_id = $1 order by id', [
      job.id,
    ]);
    expect(story.rows.map((r) => r.type)).toContain('resumed');
  });

  it('a server stopped with SIGTERM mid-campaign drains: readiness 503, exit 0, no orphan claim, no unrecorded call', async () => {
    const [leaving, staying] = [await start(), await start()];
    await prepare(database, 600, 30);
    const token = await signIn(leaving);
    const job = (await api(leaving, token)('POST', '/jobs/cold-calling/start')).data;
    await until(
      'the campaign to be under way',
      async () => {
        const { rows } = await database.executeSql(
          "select count(*)::int as n from calls where job_id = $1 and status = 'completed'",
          [job.id],
        );
        return (rows[0]?.n as number) >= 100;
      },
      120_000,
    );
    leaving.child.kill('SIGTERM');
    await until(
      'readiness to say draining',
      async () => {
        const res = await fetch(`http://127.0.0.1:${leaving.port}/health`).catch(() => undefined);
        return res?.status === 503 && ((await res.json()) as { status: string }).status === 'draining';
      },
      10_000,
    );
    expect(await leaving.exited).toBe(0);
    // Right after it left: every lead in progress has a call in flight that the queue still owns (the report is
    // durable and goes to the other process); every call placed has its row.
    const orphans = await database.executeSql(
      `select count(*)::int as n from companies c where c.lead_status in ('NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS')
         and not exists (select 1 from calls k where k.company_id = c.id and k.job_id = $1
                          and k.status in ('dialing', 'placing', 'queued', 'ringing', 'in-progress'))`,
      [job.id],
    );
    expect(orphans.rows[0]?.n).toBe(0);
    await until(
      'the other process to finish the campaign',
      async () => (await api(staying, token)('GET', `/jobs/${job.id}/status`)).data.status === 'completed',
      240_000,
    );
    const result = await verdict(database, job.id as string);
    expect(result).toMatchObject({ once: 600, twice: 0, never: 0, claimedOrNew: 0, completedCalls: 600 });
    expect(leaving.output()).toMatch(/Received SIGTERM; draining/);
  });
  it('Stop All on one process ends a campaign the other started while it waits for its hours: no call once they open', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    await prepare(database, 20, 5);
    // Business hours in UTC that open at the next whole minute at least 10 s away, and stay open two hours
    // (UTC+12 instead when that would pass midnight).
    const opens = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
    const zone = opens.getUTCHours() < 21 ? 'UTC' : 'Etc/GMT-12';
    const hhmm = (at: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: zone,
      }).format(at);
    await database.executeSql(
      `update app_config set value = case key when 'business_timezone' then $1 when 'calling_hours_start' then $2
         else $3 end where key in ('business_timezone', 'calling_hours_start', 'calling_hours_end')`,
      [zone, hhmm(opens), hhmm(new Date(opens.getTime() + 2 * 3_600_000))],
    );
    await database.executeSql(`select pg_notify('${SETTINGS_CHANNEL}', '')`);
    await new Promise((resolve) => setTimeout(resolve, 500)); // both processes have heard of the new hours
    const token = await signIn(a);
    const job = (await api(a, token)('POST', '/jobs/cold-calling/start')).data;
    expect(job.status).toBe('pending');
    const stopped = (await api(b, token)('POST', '/jobs/stop-all')).data;
    expect(stopped).toMatchObject({ stopped_count: 1, ended: { running: 0, pending: 1, paused: 0 } });
    // Past the opening, with time for either process's wake-up to have run.
    await new Promise((resolve) => setTimeout(resolve, opens.getTime() - Date.now() + 5_000));
    const { rows } = await database.executeSql('select count(*)::int as n from calls where job_id = $1', [
      job.id,
    ]);
    expect(rows[0]?.n).toBe(0);
    expect((await api(b, token)('GET', `/jobs/${job.id}/status`)).data.status).toBe('stopped');
  });
  it("a server killed with SIGKILL during a dispatch round: the next process runs the job's next round within 10 s", async () => {
    // A VAPI that takes every call and never answers: a round stays in the middle of placing its calls.
    const dials: number[] = [];
    const vapi = createServer((req) => {
      if (req.method === 'POST' && req.url === '/call') dials.push(Date.now());
      req.resume();
    });
    await new Promise<void>((resolve) => vapi.listen(0, '127.0.0.1', resolve));
    const vapiUrl = `http://127.0.0.1:${(vapi.address() as AddressInfo).port}`;
    try {
      const withVapi = { ...ENV, DATABASE_URL: database.connectionString as string, VAPI_BASE_URL: vapiUrl };
      const first = await startServer(withVapi);
      running.push(first);
      await first.waitFor('CallOps Console is running', 120_000);
      await prepare(database, 50, 5);
      const token = await signIn(first);
      for (const [key, value] of Object.entries({
        vapi_api_key: 'vapi-key-0123456789',
        vapi_assistant_id: 'assistant-1',
        vapi_phone_number_id: 'phone-1',
      })) {
        const res = await fetch(`http://127.0.0.1:${first.port}/api/v1/app-config/${key}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ value }),
        });
        expect(res.status).toBe(200);
      }
      const job = (await api(first, token)('POST', '/jobs/cold-calling/start')).data;
      await until('a round to be dialing', async () => dials.length > 0, 30_000);
      await first.kill('SIGKILL');
      const round = async () => {
        const { rows } = await database.executeSql(
          `select j.dispatch_round_id as id, b.state from jobs j left join pgboss.job b on b.id::text = j.dispatch_round_id
           where j.id = $1`,
          [job.id],
        );
        return rows[0] as { id: string; state: string };
      };
      const dead = await round();
      expect(dead.state).toBe('active');

      const second = await startServer(withVapi);
      running.push(second);
      await second.waitFor('CallOps Console is running', 120_000);
      const up = Date.now();
      // Its calls still hold the job's call slots (no report will come for them), so the new round dials nothing:
      // what matters is that it ran, long before the dead one would have expired.
      await until('a new round to run', async () => (await round()).id !== dead.id, 20_000);
      expect(Date.now() - up).toBeLessThan(10_000);
      const { rows } = await database.executeSql('select state from pgboss.job where id::text = $1', [
        dead.id,
      ]);
      expect(rows[0]?.state).toBe('cancelled');
      expect(second.output()).toMatch(`The dispatch round of job ${job.id} died with its server process`);
    } finally {
      vapi.closeAllConnections();
      await new Promise((resolve) => vapi.close(resolve));
    }
  });
});
