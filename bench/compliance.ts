// The do-not-call list at size: a CSV import of 100,000 numbers through the API (checked line by line, inserted in
// batches, all or nothing), and how fast a malformed file of the same size is refused with its line.
import type { DriverName } from './lib/bench-database';
import { prepareDatabase } from './lib/bench-database';
import { startBenchServer } from './lib/bench-server';
import type { BenchRow } from './lib/report';

const SECTION = 'compliance';
const NUMBERS = 100_000;

/** 100,000 distinct valid Toronto numbers (exchanges 200–209), with a reason on every tenth. */
function csvOf(count: number, badLine?: number): string {
  const lines = ['phone,reason'];
  for (let i = 0; i < count; i += 1) {
    const exchange = 200 + Math.floor(i / 10_000);
    const number = `+1416${exchange}${String(i % 10_000).padStart(4, '0')}`;
    lines.push(i % 10 === 0 ? `${number},asked by letter` : number);
  }
  if (badLine !== undefined) lines[badLine - 1] = 'not a number';
  return `${lines.join('\n')}\n`;
}

async function post(url: string, token: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/do-not-call/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { message: string; data?: { added: number } };
  return { status: res.status, seconds: (performance.now() - started) / 1000, answer };
}

export async function complianceBench(drivers: DriverName[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const driver of drivers) {
    const database = await prepareDatabase(driver, async () => {});
    const server = await startBenchServer(database.env);
    try {
      const bad = await post(server.url, server.token, { csv: csvOf(NUMBERS, NUMBERS) });
      const refused = bad.status === 400 && bad.answer.message.startsWith(`Line ${NUMBERS}:`);
      const good = await post(server.url, server.token, { csv: csvOf(NUMBERS) });
      const imported = good.status === 200 && good.answer.data?.added === NUMBERS;
      rows.push(
        {
          section: SECTION,
          metric: `${driver}: CSV import of ${NUMBERS.toLocaleString('en-US')} do-not-call numbers`,
          value: good.seconds,
          unit: 's',
          target: 'finishes, every number added',
          ok: imported,
        },
        {
          section: SECTION,
          metric: `${driver}: the same file with a bad last line, refused whole`,
          value: bad.seconds,
          unit: 's',
          target: '400 naming the line, nothing imported',
          ok: refused,
        },
      );
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  return rows;
}
