// Spec §2 (sign-in, protected routes) and §4 "Session": what a visitor sees signed out, signing in and out, and
// the token rules that run in the browser.
import { API_PREFIX, AUTH_ERRORS, INVALID_CREDENTIALS_MESSAGE, SESSION } from '@callops/contracts';
import type { Request } from '@playwright/test';
import { apiToken, signIn, storedToken, storeToken, tokenExpiryMs } from '../fixtures/session';
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
  await page.goto('/');
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
