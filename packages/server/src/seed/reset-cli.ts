// `npm run db:reset-demo`: empties every table but users and seeds the demo data again (development only).
// Stop the server first: on the embedded database the data-folder lock refuses to run beside it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { systemClock } from '../clock';
import { parseEnv } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLockOrExit } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { createCipher } from '../secrets/cipher';
import { loadOrCreateDevSecrets } from '../secrets/dev-secrets';
import { DEMO_MARKER_KEY, insertDemoData } from './demo-seed';

const env = parseEnv(process.env);
if (env.APP_MODE === 'production') {
  console.error('db:reset-demo refuses to run in production mode.');
  process.exit(1);
}
const secretKey = env.SECRET_KEY ?? loadOrCreateDevSecrets(path.resolve(env.DATA_DIR)).secretKey;
const lock = env.DATABASE_URL ? undefined : acquireDataDirLockOrExit(path.resolve(env.DATA_DIR));
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
try {
  await runMigrations(database, fileURLToPath(new URL('../../drizzle', import.meta.url)));
  const now = systemClock.now();
  const counts = await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate table calls, appointments, job_events, jobs, companies, voices, app_config, calendar_credentials, logs, audit_log, app_meta restart identity cascade`,
    );
    const result = await insertDemoData(tx, now, env.BUSINESS_TIMEZONE, createCipher(secretKey), {
      jwtTtlSeconds: env.JWT_TTL_SECONDS,
      loginThrottle: { maxFailures: env.LOGIN_MAX_FAILURES },
      businessTimezone: env.BUSINESS_TIMEZONE,
    });
    await tx.execute(
      sql`insert into app_meta (key, value) values (${DEMO_MARKER_KEY}, ${now.toISOString()})`,
    );
    return result;
  });
  console.log(
    `Demo data reset: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
} finally {
  await database.close();
  lock?.release();
}
