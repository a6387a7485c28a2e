// The settings remote in development: the manager, a group screen, General (calendar) and App Configuration.
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { PROVIDERS } from '@callops/contracts/console';
import { AUTH_ERRORS, maskSensitiveValue, PHONE_MESSAGES } from '@callops/contracts/core';
import { ADMIN_PHONE_MESSAGES, CONFIG_MESSAGES, CONFIG_VALUE_MESSAGES } from '@callops/contracts/settings';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectToast, settledPage } from '../fixtures/console-page';
import { type ConsoleServer, onServerOfItsOwn } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { apiToken, consoleConfig, createUser, setConfigValue } from './settings-helpers';

/** `field` shows `text` as its error (antd ties the message to the field as its description). */
async function expectFieldError(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(text);
}
const popconfirm = (page: Page) => page.locator('.ant-popconfirm');

test.describe('Settings Manager', () => {
  test('adds, edits and deletes a config entry', async ({ page, consoleServer }) => {
    await signIn(page, consoleServer);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings Manager' })).toBeVisible();

    const add = page.getByRole('button', { name: 'Add Config' });
    await expect(add).toBeDisabled();
    await page.getByRole('textbox', { name: 'Key' }).fill('e2e_banner');
    await expect(add).toBeDisabled();
    await page.getByRole('textbox', { name: 'Value' }).fill('Spring offer');
    await page.getByRole('textbox', { name: 'Description' }).fill('Banner text');
    await add.click();
    await expectToast(page, CONFIG_MESSAGES.created);

    await page.getByPlaceholder('Search...').fill('e2e_banner');
    const row = page.getByRole('row').filter({ hasText: 'e2e_banner' });
    await expect(row).toContainText('Spring offer');
    await row.getByRole('button', { name: 'Edit e2e_banner' }).click();
    await page.getByRole('textbox', { name: 'Value e2e_banner' }).fill('Summer offer');
    await page.getByRole('textbox', { name: 'Description e2e_banner' }).fill('Banner on top');
    await row.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, CONFIG_MESSAGES.updated);
    await expect(row).toContainText('Summer offer');
    await expect(row).toContainText('Banner on top');

    await page.reload();
    await page.getByPlaceholder('Search...').fill('e2e_banner');
    await expect(page.getByRole('row').filter({ hasText: 'e2e_banner' })).toContainText('Summer offer');
    await page.getByRole('button', { name: 'Delete e2e_banner' }).click();
    await popconfirm(page).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, CONFIG_MESSAGES.deleted);
    await expect(page.getByRole('row').filter({ hasText: 'e2e_banner' })).toHaveCount(0);
  });

  test('refuses a bad value in place and the server refuses it too when the UI is bypassed', async ({
    page,
    consoleServer,
  }) => {
    await signIn(page, consoleServer);
    await page.goto('/settings');
    await page.getByPlaceholder('Search...').fill('calling_hours_start');
    await page.getByRole('button', { name: 'Edit calling_hours_start' }).click();
    const value = page.getByRole('textbox', { name: 'Value calling_hours_start' });
    await value.fill('9am');
    await page
      .getByRole('row')
      .filter({ hasText: 'calling_hours_start' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expectFieldError(value, CONFIG_VALUE_MESSAGES.time);

    const token = await apiToken(page.request, consoleServer);
    const response = await page.request.put('/api/v1/app-config/calling_hours_start', {
      headers: { authorization: `Bearer ${token}` },
      data: { value: '9am' },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe(
      `Invalid value for calling_hours_start: ${CONFIG_VALUE_MESSAGES.time}`,
    );
    const entry = await page.request.get('/api/v1/app-config/calling_hours_start', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await entry.json()).data.value).toBe('09:00');
  });
});

test.describe('A session that ends while saving', () => {
  test('a 401 while saving a setting shows exactly one notification: the Authentication Error', async ({
    page,
    consoleServer,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /status of 401 .*\/api\/v1\/app-config\/calling_hours_start/,
      'Chromium logs the 401 this test answers the save with',
    );
    await signIn(page, consoleServer);
    await page.goto('/settings/scheduling');
    // The session ends on the server between reading and saving.
    await page.route('**/api/v1/app-config/calling_hours_start', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 401, json: { success: false, message: 'Not authenticated' } })
        : route.fallback(),
    );
    const card = page.getByRole('group', { name: 'calling_hours_start' });
    await card.getByLabel('Value').fill('08:30');
    await card.getByRole('button', { name: 'Save calling_hours_start' }).click();

    await expect(page).toHaveURL(/\/signin$/);
    const notices = page.locator('.ant-notification-notice');
    await expect(notices.filter({ hasText: AUTH_ERRORS.notificationTitle })).toContainText(
      AUTH_ERRORS.sessionExpired,
    );
    await expect(notices).toHaveCount(1);
    await expect(page.getByText(CONFIG_MESSAGES.updateFailed(AUTH_ERRORS.authenticationFailed))).toHaveCount(
      0,
    );
  });
});

