import path from 'node:path';
import { APP_MODES, REMOTE_NAMES, type RemoteName } from '@callops/contracts/console';
import { DEFAULT_BUSINESS_TIMEZONE, isValidTimeZone } from '@callops/contracts/core';
import { z } from 'zod';

const durationSeconds = z.coerce.number().int().positive();

/** The environment the server reads (README "Configuration" lists every variable). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_MODE: z.enum(APP_MODES).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL connections of one process: the server's pool and pg-boss's (README, "Connections").
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(6),
  PGBOSS_POOL_MAX: z.coerce.number().int().positive().default(2),
  // Embedded PGlite's shared buffers in MB (README, "Memory").
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: durationSeconds.default(12 * 60 * 60),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // The other origins whose media the console may play: VAPI's recordings and ElevenLabs' voice previews (served
  // from Google Cloud Storage); our own media is served as same-origin paths and needs none.
  MEDIA_ORIGINS: z
    .string()
    .default('https://storage.vapi.ai,https://storage.googleapis.com')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .url()
          .transform((url) => new URL(url).origin),
      ),
    ),
  BUSINESS_TIMEZONE: z.string().default(DEFAULT_BUSINESS_TIMEZONE),
  SIMULATION_SPEED: z.coerce.number().positive().default(1),
  // After SIGTERM, how long readiness answers 503 before the process stops taking work (load balancers look again).
  // Behind the proxy every request comes from its address: trust X-Forwarded-For from these hops (Fastify's
  // trustProxy: 'true', a hop count, or comma-separated addresses/CIDRs) so sign-in limits stay per client.
  TRUST_PROXY: z.string().optional(),
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(3),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  // The bearer token Prometheus sends for /metrics; unset, /metrics is open in development and refused in production.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: durationSeconds.default(15 * 60),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  WEB_ROOT: z.string().optional(),
  // Where the live adapters reach each vendor: the vendors' own hosts unless pointed elsewhere (a proxy, a sandbox,
  // or the local fake vendors of the tests).
  VAPI_BASE_URL: z.string().url().default('https://api.vapi.ai'),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  ELEVENLABS_BASE_URL: z.string().url().default('https://api.elevenlabs.io'),
  HUBSPOT_BASE_URL: z.string().url().default('https://api.hubapi.com'),
  GOOGLE_OAUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_BASE_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  mode: 'development' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The most connections the server's pool and pg-boss's pool open on PostgreSQL. */
  poolMax: { database: number; queue: number };
  /** Embedded PGlite's shared buffers (MB): held in the process's memory from the start. */
  pgliteSharedBuffersMb: number;
  jwtSecret: string;
  secretKey: string;
  jwtTtlSeconds: number;
  admin: { username: string; password: string | undefined; email: string | undefined };
  publicUrl: string;
  /** Origins besides our own the content security policy lets media play from (MEDIA_ORIGINS). */
  mediaOrigins: string[];
  businessTimezone: string;
  simulationSpeed: number;
  drainSeconds: number;
  /** Fastify's trustProxy: every hop, addresses/CIDRs, or a count of hops nearest to the server. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean) | undefined;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** What /metrics wants as its bearer token; undefined: open in development, refused in production. */
  metricsToken: string | undefined;
  loginThrottle: { maxFailures: number; windowSeconds: number; maxFailuresPerIp: number };
  /** Where the built host (`host/dist`) and remotes (`remotes/<name>/dist`) live; unset: nothing is served. */
  webRoot: string | undefined;
  /** Per-remote entry URL overrides (`npm run dev` points them at the rspack dev servers). */
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** The base URL of each vendor's API for the live adapters. */
  vendorUrls: {
    vapi: string;
    twilio: string;
    elevenlabs: string;
    hubspot: string;
    googleOAuth: string;
    googleToken: string;
    googleCalendar: string;
  };
}

export class ConfigError extends Error {}

const remoteEnvName = (name: RemoteName) => `REMOTE_ENTRY_${name.toUpperCase().replace(/-/g, '_')}`;

/** Parses the environment. Secrets may still be missing here in development (generated per data folder). */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!isValidTimeZone(e.BUSINESS_TIMEZONE)) {
    throw new ConfigError(
      `Invalid configuration: BUSINESS_TIMEZONE: unknown time zone '${e.BUSINESS_TIMEZONE}'`,
    );
  }
  if (e.APP_MODE === 'production') {
    const missing = (['JWT_SECRET', 'SECRET_KEY', 'ADMIN_PASSWORD'] as const).filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(
        `Production mode needs ${missing.join(', ')} to be set (see README, Configuration).`,
      );
    }
    // One leaked value must not give away both: tokens signed and settings decrypted with the same key.
    if (e.JWT_SECRET === e.SECRET_KEY) {
      throw new ConfigError(
        'Production mode needs JWT_SECRET and SECRET_KEY to differ (see README, Configuration).',
      );
    }
  }
  return e;
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return undefined;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

export function buildConfig(
  e: Env,
  env: NodeJS.ProcessEnv,
  secrets: { jwtSecret: string; secretKey: string; adminPassword: string | undefined },
): AppConfig {
  const remoteEntries: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = env[remoteEnvName(name)];
    if (value) remoteEntries[name] = value;
  }
  return {
    mode: e.APP_MODE,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    poolMax: { database: e.DATABASE_POOL_MAX, queue: e.PGBOSS_POOL_MAX },
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    jwtSecret: secrets.jwtSecret,
    secretKey: secrets.secretKey,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    admin: { username: e.ADMIN_USERNAME, password: secrets.adminPassword, email: e.ADMIN_EMAIL },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    mediaOrigins: e.MEDIA_ORIGINS,
    businessTimezone: e.BUSINESS_TIMEZONE,
    simulationSpeed: e.SIMULATION_SPEED,
    drainSeconds: e.DRAIN_SECONDS,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    seedDemoData: e.APP_MODE === 'development' && e.SEED_DEMO_DATA !== 'false',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    loginThrottle: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    },
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : undefined,
    remoteEntries,
    vendorUrls: {
      vapi: e.VAPI_BASE_URL,
      twilio: e.TWILIO_BASE_URL,
      elevenlabs: e.ELEVENLABS_BASE_URL,
      hubspot: e.HUBSPOT_BASE_URL,
      googleOAuth: e.GOOGLE_OAUTH_URL,
      googleToken: e.GOOGLE_TOKEN_URL,
      googleCalendar: e.GOOGLE_CALENDAR_BASE_URL,
    },
  };
}
