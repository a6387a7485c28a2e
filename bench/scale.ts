// The console at scale on PostgreSQL: the stats and list endpoints and the opening of the lead kanban, one request at
// a time, with 10,000 calls and 1,000 companies and again with 1,000,000 calls and 100,000 companies over 60 days.
// Target: each within 2x; the board also opens with at most a few hundred cards. On demand only (`npm run bench --
// scale-10m`, never in CI: it writes gigabytes and takes long), the same against 10,000,000 calls and 1,000,000
// companies, generated in the database and dropped afterwards.
import { statfs } from 'node:fs/promises';
import { type ExecuteSql, openPostgres } from '../packages/server/src/db/client';
import { type DriverName, POSTGRES_URL, prepareDatabase } from './lib/bench-database';
import { startBenchServer } from './lib/bench-server';
import type { BenchRow } from './lib/report';

const SECTION = 'scale';
const REQUESTS = 40;

const ENDPOINTS = {
  'dashboard/stats/combined': '/dashboard/stats/combined',
  'dashboard/stats last_24h': '/dashboard/stats?period=last_24h',
  'companies/latest': '/companies/latest?limit=50',
  'calls/latest': '/calls/latest?limit=50',
  'stats/calls last8h': '/stats/calls?period=last8h',
  'stats/trend last_24h': '/stats/trend?range=last_24h',
  'stats/trend last_30d': '/stats/trend?range=last_30d',
  'call-recordings': '/call-recordings?limit=50&offset=0',
  'call-recordings booked': '/call-recordings?status=appointment_booked&limit=50&offset=0',
  'kanban/board': '/kanban/board',
  'leads/stats': '/leads/stats',
  'appointments/latest': '/appointments/latest?limit=10',
  'events/recent': '/events/recent?limit=50',
} as const;
type EndpointName = keyof typeof ENDPOINTS;

interface Size {
  short: string;
  label: string;
  calls: number;
  companies: number;
}
const SMALL: Size = { short: '10k', label: '10k calls', calls: 10_000, companies: 1_000 };
const LARGE: Size = { short: '1M', label: '1M calls', calls: 1_000_000, companies: 100_000 };
const HUGE: Size = { short: '10M', label: '10M calls', calls: 10_000_000, companies: 1_000_000 };

/** Rows are written this many at a time: one statement's transition tables (the kept counts) stay small. */
const FILL_BATCH = 1_000_000;

/**
 * What the 10M size needs free where PostgreSQL keeps its data before it is generated: the tables, their indexes and
 * the WAL of the fill, estimated at under 1 KB a call, with room to spare.
 */
const HUGE_FREE_GB = 20;