test.describe('App Configuration', () => {
  test('adds, edits, removes and clears admin phones with each validation message', async ({
    page,
    consoleServer,
  }) => {
    await signIn(page, consoleServer);
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { name: 'App Configuration' })).toBeVisible();
    const phones = page.getByRole('list', { name: 'Admin Phone Numbers' });
    await expect(phones).toContainText('+14165550100');
    const input = page.getByRole('textbox', { name: 'New phone number' });
    const add = page.getByRole('button', { name: 'Add', exact: true });

    await add.click();
    await expectFieldError(input, PHONE_MESSAGES.required);
    await input.fill('0123');
    await add.click();
    await expectFieldError(input, PHONE_MESSAGES.invalidAdmin);
    await input.fill('+14165550100');
    await add.click();
    await expectFieldError(input, PHONE_MESSAGES.duplicate);
    await input.fill('+15145550177');
    await add.click();
    await expectToast(page, ADMIN_PHONE_MESSAGES.added);
    await expect(phones).toContainText('+15145550177');

    await page.getByRole('button', { name: 'Edit +15145550177' }).click();
    const edit = page.getByRole('textbox', { name: 'New number for +15145550177' });
    await edit.fill('12ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(edit, PHONE_MESSAGES.invalidAdmin);
    await edit.fill('+15145550178');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, ADMIN_PHONE_MESSAGES.updated);
    await expect(phones).toContainText('+15145550178');

    await page.getByRole('button', { name: 'Remove +15145550178' }).click();
    await expect(popconfirm(page)).toContainText(ADMIN_PHONE_MESSAGES.confirmRemove('+15145550178'));
    await popconfirm(page).getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, ADMIN_PHONE_MESSAGES.removed);
    await expect(phones).not.toContainText('+15145550178');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(popconfirm(page)).toContainText(ADMIN_PHONE_MESSAGES.confirmClear);
    await popconfirm(page).getByRole('button', { name: 'Clear All' }).click();
    await expectToast(page, ADMIN_PHONE_MESSAGES.cleared);
    await expect(page.getByText('No admin phone numbers yet')).toBeVisible();

    // The list is the admin_phone_numbers setting: empty after a reload too.
    await page.reload();
    await expect(page.getByText('No admin phone numbers yet')).toBeVisible();
  });

  test('edits a value in the modal', async ({ page, consoleServer }) => {
    await signIn(page, consoleServer);
    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Edit admin_sms_template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit admin_sms_template' });
    await dialog.getByLabel('Value').fill('Booked: {lead_name} at {appointment_time}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, CONFIG_MESSAGES.updated);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Booked: {lead_name} at {appointment_time}')).toBeVisible();
  });
});

