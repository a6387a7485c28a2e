import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { LogStore } from './logging/log-store';
import type { Logger } from './logging/logger';
import type { LoginThrottle } from './modules/auth/login-throttle';
import type { TokenService } from './modules/auth/tokens';
import type { JobQueue } from './queue/job-queue';
import type { Cipher } from './secrets/cipher';

/** What every module's routes and services may use; built once in buildApp from explicit dependencies. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  logger: Logger;
  logStore: LogStore;
  tokens: TokenService;
  cipher: Cipher;
  loginThrottle: LoginThrottle;
  /** Absent only in tests that do not exercise jobs. */
  queue: JobQueue | undefined;
}
