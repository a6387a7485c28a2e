// Helpers of the settings specs: API calls made beside the UI (to set up state or check the server's view).
import type { ConsoleConfig } from '@callops/contracts/console';
import { API_PREFIX } from '@callops/contracts/core';
import { type APIRequestContext, expect } from '@playwright/test';
import type { ConsoleServer } from '../fixtures/console-server';

/** Signs in through the API and answers the bearer token. */
export async function apiToken(
  request: APIRequestContext,
  server: ConsoleServer,
  credentials: { username: string; password: string } = server,
): Promise<string> {
  const response = await request.post(`${server.url}${API_PREFIX}/auth/login`, { form: credentials });
  expect(response.status()).toBe(200);
  return (await response.json()).data.access_token as string;
}

export async function setConfigValue(
  request: APIRequestContext,
  server: ConsoleServer,
  token: string,
  key: string,
  value: string,
): Promise<void> {
  const response = await request.put(`${server.url}${API_PREFIX}/app-config/${key}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { value },
  });
  expect(response.status(), `PUT ${key}`).toBe(200);
}

export async function consoleConfig(
  request: APIRequestContext,
  server: ConsoleServer,
): Promise<ConsoleConfig> {
  return (await (await request.get(`${server.url}/console-config.json`)).json()) as ConsoleConfig;
}

/** A user of the given role, created by the admin through the API. */
export async function createUser(
  request: APIRequestContext,
  server: ConsoleServer,
  adminToken: string,
  role: 'operator' | 'viewer',
): Promise<{ username: string; password: string }> {
  const user = { username: `${role}-${Date.now()}`, password: `${role}-password-123` };
  const response = await request.post(`${server.url}${API_PREFIX}/users`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { ...user, role },
  });
  expect(response.status()).toBe(200);
  return user;
}
