// Spec §2 (sign-in, protected routes) and §4 "Session": what a visitor sees signed out, signing in and out, and
// the token rules that run in the browser.

import { INVALID_CREDENTIALS_MESSAGE, SESSION } from '@callops/contracts/auth';
import { API_PREFIX, AUTH_ERRORS, TOASTS } from '@callops/contracts/core';
import type { Page, Request } from '@playwright/test';
import { apiCall, apiToken } from '../fixtures/api';
import { settledPage, sidebarLink } from '../fixtures/console-page';
import { signIn, storedToken, storeToken, tokenExpiryMs } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const PROTECTED_URLS = [
  '/',
  '/voice',
  '/jobs',
  '/settings/general',
  '/users',
  '/data/latest-jobs',
  '/no/such/page',
];

/**
 * Stops the page's installed clock a moment ahead of its present. On a busy machine the moment may have passed by the
 * time the call arrives (pauseAt refuses the past): then it aims again.
 */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const at = (await page.evaluate(() => Date.now())) + 1_000;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

const isAuthMe = (request: Request) => new URL(request.url()).pathname === `${API_PREFIX}/auth/me`;

test('signed out, every protected URL lands on /signin', async ({ page }) => {
  for (const url of PROTECTED_URLS) {
    await page.goto(url);
    await expect(page, `${url} while signed out`).toHaveURL(/\/signin$/);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  }
});

test('a wrong password shows the error inline above the form and stores nothing', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 401 .*\/api\/v1\/auth\/login/,
    'Chromium logs the refused sign-in request this test makes',
  );
  await page.goto('/signin');
  await page.getByLabel('Username').fill(consoleServer.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS_MESSAGE });
  await expect(alert).toBeVisible();
  const alertBox = await alert.boundingBox();
  const usernameBox = await page.getByLabel('Username').boundingBox();
  expect(alertBox && usernameBox && alertBox.y + alertBox.height <= usernameBox.y).toBe(true);
  await expect(page).toHaveURL(/\/signin$/);
  // The form is usable again after the failure.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(await storedToken(page)).toBeNull();
});

test('the show/hide toggle reveals the password', async ({ page }) => {
  await page.goto('/signin');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('img', { name: /eye/ }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('sign-in opens the console; /signin then leads back into it; Logout returns to /signin', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await expect(page).toHaveURL(`${consoleServer.url}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.goto('/signin');
  await expect(page).toHaveURL(`${consoleServer.url}/`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
});

test('after sign-in the visitor returns to the page that sent them to /signin', async ({
  page,
  consoleServer,
}) => {
  await page.goto('/settings/general');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Username').fill(consoleServer.username);
  await page.getByLabel('Password', { exact: true }).fill(consoleServer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${consoleServer.url}/settings/general`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a stored token that has expired is removed on load, without asking the server', async ({
  page,
  consoleServer,
}) => {
  const token = await apiToken(consoleServer);
  await storeToken(page, consoleServer, token);
  // The browser's clock runs past the token's expiry; the server's clock is untouched.
  await page.clock.install({ time: tokenExpiryMs(token) + 60_000 });
  const meRequests: string[] = [];
  page.on('request', (request) => isAuthMe(request) && meRequests.push(request.url()));

  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(meRequests).toEqual([]);
});

test('a stored token that is still valid is checked with the server and keeps the visitor signed in', async ({
  page,
  consoleServer,
}) => {
  await storeToken(page, consoleServer, await apiToken(consoleServer));
  const me = page.waitForRequest(isAuthMe);
  await page.goto('/');
  await me;
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(`${consoleServer.url}/`);
});

test('a stored token the server refuses is removed on load, with no Authentication Error', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 401 .*\/api\/v1\/auth\/me/,
    'Chromium logs the refused check of the made-up token this test stores',
  );
  // Not dotted: carries no expiry, so only the server can refuse it.
  await storeToken(page, consoleServer, 'made-up-opaque-token');
  const me = page.waitForResponse((response) => isAuthMe(response.request()));
  await page.goto('/');
  expect((await me).status()).toBe(401);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByText(AUTH_ERRORS.notificationTitle)).toHaveCount(0);
});

test('the 30 s check logs out silently once the token expires', async ({ page, consoleServer }) => {
  const token = await apiToken(consoleServer);
  await page.clock.install();
  await storeToken(page, consoleServer, token);
  // A page of the host alone (the 404 page): no remote page makes API calls, whose header check would log out
  // on its own and hide whether the periodic check works.
  await page.goto('/no/such/page');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Past the expiry (and its margin) but before the next periodic check: nothing happens yet.
  await page.clock.setSystemTime(tokenExpiryMs(token) + 1_000);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await storedToken(page)).toBe(token);

  await page.clock.runFor(SESSION.expiryCheckIntervalMs);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByText(AUTH_ERRORS.notificationTitle)).toHaveCount(0);
});

test('Loading... shows while a stored token is being checked', async ({ page, consoleServer }) => {
  await storeToken(page, consoleServer, await apiToken(consoleServer));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${API_PREFIX}/auth/me`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
});

test('a 401 while working logs out with the Authentication Error notification, top right for 4 s', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 401 .*\/api\/v1\/users\b/,
    'Chromium logs the refused read of the account this test disables',
  );
  const adminToken = await apiToken(consoleServer);
  const user = { username: `e2e-disabled-${Date.now()}`, password: 'e2e-password-1', role: 'admin' as const };
  const { id } = await apiCall<{ id: number }>(consoleServer, adminToken, 'POST', '/users', user);

  await page.clock.install();
  await signIn(page, consoleServer, user);
  // A page that reads nothing by itself (no live stream, no polling): the one read refused is the one the user asks
  // for below.
  await sidebarLink(page, '/settings').click();
  await settledPage(page);
  // The clock stands still from here on, so the toast's 4 s pass only as the test advances it, however long the
  // answer takes in real time.
  await pauseClock(page);
  await apiCall(consoleServer, adminToken, 'POST', `/users/${id}/disable`);

  await sidebarLink(page, '/users').click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
  const toast = page.locator('.ant-notification-notice').filter({ hasText: AUTH_ERRORS.notificationTitle });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(AUTH_ERRORS.sessionExpired);
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y < 100 && box.x + box.width > viewport.width - 100).toBe(true);

  await page.clock.runFor(TOASTS.errorDurationMs - 500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);
  // axe (the end-of-test check) waits on timers of its own
  await page.clock.resume();
});
