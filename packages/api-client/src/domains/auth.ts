import { endpoints } from '@callops/contracts';
import type { CallOptions } from '../client-options';
import { login } from '../login';
import type { Transport } from '../transport';

export const createAuthApi = (t: Transport) => ({
  /** POST /auth/login (form-encoded, no bearer, 30 s timeout, one retry on 429). */
  login: (username: string, password: string) => login(t, username, password),
  /** GET /auth/me: the signed-in user. */
  me: (options?: CallOptions) => t.call(endpoints.auth.me, {}, options),
});
