import { prepareDatabase } from './lib/bench-database';
import { rssMb, startBenchServer } from './lib/bench-server';

const db = await prepareDatabase('pglite', async () => {});
const s = await startBenchServer({ ...db.env, ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) });
await new Promise((r) => setTimeout(r, 15000));
const pid = s.child.pid as number;
console.log('idle rss MB', rssMb(pid).toFixed(1));
const { readFileSync } = await import('node:fs');
console.log(
  readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
    .split('\n')
    .filter((l) => /Rss|Anonymous|Pss_File|Pss_Anon/.test(l))
    .join('\n'),
);
await s.stop();
await db.drop();
