import type { LoginThrottle } from '../access/login-throttle';
import type { TokenService } from '../access/tokens';
import type { UserAccessCache } from '../access/user-access';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { ChangeFeed } from '../live/change-feed';
import type { SharedAnswers } from '../live/shared-answers';
import type { LogStore } from '../logging/log-store';
import type { Logger } from '../logging/logger';
import type { JobQueue } from '../queue/job-queue';
import type { Cipher } from '../secrets/cipher';
import type { SettingsSnapshotCache } from '../settings/settings-snapshot';
import type { Actor } from './actor';
import type { EnginePort } from './engine-port';

/**
 * The long-lived parts of the server, built once in buildApp from explicit dependencies. Services reach them as
 * `ctx.app`; nothing else holds them.
 */
export interface AppServices {
  config: AppConfig;
  database: Database;
  clock: Clock;
  logger: Logger;
  logStore: LogStore;
  tokens: TokenService;
  cipher: Cipher;
  loginThrottle: LoginThrottle;
  /** Who may do what, remembered between requests (forgotten at every change of a user's access). */
  userAccess: UserAccessCache;
  /** Every setting, read at most once per change (and safety interval), not once per use. */
  settings: SettingsSnapshotCache;
  /** Answers the same for every caller, shared between requests until a table they read changes. */
  sharedAnswers: SharedAnswers;
  /** Resolves a bearer token to the user behind it; throws a 401 HttpError when it does not stand for one. */
  authenticate(token: string | undefined): Promise<Actor>;
  /** Absent only in tests that do not exercise jobs. */
  queue: JobQueue | undefined;
  /** Starts, ends and feeds jobs for the domains, which sit below the engine. */
  engine: EnginePort;
  /** Announces and hears changes of jobs and events, across processes. */
  changes: ChangeFeed;
  /**
   * Set when the process was asked to stop: while `draining`, readiness answers 503 and each answer closes its
   * connection; once `closing`, HTTP answers only 503 (http/draining.ts).
   */
  lifecycle: { draining: boolean; closing: boolean };
  /** This process's own address once it listens (the simulated providers call back to it), else undefined. */
  selfUrl(): string | undefined;
}
