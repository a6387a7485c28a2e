// Calendar Manager against the fake Google the fixture starts: the server reaches it through GOOGLE_OAUTH_URL,
// GOOGLE_TOKEN_URL and GOOGLE_CALENDAR_BASE_URL (configuration only), and the browser goes to its consent page,
// which consents at once and sends it back to the callback.
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import type { Page } from '@playwright/test';
import { expectToast, toast } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ fakeGoogleConsent: true });

const HOUR = 3_600_000;
const CLIENT_SECRET = 'GOCSPX-e2e-calendar-secret-0077';

const eventTitles = (page: Page) =>
  page.getByRole('list', { name: 'Upcoming Events (Next 7 Days)' }).locator('li strong');

test('authorizes through Google, pages the next events three at a time, and refreshes an expired token by itself', async ({
  page,
  consoleServer,
  fakeGoogle,
}) => {
  const client = {
    client_id: 'e2e-calendar.apps.googleusercontent.com',
    client_secret: CLIENT_SECRET,
    redirect_uris: [`${consoleServer.url}/auth/calendar/callback`],
  };
  fakeGoogle.addClient({
    clientId: client.client_id,
    clientSecret: CLIENT_SECRET,
    redirectUris: client.redirect_uris,
  });
  const now = Date.now();
  for (let i = 0; i < 7; i += 1) {
    const start = now + 3 * HOUR + i * 18 * HOUR;
    fakeGoogle.addEvent({
      summary: `Site visit ${i + 1}`,
      location: `${i + 1} Queen St W`,
      start: { dateTime: new Date(start).toISOString() },
      end: { dateTime: new Date(start + HOUR).toISOString() },
    });
  }
  fakeGoogle.addEvent({
    summary: 'Next month',
    start: { dateTime: new Date(now + 30 * 24 * HOUR).toISOString() },
    end: { dateTime: new Date(now + 30 * 24 * HOUR + HOUR).toISOString() },
  });

  await signIn(page, consoleServer);
  await page.goto('/settings/general');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'credentials.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ web: client })),
  });
  await page.getByRole('button', { name: 'Upload Credentials' }).click();
  await expectToast(page, CALENDAR_MESSAGES.credentialsSaved);

  await page.goto('/calendar');
  await expect(page.getByText(CALENDAR_MESSAGES.notAuthorized)).toBeVisible();
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();

  // Google's consent, then the callback page.
  await page.waitForURL(/\/auth\/calendar\/callback\?/);
  await expect(page.getByText(CALENDAR_MESSAGES.callbackSuccess)).toBeVisible();
  await expectToast(page, CALENDAR_MESSAGES.callbackToast);
  await page.waitForURL(/\/calendar$/);

  await expect(page.getByText('Authorized', { exact: true })).toBeVisible();
  await expect(page.getByText(CALENDAR_MESSAGES.notAuthorized)).toHaveCount(0);
  await expect(eventTitles(page)).toHaveText(['Site visit 1', 'Site visit 2', 'Site visit 3']);
  await expect(page.getByText('Page 1 of 3 (7 events)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(eventTitles(page)).toHaveText(['Site visit 4', 'Site visit 5', 'Site visit 6']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(eventTitles(page)).toHaveText(['Site visit 7']);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('listitem').filter({ hasText: 'Site visit 7' })).toContainText('7 Queen St W');

  // Google stops accepting the access token: the status says invalid_grant and the screen refreshes it by itself.
  const refreshes = () =>
    fakeGoogle.requests.filter(
      (r) => r.path === '/token' && new URLSearchParams(r.rawBody).get('grant_type') === 'refresh_token',
    ).length;
  expect(refreshes()).toBe(0);
  fakeGoogle.expireAccessTokens();
  await page.reload();
  await expectToast(page, CALENDAR_MESSAGES.tokenExpiredRefreshing);
  await expect(eventTitles(page)).toHaveText(['Site visit 1', 'Site visit 2', 'Site visit 3']);
  await expect(page.getByText('Authorized', { exact: true })).toBeVisible();
  await expect(toast(page, CALENDAR_MESSAGES.refreshFailed)).toHaveCount(0);
  expect(refreshes()).toBe(1);

  // No secret or token ever reaches the browser.
  const tokens = fakeGoogle.requests
    .map((r) => r.headers.authorization?.replace('Bearer ', ''))
    .filter((t): t is string => Boolean(t));
  const html = await page.content();
  for (const secret of [CLIENT_SECRET, ...tokens]) expect(html).not.toContain(secret);
});
