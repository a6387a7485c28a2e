// The ceiling for the console's API on this machine: a bare Fastify with a `pg` pool answering the same SQL as
// the measured endpoints (given in REFERENCE_QUERIES), without authentication, validation or the envelope, and a
// hello-world. Run by bench/api.ts as its own process, as the console's server is.
import { createRequire } from 'node:module';
import path from 'node:path';

// fastify and pg are the server package's dependencies.
const require = createRequire(
  path.resolve(import.meta.dirname, '..', '..', 'packages', 'server', 'package.json'),
);
const Fastify = require('fastify');
const pg = require('pg');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
/** name → list of { sql, params }: the queries one request of that endpoint runs, in order. */
const queries = JSON.parse(process.env.REFERENCE_QUERIES ?? '{}');
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));
for (const [name, statements] of Object.entries(queries)) {
  app.get(`/sql/${name}`, async () => {
    const results = [];
    // Named, as the console's server runs these statements: each is planned once per connection.
    for (const [i, { sql, params }] of statements.entries())
      results.push((await pool.query({ name: `${name}_${i}`, text: sql, values: params })).rows);
    return { success: true, data: results.length === 1 ? results[0] : results };
  });
}

const address = await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`reference listening at ${address}`);
