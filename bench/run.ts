// The benchmarks: each section measures, the table is printed and bench/results/latest.json written.
// `npm run bench` runs every section but those run on demand only; `npm run bench -- job-engine` runs one.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiBench } from './api';
import { complianceBench } from './compliance';
import { jobEngineBench } from './job-engine';
import { type DriverName, POSTGRES_URL, postgresReachable } from './lib/bench-database';
import { type BenchRow, printTable } from './lib/report';
import { listenBench } from './listen';
import { scale10mBench, scaleBench } from './scale';
import { tracingBench } from './tracing';
import { webBench } from './web';

const SECTIONS: Record<string, (drivers: DriverName[]) => Promise<BenchRow[]>> = {
  'job-engine': jobEngineBench,
  api: apiBench,
  scale: scaleBench,
  compliance: complianceBench,
  tracing: tracingBench,
  listen: listenBench,
  web: () => webBench(),
  'scale-10m': scale10mBench,
};
/** Run only when named: the 10M-call size writes gigabytes and takes long (never in CI). */
const ON_DEMAND = new Set(['scale-10m']);

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(
    `Unknown section ${unknown.join(', ')}; the sections are: ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(2);
}
// BENCH_DRIVERS=postgres (or pglite) measures one database only.
const only = process.env.BENCH_DRIVERS?.split(',');
const drivers: DriverName[] = [];
if (!only || only.includes('pglite')) drivers.push('pglite');
if (!only || only.includes('postgres')) {
  if (await postgresReachable()) drivers.push('postgres');
  else console.log(`(PostgreSQL at ${POSTGRES_URL} is not reachable: its rows are skipped)`);
}

const rows: BenchRow[] = [];
for (const name of wanted.length > 0 ? wanted : Object.keys(SECTIONS).filter((s) => !ON_DEMAND.has(s))) {
  console.log(`bench: ${name}...`);
  rows.push(...(await (SECTIONS[name] as (d: DriverName[]) => Promise<BenchRow[]>)(drivers)));
}
printTable(rows);
const results = path.join(import.meta.dirname, 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  path.join(results, 'latest.json'),
  `${JSON.stringify(
    {
      ranAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      drivers,
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`written: ${path.relative(process.cwd(), path.join(results, 'latest.json'))}`);
