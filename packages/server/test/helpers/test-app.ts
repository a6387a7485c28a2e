import type { AddressInfo } from 'node:net';
import type { Role } from '@callops/contracts/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/access/password';
import { buildApp } from '../../src/app';
import { type Clock, fixedClock } from '../../src/clock';
import { type AppConfig, buildConfig, parseEnv } from '../../src/config';
import { SYSTEM_ACTOR } from '../../src/context/actor';
import { createServiceContext, type ServiceContext } from '../../src/context/service-context';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { type JobEngine, startJobEngine } from '../../src/jobs/job-workers';
import { LogStore } from '../../src/logging/log-store';
import { createLogger, type Logger } from '../../src/logging/logger';
import { type JobQueue, startJobQueue } from '../../src/queue/job-queue';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'test-password-123';
export const TEST_NOW = '2026-03-11T15:30:00.000Z';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  clock: ReturnType<typeof fixedClock>;
  logStore: LogStore;
  queue: JobQueue | undefined;
  /** Bearer tokens of the three seeded users: admin, operator, viewer. */
  tokens: Record<Role, string>;
  userIds: Record<Role, number>;
  /** A service context for the server's own work (as jobs and start-up get), on the test database. */
  systemContext(): ServiceContext;
  /** Injects a request with the given role's token (or none). */
  call(opts: InjectOptions & { as?: Role | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock & { set(d: Date | string): void; advance(ms: number): void };
  withQueue?: boolean;
  /**
   * The job engine's workers too (implies the queue): the app listens on a free loopback port, since the simulated
   * voice provider posts its reports to the app over HTTP.
   */
  withEngine?: boolean;
  /** The port the engine's app listens on (a test that must know its own URL up front, e.g. for PUBLIC_URL). */
  port?: number;
  /** A database opened by the test itself (e.g. through a proxy it controls); a fresh one otherwise. */
  database?: Database;
  /** The app's logger (a test that reads the log lines); a silent one feeding the stored log otherwise. */
  logger?: Logger;
}

/** The real app on a fresh database with a fixed clock, three users (one per role) and a silent logger. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const envVars = {
    JWT_SECRET: 'j'.repeat(40),
    SECRET_KEY: 's'.repeat(40),
    ADMIN_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'silent',
    ...opts.env,
  };
  const env = parseEnv(envVars);
  const config = buildConfig(env, envVars, {
    jwtSecret: envVars.JWT_SECRET,
    secretKey: envVars.SECRET_KEY,
    adminPassword: envVars.ADMIN_PASSWORD,
  });
  const clock = opts.clock ?? fixedClock(TEST_NOW);
  const database = opts.database ?? (await openTestDatabase());
  const logStore = new LogStore(database.db);
  const logger =
    opts.logger ??
    createLogger({
      level: config.logLevel === 'silent' ? 'info' : config.logLevel,
      store: logStore,
      stdout: false,
    });
  const queue = opts.withQueue || opts.withEngine ? await startJobQueue(database, logger) : undefined;
  const app = await buildApp({ config, database, clock, logger, logStore, queue });
  await app.ready();
  let engine: JobEngine | undefined;
  if (opts.withEngine) {
    await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
    engine = await startJobEngine(app.services);
  }

  const userIds = {} as Record<Role, number>;
  const tokens = {} as Record<Role, string>;
  for (const role of ['admin', 'operator', 'viewer'] as const) {
    const [user] = await database.db
      .insert(users)
      .values({
        username: `${role}1`,
        email: `${role}@example.com`,
        role,
        passwordHash: await hashPassword(TEST_PASSWORD),
      })
      .returning();
    if (!user) throw new Error('test user not inserted');
    userIds[role] = user.id;
    tokens[role] = await app.services.tokens.sign({
      userId: user.id,
      username: user.username,
      role,
      tokenVersion: user.tokenVersion,
    });
  }

  return {
    app,
    database,
    config,
    clock,
    logStore,
    queue,
    tokens,
    userIds,
    systemContext: () => createServiceContext(app.services, { actor: SYSTEM_ACTOR }),
    call: ({ as = 'admin', headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}), ...headers },
      }),
    async close() {
      await engine?.stop();
      await app.close();
      if (!engine) await queue?.stop();
      await logStore.close();
      await database.close();
    },
  };
}

/**
 * A test app listening on a free loopback port, for tests that speak raw HTTP to it; closing it ends the
 * connections still open (an upload refused midway) before the app.
 */
export async function listeningTestApp(): Promise<TestApp & { port: number }> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    ...t,
    port,
    async close() {
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}
