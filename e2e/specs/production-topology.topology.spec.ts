// Issue: production topology. The console as docker-compose.yml deploys it (fixtures/topology.ts): an operator
// signs in through the one URL, a campaign runs on simulated providers, one server is killed with SIGKILL mid-way
// and the other finishes it, then one remote is rebuilt and redeployed to its origin alone and the open console
// picks it up on reload. Every step is checked on the data, not only on the page.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SESSION } from '@callops/contracts/auth';
import { deployRelease, readReleases } from '@callops/edge/static-origin';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { hostDist, REPO_ROOT } from '../fixtures/build-output';
import { copyWebRoot, REMOTE_BUILDS_GLOBAL, rebuildRemote } from '../fixtures/remote-rebuild';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { PRODUCTION_REMOTES, startTopology, type Topology } from '../fixtures/topology';

const LEADS = 400;

// This spec brings its own servers: the worker's default server is not needed.
test.use({ baseURL: undefined });

async function campaignVerdict(topology: Topology, jobId: string) {
  const { rows } = await topology.sql.query(
    `select count(*) filter (where n = 1)::int as once, count(*) filter (where n > 1)::int as twice,
            count(*) filter (where n = 0)::int as never,
            (select count(*)::int from companies where lead_status in ('NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS')
               or claimed_at is not null) as claimed,
            (select count(*)::int from calls where job_id = $1 and status = 'completed') as completed
     from (select c.id, count(k.id) as n from companies c left join calls k on k.company_id = c.id and k.job_id = $1
           group by c.id) per_lead`,
    [jobId],
  );
  return rows[0];
}

test('one URL, two servers, three remote origins: a campaign survives SIGKILL of a server, a remote redeploys alone', async ({
  page,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(600_000);
  const topology = await startTopology({ logDir: testInfo.outputDir, env: { SIMULATION_SPEED: '200' } });
  const rebuilt = copyWebRoot();
  try {
    const remoteAnswers: { url: string; release: string | null }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/')) {
        remoteAnswers.push({ url: response.url(), release: response.headers()['x-release'] ?? null });
      }
    });
    await signIn(page, { url: topology.url, username: 'admin', password: 'e2e-admin-password' });
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
    // Every remote file came from a remote's own origin through the one URL, and only production's remotes.
    expect(remoteAnswers.length).toBeGreaterThan(0);
    for (const answer of remoteAnswers) {
      expect(answer.url.startsWith(`${topology.url}/remotes/`)).toBe(true);
      expect(answer.release).toMatch(/^[0-9a-f]{16}$/);
      expect(answer.url).not.toMatch(/leads-crm|dev-tools/);
    }

    // A campaign of LEADS leads, callable all day.
    await topology.sql.query(
      `insert into companies (name, phone, service, lead_status, created_at)
       select 'Topology Lead ' || n, '+1416' || lpad(n::text, 7, '0'), 'Roofing', 'NEW', now() - (n || ' seconds')::interval
       from generate_series(1, $1) as n`,
      [LEADS],
    );
    await topology.sql.query(
      `update app_config set value = case when key = 'calling_hours_start' then '00:00'
         when key = 'calling_hours_end' then '00:00' when key = 'max_concurrent_calls' then '10'
         when key like 'calling_window_%' then '00:00-24:00' end
       where key in ('calling_hours_start', 'calling_hours_end', 'max_concurrent_calls')
          or key like 'calling_window_%'`,
    );
    const token = await page.evaluate((key) => localStorage.getItem(key), SESSION.tokenStorageKey);
    const api = (method: 'GET' | 'POST', apiPath: string) =>
      page.request.fetch(`${topology.url}/api/v1${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
    const started = await api('POST', '/jobs/cold-calling/start');
    expect(started.status()).toBe(200);
    const jobId = ((await started.json()) as { data: { id: string } }).data.id;

    await expect
      .poll(async () => (await campaignVerdict(topology, jobId))?.completed, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(80);
    const [victim, survivor] = topology.servers as [
      (typeof topology.servers)[0],
      (typeof topology.servers)[0],
    ];
    consoleGuard.allow(
      /ERR_INCOMPLETE_CHUNKED_ENCODING \(.*\/api\/v1\/jobs\/stream/,
      'the live stream the killed server held breaks off; the page opens a new one',
    );
    process.kill(victim.pid, 'SIGKILL');
    const atKill = (await campaignVerdict(topology, jobId))?.completed as number;
    expect(atKill).toBeLessThan(LEADS);

    // The operator notices nothing: the console answers through the one URL from the other server.
    await page.reload();
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await api('GET', `/jobs/${jobId}/status`)).json()) as { data: { status: string } }).data
            .status,
        {
          timeout: 300_000,
          intervals: [1000],
        },
      )
      .toBe('completed');
    expect(await campaignVerdict(topology, jobId)).toEqual({
      once: LEADS,
      twice: 0,
      never: 0,
      claimed: 0,
      completed: LEADS,
    });

    // Redeploy calling-ops alone: a real production build of its sources, released to its origin.
    const before = Object.fromEntries(
      PRODUCTION_REMOTES.map((remote) => [remote, readReleases(topology.origins[remote].releasesDir)]),
    );
    const hostFiles = readdirSync(hostDist(REPO_ROOT)).map(
      (f) => `${f}@${statSync(path.join(hostDist(REPO_ROOT), f)).mtimeMs}`,
    );
    await rebuildRemote(rebuilt.webRoot, 'calling-ops', 'redeployed');
    deployRelease(
      path.join(rebuilt.webRoot, 'remotes', 'calling-ops', 'dist'),
      topology.origins['calling-ops'].releasesDir,
    );
    const after = readReleases(topology.origins['calling-ops'].releasesDir);
    expect(after?.previous).toBe(before['calling-ops']?.current);

    await page.reload();
    await expect
      .poll(() => page.evaluate((name) => Reflect.get(globalThis, name) ?? null, REMOTE_BUILDS_GLOBAL))
      .toEqual(['calling-ops:redeployed']);
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();

    // Nothing else was touched: the other origins, the host, the surviving server.
    for (const remote of ['calendar-voice', 'settings'] as const) {
      expect(readReleases(topology.origins[remote].releasesDir)).toEqual(before[remote]);
    }
    expect(
      readdirSync(hostDist(REPO_ROOT)).map(
        (f) => `${f}@${statSync(path.join(hostDist(REPO_ROOT), f)).mtimeMs}`,
      ),
    ).toEqual(hostFiles);
    expect(() => process.kill(survivor.pid, 0)).not.toThrow();
    // A page opened before the redeploy still gets every chunk of the build it started with (from the new
    // release where the file is the same, else from the previous one).
    const oldRelease = path.join(
      topology.origins['calling-ops'].releasesDir,
      before['calling-ops']?.current as string,
    );
    const oldChunks = readdirSync(oldRelease).filter((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
    expect(oldChunks.length).toBeGreaterThan(0);
    for (const chunk of oldChunks) {
      const answer = await page.request.get(`${topology.url}/remotes/calling-ops/${chunk}`);
      expect({ chunk, status: answer.status() }).toEqual({ chunk, status: 200 });
      expect([after?.current, after?.previous]).toContain(answer.headers()['x-release']);
    }
  } finally {
    // The page leaves first: its live stream would otherwise reconnect to a gateway that is gone.
    await page.goto('about:blank');
    rebuilt.remove();
    await topology.close();
  }
});
