// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '../config';
import { openDatabase } from './client';
import { acquireDataDirLockOrExit } from './data-dir-lock';
import { runMigrations } from './migrate';

const env = parseEnv(process.env);
const lock = env.DATABASE_URL ? undefined : acquireDataDirLockOrExit(path.resolve(env.DATA_DIR));
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
try {
  await runMigrations(database, fileURLToPath(new URL('../../drizzle', import.meta.url)));
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
  lock?.release();
}
