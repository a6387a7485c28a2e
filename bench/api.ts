// The API under load: requests per second and p50/p99 at 50 connections for the endpoints below on each database,
// beside the ceiling for the same work (a bare Fastify + pg process running the same SQL) and a hello-world; the
// server's memory idle and under load. Each endpoint's goal on PostgreSQL: ≥ 60 % of its ceiling's req/s and p99
// < 25 ms, or, where the ceiling's own p99 is 25 ms or more, a p99 within the ceiling's + 20 %.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DASHBOARD_PERIOD_HOURS, DASHBOARD_PERIODS } from '../packages/contracts/src/stats';
import { openPostgres } from '../packages/server/src/db/client';
import { CALL_VIEW_COLUMNS } from '../packages/server/src/modules/calls/call-view';
import { recordingColumns } from '../packages/server/src/modules/calls/recording-view';
import { windowCountsStatement } from '../packages/server/src/modules/stats/call-windows';
import { windowStart } from '../packages/server/src/modules/stats/period-stats';
import { type DriverName, prepareDatabase } from './lib/bench-database';
import { freePort, startBenchServer } from './lib/bench-server';
import { LOAD_CONNECTIONS, type LoadResult, runLoad } from './lib/load';
import type { BenchRow } from './lib/report';

const SECTION = 'api';

const ENDPOINTS = {
  'auth/me': '/auth/me',
  'dashboard/stats/combined': '/dashboard/stats/combined',
  'companies/latest': '/companies/latest?limit=50',
  // Lists read from the database on every request (the recording links are signed per answer): the two above are
  // shared answers, these show what a request that reads costs.
  'calls/latest': '/calls/latest?limit=50',
  'call-recordings': '/call-recordings?limit=50',
  'events/recent': '/events/recent?limit=50',
  'app-config': '/app-config',
} as const;
type EndpointName = keyof typeof ENDPOINTS;

/**
 * Writes another process makes while an endpoint is under load, as a busy campaign would: the Dashboard's counts and
 * the latest leads are shared answers, read again after each change, and these rows show what that costs.
 */
const CHANGES_PER_SECOND = 20;
const CHANGES: Partial<Record<EndpointName, { sql: string; undo?: string }>> = {
  // Near-empty calls, deleted once the round ends: the lists after it read the seeded calls, with their
  // transcripts, summaries and recordings, as a real console's newest calls are.
  'dashboard/stats/combined': {
    sql: "insert into calls (call_sid, status, answered, created_at) values ('bench-change-' || gen_random_uuid(), 'completed', true, now())",
    undo: "delete from calls where call_sid like 'bench-change-%'",
  },
  'companies/latest': {
    sql: 'update companies set updated_at = now() where id = (select max(id) from companies)',
  },
};

/**
 * Runs `sql` CHANGES_PER_SECOND times a second on its own connection until the returned stop() is awaited, which then
 * runs `undo`.
 */
async function keepChanging(databaseUrl: string, { sql, undo }: { sql: string; undo?: string }) {
  const database = await openPostgres(databaseUrl);
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing.then(() => database.executeSql(sql).then(() => undefined));
  }, 1000 / CHANGES_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await writing;
    if (undo) await database.executeSql(undo);
    await database.close();
  };
}

const columnsOf = (columns: Record<string, { name: string }>) =>
  Object.values(columns)
    .map((column) => column.name)
    .join(', ');

/** The SQL each endpoint runs for one request, for the reference server. */
async function referenceQueries(databaseUrl: string, userId: number) {
  const database = await openPostgres(databaseUrl);
  try {
    const now = new Date();
    const combined = windowCountsStatement(
      now,
      DASHBOARD_PERIODS.map((p) => windowStart(now, DASHBOARD_PERIOD_HOURS[p])),
    );
    const queries: Record<EndpointName, { sql: string; params: unknown[] }[]> = {
      // The console answers from its user cache and reads no row: the ceiling reads it, as a minimal handler would.
      'auth/me': [{ sql: 'select * from users where id = $1', params: [userId] }],
      'dashboard/stats/combined': [combined],
      'companies/latest': [
        { sql: 'select * from companies order by created_at desc, id desc limit $1', params: [50] },
        { sql: 'select count(*)::int as n from companies', params: [] },
      ],
      'calls/latest': [
        {
          sql: `select ${columnsOf(CALL_VIEW_COLUMNS)} from calls order by created_at desc, id desc limit $1`,
          params: [50],
        },
      ],
      // The page (calls_recordings_created_idx) and the total from the kept counts, as the console reads them.
      'call-recordings': [
        {
          sql: `select ${columnsOf(recordingColumns)} from calls where call_rec_url is not null
                order by created_at desc, id desc limit $1 offset $2`,
          params: [50, 0],
        },
        {
          sql: 'select coalesce(sum(n), 0)::int as n from call_recording_counts where filter = $1',
          params: ['all'],
        },
      ],
      'events/recent': [
        { sql: 'select * from job_events order by created_at desc, id desc limit $1', params: [50] },
      ],
      'app-config': [
        {
          sql: 'select * from app_config order by gui_group asc nulls last, gui_priority asc, key asc',
          params: [],
        },
      ],
    };
    return queries;
  } finally {
    await database.close();
  }
}

