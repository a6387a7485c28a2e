// The job engine under a whole simulated campaign: outcomes (end-of-call reports applied) per second for one server
// process, the statements it sent its database per call (read from /metrics: a count, not a timing), and the
// process's peak memory, at 1,000 and at 10,000 leads: memory must stay flat as leads grow.
import type { BenchDatabase, DriverName } from './lib/bench-database';
import { prepareDatabase } from './lib/bench-database';
import { rssMb, startBenchServer } from './lib/bench-server';
import type { BenchRow } from './lib/report';

const SECTION = 'job engine';
const CONCURRENCY = 200;
/** How long a started server is left alone before its idle memory is read. */
const IDLE_SETTLE_MS = 5_000;
/** The idle server on PGlite (issue 43). */
const IDLE_RSS_GOAL_MB = 250;
/** Issue 43's goals for the engine. */
const RATE_GOAL = 200;
const STATEMENTS_PER_CALL_GOAL = 10;
const RSS_GROWTH_GOAL = 1.1;

/** The server's callops_db_statements_total now (every statement it sent, the job queue's included). */
async function statementsSent(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('callops_db_statements_total '));
  if (!line) throw new Error('/metrics has no callops_db_statements_total');
  return Number(line.split(' ')[1]);
}

async function campaign(driver: DriverName, leads: number) {
  const database: BenchDatabase = await prepareDatabase(driver, async (sql) => {
    await sql(
      `insert into companies (name, phone, service, lead_status, created_at)
       select 'Bench Lead ' || n, '+1416' || lpad(n::text, 7, '0'), 'Roofing', 'NEW', now() - (n || ' seconds')::interval
       from generate_series(1, $1) as n`,
      [leads],
    );
    // All day, every day (the business hours and the callees' own windows), so the hour the bench runs at does not
    // matter; many calls at a time; auto-pause only for 50 unanswered calls in a row, since right after a burst of
    // dials the short unanswered calls end first and can look like an unanswered streak.
    await sql(
      `insert into app_config (key, value, gui_group, gui_priority) values
         ('calling_hours_start', '00:00', 'scheduling', 2), ('calling_hours_end', '00:00', 'scheduling', 3),
         ('max_concurrent_calls', $1, 'scheduling', 4),
         ('auto_pause_recent_calls', '50', 'scheduling', 20), ('auto_pause_unanswered_percent', '100', 'scheduling', 22),
         ('calling_window_ca_weekdays', '00:00-24:00', 'scheduling', 11),
         ('calling_window_ca_weekends', '00:00-24:00', 'scheduling', 12),
         ('calling_window_us_weekdays', '00:00-24:00', 'scheduling', 13),
         ('calling_window_us_weekends', '00:00-24:00', 'scheduling', 14)`,
      [String(CONCURRENCY)],
    );
  });
  const server = await startBenchServer({ ...database.env, SIMULATION_SPEED: '10000' });
  try {
    // Idle: started, its startup work done, nothing asked of it yet.
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    const idleRss = rssMb(server.child.pid as number);
    server.resetPeak();
    const statementsBefore = await statementsSent(server.url);
    const started = Date.now();
    const job = await server.api<{ id: string }>('POST', '/jobs/cold-calling/start');
    let status = 'running';
    let done = 0;
    while (status !== 'completed') {
      await new Promise((r) => setTimeout(r, 250));
      const current = await server.api<{ status: string; progress: { current: number } }>(
        'GET',
        `/jobs/${job.id}/status`,
      );
      status = current.status;
      done = current.progress.current;
      if (Date.now() - started > 15 * 60_000)
        throw new Error(`campaign of ${leads} did not finish (${done} done)`);
    }
    const seconds = (Date.now() - started) / 1000;
    // Placing the calls, applying their outcomes, scoring and following up, the job's events and progress, the
    // queue's fetches and this loop's status reads: all the campaign cost the database, per call finished.
    const statements = (await statementsSent(server.url)) - statementsBefore;
    return {
      rate: done / seconds,
      seconds,
      peak: server.peakRssMb(),
      idle: idleRss,
      statementsPerCall: statements / Math.max(1, done),
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

export async function jobEngineBench(drivers: DriverName[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const driver of drivers) {
    const small = await campaign(driver, 1_000);
    const large = await campaign(driver, 10_000);
    rows.push(
      {
        section: SECTION,
        metric: `${driver}: simulated call outcomes per second, one process (10,000 leads, ${CONCURRENCY} at a time)`,
        value: large.rate,
        unit: '/s',
        target: `≥ ${RATE_GOAL}/s`,
        ok: large.rate >= RATE_GOAL,
      },
      ...[small, large].map((run, i) => ({
        section: SECTION,
        metric: `${driver}: database statements per call (placed, outcome applied, scored), ${i === 0 ? '1,000' : '10,000'} leads`,
        value: run.statementsPerCall,
        unit: '',
        target: `≤ ${STATEMENTS_PER_CALL_GOAL}`,
        ok: run.statementsPerCall <= STATEMENTS_PER_CALL_GOAL,
      })),
      {
        section: SECTION,
        metric: `${driver}: 10,000-lead campaign, start to completed`,
        value: large.seconds,
        unit: 's',
      },
      {
        section: SECTION,
        metric: `${driver}: server RSS idle (before the 1,000-lead campaign)`,
        value: small.idle,
        unit: 'MiB',
        ...(driver === 'pglite'
          ? { target: `≤ ${IDLE_RSS_GOAL_MB} MiB`, ok: small.idle <= IDLE_RSS_GOAL_MB }
          : {}),
      },
      {
        section: SECTION,
        metric: `${driver}: peak server RSS, 1,000-lead campaign`,
        value: small.peak,
        unit: 'MB',
      },
      {
        section: SECTION,
        metric: `${driver}: peak server RSS, 10,000-lead campaign`,
        value: large.peak,
        unit: 'MB',
        target: `flat (≤ ${RSS_GROWTH_GOAL}× the 1,000-lead peak)`,
        ok: large.peak <= small.peak * RSS_GROWTH_GOAL,
      },
    );
  }
  return rows;
}
