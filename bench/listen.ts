// Listening in (issue 40): the built server with 20 simulated calls in progress and 5 listeners on each, every
// listener on its own socket with its own ticket. The server both plays the simulated provider's listen sockets
// (synthetic speech, 16 kHz) and relays them, one upstream per call, to the 100 listeners. Target: its CPU stays
// under one core.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { simulatedListenUrl } from '../packages/server/src/providers/vapi/simulated-listen';
import { type DriverName, prepareDatabase } from './lib/bench-database';
import { startBenchServer } from './lib/bench-server';
import type { BenchRow } from './lib/report';

const SECTION = 'listen';
const CALLS = 20;
const LISTENERS_PER_CALL = 5;
const WARM_UP_MS = 2_000;
const MEASURE_MS = 10_000;
/** The bench server's SECRET_KEY (bench-server.ts), which signs the simulated calls' listen URLs. */
const BENCH_SECRET_KEY = 'k'.repeat(40);
/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

/** User plus system CPU time of a process so far, in seconds. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function measure(driver: DriverName) {
  const sids = Array.from({ length: CALLS }, () => `sim-${randomUUID()}`);
  const database = await prepareDatabase(driver, async (sql) => {
    await sql(`insert into jobs (id, type, status) values ('bench-listen', 'cold_calling', 'completed')`);
    for (const [i, sid] of sids.entries()) {
      await sql(
        `insert into calls (call_sid, status, job_id, job_type, provider, company_name, lead_name, first_message,
                            monitor_listen_url, created_at)
         values ($1, 'in-progress', 'bench-listen', 'cold_calling', 'simulated', $2, 'Lee', $3, $4, now())`,
        [
          sid,
          `Bench Plumbing ${i}`,
          'This is an automated AI assistant, and this call is recorded. Hi, this is Alex calling.',
          simulatedListenUrl(BENCH_SECRET_KEY, sid),
        ],
      );
    }
  });
  const server = await startBenchServer(database.env);
  const sockets: WebSocket[] = [];
  try {
    // Answered calls, talked through: each lasts well past the measurement.
    await server.api('PUT', '/app-config/simulated_call_outcomes', { value: 'booked:1' });
    const calls = await server.api<{ id: number }[]>('GET', '/calls/in-progress');
    const received = new Map<WebSocket, number>();
    for (const call of calls) {
      for (let i = 0; i < LISTENERS_PER_CALL; i += 1) {
        const { path } = await server.api<{ path: string }>('POST', `/calls/${call.id}/listen-ticket`);
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
        received.set(socket, 0);
        socket.on('message', (data, isBinary) => {
          if (isBinary) received.set(socket, (received.get(socket) ?? 0) + (data as Buffer).length);
        });
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
        sockets.push(socket);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    for (const socket of sockets) received.set(socket, 0);
    const pid = server.child.pid as number;
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    const seconds = (performance.now() - started) / 1000;
    const cores = (cpuSeconds(pid) - cpuBefore) / seconds;
    const rates = [...received.values()].map((bytes) => bytes / seconds);
    return {
      listeners: sockets.length,
      hearing: rates.filter((rate) => rate > 0).length,
      cores,
      kbPerSecond: rates.reduce((a, b) => a + b, 0) / Math.max(1, rates.length) / 1000,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    await database.drop();
  }
}

export async function listenBench(drivers: DriverName[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const driver of drivers) {
    const run = await measure(driver);
    const label = `${CALLS} calls x ${LISTENERS_PER_CALL} listeners (${driver})`;
    rows.push(
      {
        section: SECTION,
        metric: `server CPU, ${label}`,
        value: run.cores,
        unit: 'cores',
        target: '< 1 core',
        ok: run.cores < 1,
      },
      {
        section: SECTION,
        metric: `listeners hearing audio, ${label}`,
        value: run.hearing,
        unit: `of ${run.listeners}`,
        target: `= ${CALLS * LISTENERS_PER_CALL}`,
        ok: run.hearing === CALLS * LISTENERS_PER_CALL,
      },
      { section: SECTION, metric: `audio per listener, ${label}`, value: run.kbPerSecond, unit: 'kB/s' },
    );
  }
  return rows;
}
