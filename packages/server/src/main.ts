import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { buildConfig, ConfigError, parseEnv } from './config';
import { SYSTEM_ACTOR } from './context/actor';
import { createServiceContext } from './context/service-context';
import { openDatabase } from './db/client';
import { acquireDataDirLockOrExit } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { closeHttp, drainHttp } from './http/draining';
import { startJobEngine } from './jobs/job-workers';
import { LogStore } from './logging/log-store';
import { createLogger } from './logging/logger';
import { ensureFirstAdmin } from './modules/users/service';
import { startJobQueue } from './queue/job-queue';
import { loadOrCreateDevSecrets } from './secrets/dev-secrets';
import { seedDemoDataIfEmpty } from './seed/demo-seed';
import { startTracing } from './tracing/tracing-sdk';

// src/main.ts under tsx and dist/main.js once bundled both sit one folder below the package root.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsFolder = path.join(packageRoot, 'drizzle');
const repoRoot = path.resolve(packageRoot, '..', '..');

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  // Before anything is traced; nothing is loaded unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const tracing = await startTracing(process.env);
  const dataDir = path.resolve(env.DATA_DIR);
  let lock: { release(): void } | undefined;
  if (!env.DATABASE_URL) {
    lock = acquireDataDirLockOrExit(dataDir);
    process.on('exit', () => lock?.release());
  }

  const dev = env.APP_MODE === 'development' ? loadOrCreateDevSecrets(dataDir) : undefined;
  const generatedPassword = !env.ADMIN_PASSWORD && dev ? dev.adminPassword : undefined;
  const config = buildConfig({ ...env, WEB_ROOT: env.WEB_ROOT ?? repoRoot }, process.env, {
    jwtSecret: env.JWT_SECRET ?? (dev?.jwtSecret as string),
    secretKey: env.SECRET_KEY ?? (dev?.secretKey as string),
    adminPassword: env.ADMIN_PASSWORD ?? generatedPassword,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.poolMax.database,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  await runMigrations(database, migrationsFolder);
  const logStore = new LogStore(database.db);
  const logger = createLogger({ level: config.logLevel, store: logStore });
  logger.info(
    `Starting in ${config.mode} mode on ${database.driver === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}`,
  );

  const queue = await startJobQueue(database, logger, config.poolMax.queue);
  const app = await buildApp({ config, database, clock: systemClock, logger, logStore, queue });
  const { created } = await ensureFirstAdmin(
    createServiceContext(app.services, { actor: SYSTEM_ACTOR }),
    config.admin,
  );
  if (created) logger.info(`Created the first admin user '${config.admin.username}'`);
  if (config.seedDemoData) await seedDemoDataIfEmpty(database.db, { clock: systemClock, config, logger });
  await app.listen({ port: config.port, host: config.host });
  const engine = await startJobEngine(app.services);

  const url = `http://localhost:${config.port}`;
  const password = generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  process.stdout.write(
    [
      '',
      `  CallOps Console is running (${config.mode} mode)`,
      `  Open       ${url}`,
      `  Sign in    username: ${config.admin.username}   password: ${password}`,
      `  API docs   ${url}/api/docs`,
      '',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}; draining, then shutting down`);
    // Readiness answers 503 at once and every answer closes its connection (http/draining.ts), so a load balancer
    // sends nothing new here and keep-alive clients move on between requests. The workers then finish what they
    // hold and fetch nothing new, while HTTP still serves (the simulated voice provider posts its reports to this
    // process); what they leave queued is durable and goes to the other processes. Last, in-flight requests finish.
    await drainHttp(app, config.drainSeconds * 1000);
    await engine.stop();
    await closeHttp(app);
    await logStore.close();
    await database.close();
    await tracing?.shutdown();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Server failed to start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