test.describe('General Settings: calendar integration', () => {
  // On a server of its own: the calendar it makes live (a made-up token) would answer 502 to the visits later specs
  // on the worker's server pay to Calendar.
  test('uploads a credentials file, gets a consent URL and saves a pasted token', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(
      /status of 400 .*\/api\/v1\/calendar\/set-token/,
      'Chromium logs the refused token this test pastes on purpose',
    );
    await onServerOfItsOwn(page, testInfo, 'calendar', async (server) => {
      await signIn(page, server);
      await page.goto(`${server.url}/settings/general`);
      await expect(page.getByText(CALENDAR_MESSAGES.credentialsMissing)).toBeVisible();

      await page.getByRole('button', { name: 'Upload Credentials' }).click();
      await expectFieldError(
        page.getByRole('button', { name: 'Select File' }),
        CALENDAR_MESSAGES.selectCredentialsFile,
      );
      await page.getByRole('button', { name: 'Save Token' }).click();
      await expectFieldError(
        page.getByLabel('Or paste an OAuth token JSON (fallback)'),
        CALENDAR_MESSAGES.pasteToken,
      );

      const credentials = {
        web: {
          client_id: 'e2e-client.apps.googleusercontent.com',
          client_secret: 'GOCSPX-e2e-secret-value',
          redirect_uris: [`${server.url}/auth/calendar/callback`],
        },
      };
      await page.locator('input[type="file"]').setInputFiles({
        name: 'credentials.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(credentials)),
      });
      await page.getByRole('button', { name: 'Upload Credentials' }).click();
      await expectToast(page, CALENDAR_MESSAGES.credentialsSaved);
      await expect(page.getByText(CALENDAR_MESSAGES.noTokenReason)).toBeVisible();

      // Google is not reachable from here: the consent page is answered in the browser.
      await page.route('https://accounts.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google consent</title>' }),
      );
      await page.getByRole('button', { name: 'Start Authorization' }).click();
      await page.waitForURL(/^https:\/\/accounts\.google\.com\//);
      const consent = new URL(page.url());
      expect(consent.searchParams.get('client_id')).toBe(credentials.web.client_id);
      expect(consent.searchParams.get('access_type')).toBe('offline');
      expect(consent.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/calendar/callback`);

      await page.goto(`${server.url}/settings/general`);
      const token = page.getByLabel('Or paste an OAuth token JSON (fallback)');
      await token.fill('not json');
      await page.getByRole('button', { name: 'Save Token' }).click();
      await expectToast(page, CALENDAR_MESSAGES.saveFailedWith(CALENDAR_MESSAGES.tokenNotJson));
      await token.fill(JSON.stringify({ access_token: 'ya29.e2e', refresh_token: '1//e2e-refresh-token' }));
      await page.getByRole('button', { name: 'Save Token' }).click();
      await expectToast(page, CALENDAR_MESSAGES.tokenSaved);
      await expect(page.getByText('Authorized', { exact: true })).toBeVisible();
      expect((await consoleConfig(page.request, server)).providers.calendar).toBe('live');
    });
  });
});

const mockBadge = (page: Page) => page.getByRole('complementary').getByText('MOCK', { exact: true });

test.describe('Provider credentials and the MOCK badge', () => {
  // Every provider is made live here: on a server of its own, so the worker's server stays simulated for the specs
  // after this one (a voice added on a live ElevenLabs with made-up credentials is a 502).
  test('VAPI turns live from /settings/vapi; MOCK goes once nothing is simulated and returns when cleared', async ({
    page,
  }, testInfo) => {
    await onServerOfItsOwn(page, testInfo, 'providers', (server) => providersGoLive(page, server));
  });
});

/** Makes every provider live on `server`, VAPI through its settings page, and clears VAPI again. */
async function providersGoLive(page: Page, server: ConsoleServer) {
  await signIn(page, server);
  const token = await apiToken(page.request, server);
  await page.goto(`${server.url}/settings/vapi`);
  await expect(page.getByRole('heading', { name: 'VAPI Settings' })).toBeVisible();
  await expect(mockBadge(page)).toBeVisible();
  const secret = 'vapi-e2e-private-key-0042';
  const fill = async (key: string, value: string) => {
    const card = page.getByRole('group', { name: key });
    await card.getByLabel('Value').fill(value);
    await card.getByRole('button', { name: `Save ${key}` }).click();
    await expectToast(page, CONFIG_MESSAGES.updated);
  };
  await fill('vapi_api_key', secret);
  await fill('vapi_assistant_id', 'asst_e2e');
  await fill('vapi_phone_number_id', 'pn_e2e');
  await expect(page.getByRole('group', { name: 'vapi_api_key' }).getByLabel('Value')).toHaveValue(
    maskSensitiveValue(secret),
  );
  expect((await consoleConfig(page.request, server)).providers.vapi).toBe('live');

  // Every other provider gets credentials through the API; only then does MOCK go away (after a reload).
  const others: Record<string, string> = {
    twilio_account_sid: 'AC-e2e',
    twilio_auth_token: 'twilio-e2e-token-123',
    twilio_from_number: '+14165550100',
    elevenlabs_api_key: 'xi-e2e-key-123456',
    smtp_host: 'smtp.example.com',
    smtp_from: 'bookings@example.com',
    hubspot_access_token: 'pat-e2e-token-123456',
  };
  for (const [key, value] of Object.entries(others))
    await setConfigValue(page.request, server, token, key, value);
  const headers = { authorization: `Bearer ${token}` };
  const credentials = {
    web: {
      client_id: 'c.apps.googleusercontent.com',
      client_secret: 's',
      redirect_uris: ['http://localhost'],
    },
  };
  await page.request.post(`${server.url}/api/v1/calendar/credentials`, {
    headers,
    data: { credentials_json: JSON.stringify(credentials) },
  });
  await page.request.post(`${server.url}/api/v1/calendar/set-token`, {
    headers,
    data: { token_json: '{"refresh_token":"1//r"}' },
  });
  const allLive = await consoleConfig(page.request, server);
  expect(allLive.providers).toEqual(Object.fromEntries(PROVIDERS.map((p) => [p, 'live'])));
  expect(allLive.mock).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'VAPI Settings' })).toBeVisible();
  await expect(mockBadge(page)).toHaveCount(0);
  // The secret never reaches the browser whole.
  baseExpect(await page.content()).not.toContain(secret);

  await fill('vapi_api_key', '');
  const cleared = await consoleConfig(page.request, server);
  expect(cleared.providers.vapi).toBe('simulated');
  expect(cleared.mock).toBe(true);
  await page.reload();
  await expect(mockBadge(page)).toBeVisible();
}

test.describe('Operators and viewers', () => {
  for (const role of ['operator', 'viewer'] as const) {
    test(`a ${role} reads the settings without change controls and is never signed out`, async ({
      page,
      consoleServer,
    }) => {
      const adminToken = await apiToken(page.request, consoleServer);
      const user = await createUser(page.request, consoleServer, adminToken, role);
      await signIn(page, consoleServer, user);

      await page.goto('/settings/profile');
      expect(await settledPage(page)).toBe('page');
      await expect(page.getByText('Only admins can change settings.')).toBeVisible();
      await expect(page.getByText('admin_sms_template')).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Edit|Remove|Add|Clear All)\b/ })).toHaveCount(0);

      await page.goto('/settings');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Config' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

      await page.goto('/settings/general');
      await expect(page.getByRole('heading', { name: 'General Settings' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: /Upload Credentials|Start Authorization|Save Token/ }),
      ).toHaveCount(0);

      await page.goto('/settings/vapi');
      await expect(page.getByRole('group', { name: 'vapi_assistant_id' }).getByLabel('Value')).toBeDisabled();
      await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
      // Still signed in: no change call was made (a 403 would have signed the user out).
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page).toHaveURL(/\/settings\/vapi$/);

      const userToken = await apiToken(page.request, consoleServer, user);
      const forbidden = await page.request.put('/api/v1/app-config/business_name', {
        headers: { authorization: `Bearer ${userToken}` },
        data: { value: 'Hijacked' },
      });
      expect(forbidden.status()).toBe(403);
    });
  }
});
