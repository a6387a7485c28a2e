// Builders the host's tests share: a console config, users, tokens and remote manifests.
import type { ConsoleConfig, RemoteName } from '@callops/contracts/console';
import type { User } from '@callops/contracts/users';
import {
  isPublicRoute,
  lazyPage,
  type RemoteManifest,
  type RemoteRoute,
  ROUTE_FACTS,
  type RoutePath,
} from '@callops/shell';
import type { TokenStorage } from '../session/token-storage';

export const consoleConfig = (overrides: Partial<ConsoleConfig> = {}): ConsoleConfig => ({
  name: 'CallOps Console',
  mode: 'development',
  mock: false,
  version: '1.0.0',
  apiBase: '/api/v1',
  remotes: [],
  providers: {
    vapi: 'live',
    twilio: 'live',
    email: 'live',
    elevenlabs: 'live',
    hubspot: 'live',
    calendar: 'live',
  },
  ...overrides,
});

export const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: 'admin',
  email: null,
  role: 'admin',
  disabled: false,
  phone: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A dotted token whose `exp` is `expMs` (the client never checks the signature). */
export const jwtExpiringAt = (expMs: number) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp: Math.floor(expMs / 1000) })}.sig`;

/** A page that renders its label. */
export const page = (label: string) => lazyPage(async () => ({ default: () => <p>{label}</p> }));

/** A remote's route to `path`; its page renders '<sidebar label> page' ('<path> page' for a public one). */
export const remoteRoute = (path: RoutePath, extra: Partial<RemoteRoute> = {}): RemoteRoute => {
  const facts = ROUTE_FACTS[path];
  return { path, page: page(`${isPublicRoute(facts) ? path : facts.label} page`), ...extra };
};

export const manifest = (name: RemoteName, routes: RemoteRoute[]): RemoteManifest => ({ name, routes });

/** Token storage in memory, with the stored value visible to assertions. */
export const memoryTokenStorage = (
  initial: string | null = null,
): TokenStorage & { value: string | null } => {
  const storage = {
    value: initial,
    read: () => storage.value,
    write: (token: string) => {
      storage.value = token;
    },
    remove: () => {
      storage.value = null;
    },
  };
  return storage;
};