async function startReference(databaseUrl: string, queries: object) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'reference', 'minimal-api.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      REFERENCE_QUERIES: JSON.stringify(queries),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('reference listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`reference server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Below 25 ms; where the ceiling itself cannot (its own p99 is 25 ms or more), within its p99 + 20 %. */
function p99Goal(p99: number, ceilingP99: number): { target: string; ok: boolean } {
  if (ceilingP99 < 25) return { target: '< 25 ms', ok: p99 < 25 };
  const limit = ceilingP99 * 1.2;
  return { target: `≤ ${limit.toFixed(1)} ms (ceiling p99 ${ceilingP99} ms + 20 %)`, ok: p99 <= limit };
}

const loadRows = (
  driver: string,
  name: string,
  r: LoadResult,
  target?: { ceiling: LoadResult },
): BenchRow[] => {
  const rows: BenchRow[] = [
    { section: SECTION, metric: `${driver} ${name} req/s`, value: r.rps, unit: '/s' },
    { section: SECTION, metric: `${driver} ${name} p50`, value: r.p50, unit: 'ms' },
    { section: SECTION, metric: `${driver} ${name} p99`, value: r.p99, unit: 'ms' },
  ];
  if (target) {
    const share = (100 * r.rps) / target.ceiling.rps;
    rows.push({
      section: SECTION,
      metric: `${driver} ${name} share of the Fastify + pg ceiling`,
      value: share,
      unit: '%',
      target: '≥ 60 %',
      ok: share >= 60,
    });
    const p99 = rows[2] as BenchRow;
    Object.assign(p99, p99Goal(r.p99, target.ceiling.p99));
  }
  if (r.failures > 0)
    rows.push({
      section: SECTION,
      metric: `${driver} ${name} failed answers`,
      value: r.failures,
      unit: '',
      ok: false,
    });
  return rows;
};

export async function apiBench(drivers: DriverName[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const driver of drivers) {
    const database = await prepareDatabase(driver, async () => undefined);
    const server = await startBenchServer({ ...database.env, SEED_DEMO_DATA: 'true' });
    try {
      await new Promise((r) => setTimeout(r, 2000));
      const idle = server.peakRssMb();
      rows.push({ section: SECTION, metric: `${driver} server RSS idle`, value: idle, unit: 'MB' });
      const auth = { authorization: `Bearer ${server.token}` };
      const me = await server.api<{ id: number }>('GET', '/auth/me');
      const reference =
        driver === 'postgres' && database.env.DATABASE_URL
          ? await startReference(
              database.env.DATABASE_URL,
              await referenceQueries(database.env.DATABASE_URL, me.id),
            )
          : undefined;
      try {
        if (reference)
          rows.push(...loadRows('bare Fastify', 'hello-world', await runLoad(`${reference.url}/hello`)));
        server.resetPeak();
        for (const [name, apiPath] of Object.entries(ENDPOINTS) as [EndpointName, string][]) {
          const measured = await runLoad(`${server.url}/api/v1${apiPath}`, auth);
          const ceiling = reference ? await runLoad(`${reference.url}/sql/${name}`) : undefined;
          rows.push(
            ...loadRows(driver, name, measured, ceiling && driver === 'postgres' ? { ceiling } : undefined),
          );
          if (ceiling) rows.push(...loadRows('Fastify + pg', name, ceiling));
          const change = CHANGES[name];
          if (change && database.env.DATABASE_URL) {
            const stop = await keepChanging(database.env.DATABASE_URL, change);
            const changing = await runLoad(`${server.url}/api/v1${apiPath}`, auth).finally(stop);
            rows.push(...loadRows(driver, `${name} (${CHANGES_PER_SECOND} changes/s)`, changing));
          }
        }
        rows.push({
          section: SECTION,
          metric: `${driver} server RSS under load (${LOAD_CONNECTIONS} connections)`,
          value: server.peakRssMb(),
          unit: 'MB',
        });
      } finally {
        await reference?.stop();
      }
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  return rows;
}
