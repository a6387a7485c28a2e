// What tracing costs the API. With OTEL_EXPORTER_OTLP_ENDPOINT unset the SDK is never loaded and each request's span
// is the OpenTelemetry API's no-op: its time per request is measured here in-process and set against the time one
// request takes at the measured throughput. Beside it, a paired load (rounds alternating between two servers on one
// database) of a list endpoint with OTLP unset and with the SDK exporting every span to a local OTLP sink.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { inSpan } from '../packages/server/src/tracing/trace-context';
import { type DriverName, prepareDatabase } from './lib/bench-database';
import { startBenchServer } from './lib/bench-server';
import { runLoad } from './lib/load';
import type { BenchRow } from './lib/report';

const SECTION = 'tracing';
const PATH = '/api/v1/calls/latest?limit=50';
const ROUNDS = 3;
const SPANS = 200_000;

/** Nanoseconds one no-op span adds to a piece of async work, the least of five tries (noise only adds). */
async function noOpSpanNs(): Promise<number> {
  const work = async () => 1;
  const time = async (run: () => Promise<number>) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < SPANS; i += 1) await run();
    return Number(process.hrtime.bigint() - started) / SPANS;
  };
  const tries = [];
  for (let i = 0; i < 5; i += 1) tries.push((await time(() => inSpan('bench', work))) - (await time(work)));
  return Math.max(0, Math.min(...tries));
}

/** An OTLP/HTTP collector that takes every export and keeps nothing. */
async function startSink() {
  const sink = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  sink.listen(0, '127.0.0.1');
  await once(sink, 'listening');
  const { port } = sink.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => sink.close(r)) };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function tracingBench(drivers: DriverName[]): Promise<BenchRow[]> {
  const driver = drivers.at(-1) as DriverName;
  const spanNs = await noOpSpanNs();
  const sink = await startSink();
  const database = await prepareDatabase(driver, async () => undefined);
  const env = { ...database.env, SEED_DEMO_DATA: 'true' };
  const unset = await startBenchServer(env);
  const traced = await startBenchServer({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url });
  try {
    const rps = { unset: [] as number[], traced: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, server] of [
        ['unset', unset],
        ['traced', traced],
      ] as const) {
        const result = await runLoad(`${server.url}${PATH}`, { authorization: `Bearer ${server.token}` });
        rps[name].push(result.rps);
      }
    }
    const unsetRps = median(rps.unset);
    const tracedRps = median(rps.traced);
    // One request's share of a second at this throughput: what the no-op span is measured against.
    const share = (100 * spanNs * unsetRps) / 1e9;
    return [
      { section: SECTION, metric: 'no-op span per request (OTLP unset)', value: spanNs, unit: 'ns' },
      {
        section: SECTION,
        metric: `${driver} calls/latest: the no-op span's share of a request (OTLP unset)`,
        value: share,
        unit: '%',
        target: '≤ 1 %',
        ok: share <= 1,
      },
      { section: SECTION, metric: `${driver} calls/latest req/s, OTLP unset`, value: unsetRps, unit: '/s' },
      {
        section: SECTION,
        metric: `${driver} calls/latest req/s, every span exported by OTLP`,
        value: tracedRps,
        unit: '/s',
      },
    ];
  } finally {
    await unset.stop();
    await traced.stop();
    await database.drop();
    await sink.stop();
  }
}
