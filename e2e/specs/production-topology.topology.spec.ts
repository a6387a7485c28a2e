// Issue 38: the production topology on real parts (fixtures/topology.ts). Debian's Caddy with the committed
// deploy/caddy/Caddyfile terminates TLS in front of two production servers on one PostgreSQL and serves the
// production remotes' releases itself. An operator signs in over HTTPS, a signed VAPI webhook posted twice through
// the proxy is applied once, a campaign runs on simulated providers, one server is killed with SIGKILL mid-way and
// the other finishes it while the page's live job stream reconnects through the proxy, then one remote is rebuilt
// and released alone and the open console picks it up on reload. Every step is checked on the data.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION } from '@callops/contracts/auth';
import { deployRelease, readReleases } from '@callops/edge/release';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { PRODUCTION_ENV } from '../fixtures/console-server';
import { copyWebRoot, REMOTE_BUILDS_GLOBAL, rebuildRemote } from '../fixtures/remote-rebuild';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { PRODUCTION_REMOTES, startTopology, type Topology } from '../fixtures/topology';

const LEADS = 400;
const CAMPAIGN_LEADS = "c.name like 'Topology Lead %'";
const LIVE_STREAM = '/api/v1/jobs/stream';

// This spec brings its own servers and proxy; the proxy's certificate is self-signed (local use only).
test.use({ baseURL: undefined, ignoreHTTPSErrors: true });

async function campaignVerdict(topology: Topology, jobId: string) {
  const { rows } = await topology.sql.query(
    `select count(*) filter (where n = 1)::int as once, count(*) filter (where n > 1)::int as twice,
            count(*) filter (where n = 0)::int as never,
            (select count(*)::int from companies c where ${CAMPAIGN_LEADS} and
               (lead_status in ('NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS') or claimed_at is not null)) as claimed,
            (select count(*)::int from calls where job_id = $1 and status = 'completed') as completed
     from (select c.id, count(k.id) as n from companies c left join calls k on k.company_id = c.id and k.job_id = $1
           where ${CAMPAIGN_LEADS} group by c.id) per_lead`,
    [jobId],
  );
  return rows[0];
}

/** VAPI's end-of-call report for one call, as the webhook API test sends it. */
const endOfCallReport = (providerCallId: string) => ({
  message: {
    type: 'end-of-call-report',
    endedReason: 'customer-ended-call',
    call: { id: providerCallId, status: 'ended', metadata: {} },
    artifact: {
      transcript: 'AI: Hello\nCustomer: Hi',
      messages: [],
      recordingUrl: 'https://storage.vapi.ai/r.wav',
    },
    analysis: { summary: 'Through the proxy.', structuredData: { outcome: 'qualified', leadScore: 70 } },
    cost: 0.12,
    startedAt: '2026-03-11T15:00:00.000Z',
    endedAt: '2026-03-11T15:01:00.000Z',
  },
});

