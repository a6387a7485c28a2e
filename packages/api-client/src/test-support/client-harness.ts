import type { User } from '@callops/contracts/users';
import type { ApiClientOptions } from '../client-options';
import { createApiClient } from '../create-api-client';
import { createFakeFetch, type Responder } from './fake-fetch';

/** A client on a fake fetch with recording logout/auth-error callbacks. */
export function clientWith(responders: Responder[], overrides: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(...responders);
  const onLogout = jest.fn<void, [string?]>();
  const onAuthError = jest.fn<void, [string]>();
  const api = createApiClient({
    baseUrl: 'https://api.example.test',
    getToken: () => 'opaque-token',
    onLogout,
    onAuthError,
    fetchImpl: fake.fetch,
    ...overrides,
  });
  return { api, requests: fake.requests, onLogout, onAuthError };
}

/** A user as the server answers it (GET /auth/me, the login result). */
export const sampleUser = {
  id: 1,
  username: 'admin',
  email: null,
  role: 'admin',
  phone: null,
  disabled: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
} satisfies User;