/** The part of the latest leads' envelope the timing checks (the contract's shape). */
type Answer = { data: { leads?: { name: string }[] } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shared answers, which the server keeps until their table changes: each timed request comes after a change, so
 * it times a read of the database rather than a kept answer.
 */
const BEFORE_EACH: Partial<
  Record<
    EndpointName,
    { before(sql: ExecuteSql, n: number): Promise<unknown>; shows?(answer: Answer, n: number): boolean }
  >
> = {
  // Its windows move with the clock: the server reads it again once a second has passed.
  'dashboard/stats/combined': { before: () => sleep(1_100) },
  // Changed as another process would change it; only an answer that shows the change was read.
  'companies/latest': {
    before: (sql, n) =>
      sql(
        'update companies set name = $1 where id = (select id from companies order by created_at desc, id desc limit 1)',
        [`Scale Lead changed ${n}`],
      ),
    shows: (answer, n) => answer.data.leads?.[0]?.name === `Scale Lead changed ${n}`,
  },
};

/** Median time of REQUESTS sequential requests, after a warm-up. */
async function medianMs(url: string, token: string, sql: ExecuteSql, name: EndpointName): Promise<number> {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    return { ms, answer: () => JSON.parse(Buffer.from(body).toString()) as Answer };
  };
  const fresh = BEFORE_EACH[name];
  let changes = 0;
  const once = async () => {
    if (!fresh) return (await get()).ms;
    changes += 1;
    await fresh.before(sql, changes);
    for (;;) {
      const { ms, answer } = await get();
      if (!fresh.shows || fresh.shows(answer(), changes)) return ms;
      // The change's notice had not reached the server yet: that was the kept answer, not a read.
      await sleep(5);
    }
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/** How many cards the opened board carries. */
async function boardCards(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/kanban/board`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { columns: { cards: unknown[] }[] } };
  return body.data.columns.reduce((n, column) => n + column.cards.length, 0);
}

/** At most this many cards when the board opens (13 columns of 20). */
const BOARD_CARDS_TARGET = 260;

/** `fill(from, to)` over 1..total, FILL_BATCH at a time. */
async function inBatches(total: number, fill: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += FILL_BATCH)
    await fill(from, Math.min(total, from + FILL_BATCH - 1));
}

async function measure(size: Size): Promise<{ times: Record<EndpointName, number>; boardCards: number }> {
  const database = await prepareDatabase('postgres', async (sql) => {
    await inBatches(size.companies, (from, to) =>
      sql(
        // Located as the job engine locates leads (these numbers are no real ones: no country, no zone), or it would
        // be locating 5,000 of them a minute while the endpoints are timed.
        `insert into companies (name, phone, service, lead_status, callee_zones, created_at, updated_at)
         select 'Scale Lead ' || n, '+1416' || lpad(n::text, 7, '0'), 'Roofing',
                (array['NEW','NO_ANSWER','QUALIFIED','UNQUALIFIED','APPOINTMENT_BOOKED'])[1 + n % 5],
                '{}', t, t
         from generate_series($2::int, $3::int) as n,
              lateral (select now() - (n::float8 * 60 * 24 * 60 / $1::float || ' minutes')::interval as t) as at`,
        [size.companies, from, to],
      ),
    );
    // Calls spread evenly over 60 days, newest now; a third answered (each with a recording), one in twelve booked.
    await inBatches(size.calls, (from, to) =>
      sql(
        `insert into calls (created_at, answered, appt_booked, status, outcome, company_name, company_phone, call_rec_url)
         select now() - (n::float8 * 60 * 24 * 3600 / $1::float || ' seconds')::interval, n % 3 = 0, n % 12 = 0,
                'completed', case when n % 12 = 0 then 'booked' when n % 3 = 0 then 'qualified' else 'no-answer' end,
                'Scale Lead ' || (n % 1000), '+14160000000',
                case when n % 3 = 0 then 'https://recordings.example/call-' || n || '.wav' end
         from generate_series($2::int, $3::int) as n`,
        [size.calls, from, to],
      ),
    );
    // One appointment per booked call and one job event per hundred calls, newest now.
    await sql(
      `insert into appointments (lead_name, company_name, appointment_datetime, created_at)
       select 'Scale Lead ' || n, 'Scale Lead ' || (n % 1000), now() + (n % 30 || ' days')::interval,
              now() - (n::float8 * 60 * 24 * 3600 / $1::float || ' seconds')::interval
       from generate_series(1, $1::int / 12) as n`,
      [size.calls],
    );
    await sql(
      `insert into job_events (type, message, created_at)
       select 'call_completed', 'Scale call ' || n, now() - (n::float8 * 60 * 24 * 3600 / $1::float || ' seconds')::interval
       from generate_series(1, $1::int / 100) as n`,
      [size.calls],
    );
    await sql('vacuum analyze');
    // Written out now, not by the checkpointer while the endpoints are timed: the fill's pages flushed in the
    // background would weigh on the larger size's timings only, each of a few milliseconds.
    await sql('checkpoint');
  });
  const server = await startBenchServer(database.env);
  const writer = await openPostgres(database.env.DATABASE_URL as string);
  try {
    const times = {} as Record<EndpointName, number>;
    for (const [name, path] of Object.entries(ENDPOINTS) as [EndpointName, string][]) {
      times[name] = await medianMs(`${server.url}/api/v1${path}`, server.token, writer.executeSql, name);
    }
    return { times, boardCards: await boardCards(server.url, server.token) };
  } finally {
    await writer.close();
    await server.stop();
    await database.drop();
  }
}

/** Each endpoint at the small size and at `large`, and their ratio (goal: at most 2x). */
async function compareSizes(section: string, large: Size): Promise<BenchRow[]> {
  const [smallRun, largeRun] = [await measure(SMALL), await measure(large)];
  const cards: BenchRow = {
    section,
    metric: `kanban/board cards at ${large.companies.toLocaleString('en-US')} companies`,
    value: largeRun.boardCards,
    unit: 'cards',
    target: `<= ${BOARD_CARDS_TARGET}`,
    ok: largeRun.boardCards <= BOARD_CARDS_TARGET,
  };
  return [
    cards,
    ...(Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => {
      const ratio = largeRun.times[name] / smallRun.times[name];
      return [
        { section, metric: `${name} at ${SMALL.label}`, value: smallRun.times[name], unit: 'ms' },
        { section, metric: `${name} at ${large.label}`, value: largeRun.times[name], unit: 'ms' },
        {
          section,
          metric: `${name} ${large.short} / ${SMALL.short}`,
          value: ratio,
          unit: 'x',
          target: '<= 2x',
          ok: ratio <= 2,
        },
      ];
    }),
  ];
}

export async function scaleBench(drivers: DriverName[]): Promise<BenchRow[]> {
  if (!drivers.includes('postgres')) return [];
  return compareSizes(SECTION, LARGE);
}

/** The free space where PostgreSQL keeps its data, when that folder is on this machine; undefined otherwise. */
async function freeGbForData(sql: ExecuteSql): Promise<number | undefined> {
  const { rows } = await sql(`select current_setting('data_directory') as dir`);
  try {
    const fs = await statfs(String(rows[0]?.dir));
    return (fs.bavail * fs.bsize) / 2 ** 30;
  } catch {
    return undefined;
  }
}

/** The 10M size, on demand: refused when PostgreSQL's disk has not the room. */
export async function scale10mBench(drivers: DriverName[]): Promise<BenchRow[]> {
  if (!drivers.includes('postgres')) return [];
  const probe = await openPostgres(POSTGRES_URL);
  const free = await freeGbForData(probe.executeSql).finally(() => probe.close());
  if (free !== undefined && free < HUGE_FREE_GB) {
    throw new Error(
      `scale-10m needs ${HUGE_FREE_GB} GB free where PostgreSQL keeps its data; it has ${free.toFixed(1)} GB`,
    );
  }
  return compareSizes('scale-10m', HUGE);
}