test('one HTTPS URL through Caddy, two servers, remotes from the proxy: webhook once, SIGKILL survived, a remote released alone', async ({
  page,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(600_000);
  const topology = await startTopology({ logDir: testInfo.outputDir, env: { SIMULATION_SPEED: '200' } });
  const rebuilt = copyWebRoot();
  try {
    // Plain HTTP only redirects to the HTTPS URL, path and query kept.
    const plain = await page.request.get(`${topology.httpUrl}/api/v1/auth/me?x=1`, { maxRedirects: 0 });
    expect([plain.status(), plain.headers().location]).toEqual([308, `${topology.url}/api/v1/auth/me?x=1`]);

    const remoteAnswers: { url: string; status: number; headers: Record<string, string> }[] = [];
    const streamsOpened: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/'))
        remoteAnswers.push({ url: response.url(), status: response.status(), headers: response.headers() });
      if (response.url().startsWith(`${topology.url}${LIVE_STREAM}`) && response.status() === 200)
        streamsOpened.push(Date.now());
    });
    await signIn(page, { url: topology.url, username: 'admin', password: PRODUCTION_ENV.ADMIN_PASSWORD });
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
    // Over HTTP/2, with the server's security headers kept and a request id added.
    const host = await page.request.get(`${topology.url}/`);
    expect(host.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(host.headers()['strict-transport-security']).toMatch(/max-age=/);
    expect(host.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().nextHopProtocol),
    ).toBe('h2');

    // Every remote file came from the proxy's release folders, only production's remotes, compressed ahead of time,
    // entry files revalidated and hashed chunks kept for a year.
    expect(remoteAnswers.length).toBeGreaterThan(0);
    for (const answer of remoteAnswers) {
      expect(answer.url.startsWith(`${topology.url}/remotes/`)).toBe(true);
      expect(answer.url).not.toMatch(/leads-crm|dev-tools/);
      expect(answer.status).toBe(200);
      const file = new URL(answer.url).pathname;
      expect({ file, cache: answer.headers['cache-control'] }).toEqual({
        file,
        cache: /\.[0-9a-f]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      if (file.endsWith('.js'))
        expect({ file, encoding: answer.headers['content-encoding'] }).toEqual({ file, encoding: 'br' });
    }
    expect((await page.request.get(`${topology.url}/remotes/dev-tools/remoteEntry.js`)).status()).toBe(404);

    const token = await page.evaluate((key) => localStorage.getItem(key), SESSION.tokenStorageKey);
    const api = (method: 'GET' | 'POST', apiPath: string, headers: Record<string, string> = {}) =>
      page.request.fetch(`${topology.url}/api/v1${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    // A sane request id is kept end to end and lands in the JSON access log; a foreign one is replaced.
    const kept = await api('GET', '/auth/me', { 'x-request-id': 'topology-check-0001' });
    expect(kept.headers()['x-request-id']).toBe('topology-check-0001');
    const replaced = await api('GET', '/auth/me', { 'x-request-id': 'no good <id>' });
    expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() =>
        readFileSync(topology.accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map(
            (line) =>
              JSON.parse(line) as {
                request: { uri: string };
                status: number;
                resp_headers: Record<string, string[]>;
              },
          )
          .find((entry) => entry.resp_headers['X-Request-Id']?.[0] === 'topology-check-0001'),
      )
      .toMatchObject({ request: { uri: '/api/v1/auth/me' }, status: 200 });

    // A signed VAPI end-of-call report, delivered twice at once through the proxy (VAPI retries), is applied once.
    const { rows: hooked } = await topology.sql.query(
      `with lead as (insert into companies (name, phone, lead_status, claimed_at)
         values ('Webhook Lead', '+14165550199', 'NEW_IN_PROGRESS', now()) returning id)
       insert into calls (company_id, call_sid, status, job_type, lead_status_before)
       select id, 'topology-vapi-1', 'queued', 'cold_calling', 'NEW' from lead returning id, company_id`,
    );
    const report = JSON.stringify(endOfCallReport('topology-vapi-1'));
    // While VAPI is simulated its webhook secret derives from SECRET_KEY (providers/vapi/webhook-plan.ts).
    const secret = createHmac('sha256', PRODUCTION_ENV.SECRET_KEY)
      .update('simulated-vapi-webhook')
      .digest('hex');
    const deliveries = await Promise.all(
      [1, 2].map(() =>
        page.request.post(`${topology.url}/api/v1/webhooks/vapi`, {
          headers: { 'content-type': 'application/json', 'x-vapi-secret': secret },
          data: report,
        }),
      ),
    );
    const outcomes = await Promise.all(
      deliveries.map(async (d) => [d.status(), (await d.json()).data?.outcome]),
    );
    expect(outcomes.sort()).toEqual([
      [200, 'applied'],
      [200, 'duplicate'],
    ]);
    const { rows: applied } = await topology.sql.query(
      `select k.status, k.lead_score, k.call_summary, c.lead_status from calls k join companies c on c.id = k.company_id
       where k.id = $1`,
      [hooked[0]?.id],
    );
    // The lead is scored by a job after the report's commit, which may have run already (70 is qualified).
    expect(applied).toEqual([
      {
        status: 'completed',
        lead_score: 70,
        call_summary: 'Through the proxy.',
        lead_status: expect.stringMatching(/^(LEAD_SCORE_PENDING|QUALIFIED)$/),
      },
    ]);
    const forged = await page.request.post(`${topology.url}/api/v1/webhooks/vapi`, {
      headers: { 'content-type': 'application/json', 'x-vapi-secret': 'forged' },
      data: report,
    });
    expect(forged.status()).toBe(401);

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
      /(ERR_HTTP2_PROTOCOL_ERROR|ERR_INCOMPLETE_CHUNKED_ENCODING|ERR_HTTP2_STREAM_ERROR) \(.*\/api\/v1\/jobs\/stream/,
      'the live stream the killed server held breaks off; the page opens a new one',
    );
    expect(streamsOpened.length).toBeGreaterThan(0);
    const killedAt = Date.now();
    process.kill(victim.pid, 'SIGKILL');
    const atKill = (await campaignVerdict(topology, jobId))?.completed as number;
    expect(atKill).toBeLessThan(LEADS);

    // The open page's live job stream comes back through the proxy by itself (no reload), on the survivor.
    await expect
      .poll(() => streamsOpened.filter((at) => at > killedAt).length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    // Reads keep being answered through the one URL while the dead replica is found out.
    for (let i = 0; i < 6; i++) expect((await api('GET', `/jobs/${jobId}/status`)).status()).toBe(200);
    await expect
      .poll(
        async () =>
          ((await (await api('GET', `/jobs/${jobId}/status`)).json()) as { data: { status: string } }).data
            .status,
        { timeout: 300_000, intervals: [1000] },
      )
      .toBe('completed');
    expect(await campaignVerdict(topology, jobId)).toEqual({
      once: LEADS,
      twice: 0,
      never: 0,
      claimed: 0,
      completed: LEADS,
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();

    // Release calling-ops alone: a real production build of its sources, into the folder the proxy serves.
    const before = Object.fromEntries(
      PRODUCTION_REMOTES.map((remote) => [remote, readReleases(topology.releases[remote])]),
    );
    await rebuildRemote(rebuilt.webRoot, 'calling-ops', 'redeployed');
    deployRelease(
      path.join(rebuilt.webRoot, 'remotes', 'calling-ops', 'dist'),
      topology.releases['calling-ops'],
    );
    const after = readReleases(topology.releases['calling-ops']);
    expect(after?.previous).toBe(before['calling-ops']?.current);
    expect(after?.current).not.toBe(before['calling-ops']?.current);

    await page.reload();
    await expect
      .poll(() => page.evaluate((name) => Reflect.get(globalThis, name) ?? null, REMOTE_BUILDS_GLOBAL))
      .toEqual(['calling-ops:redeployed']);
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
    for (const remote of ['calendar-voice', 'settings'] as const) {
      expect(readReleases(topology.releases[remote])).toEqual(before[remote]);
    }
    expect(() => process.kill(survivor.pid, 0)).not.toThrow();
    // A page opened before the release still gets every chunk of the build it started with.
    const oldRelease = path.join(topology.releases['calling-ops'], before['calling-ops']?.current as string);
    const oldChunks = readdirSync(oldRelease).filter((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
    expect(oldChunks.length).toBeGreaterThan(0);
    for (const chunk of oldChunks) {
      const answer = await page.request.get(`${topology.url}/remotes/calling-ops/${chunk}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect({ chunk, status: answer.status() }).toEqual({ chunk, status: 200 });
      expect((await answer.body()).equals(readFileSync(path.join(oldRelease, chunk)))).toBe(true);
    }
  } finally {
    // The page leaves first: its live stream would otherwise reconnect to a proxy that is gone.
    await page.goto('about:blank');
    rebuilt.remove();
    await topology.close();
  }
});
