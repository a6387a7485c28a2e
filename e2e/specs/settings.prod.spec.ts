// The settings remote in production: only General, App Configuration and Audit Log, working on a database without demo data.
import { ADMIN_PHONE_MESSAGES, CONFIG_MESSAGES } from '@callops/contracts/settings';
import { expectToast, notFoundPage, settledPage, sidebarSection } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test('the Settings section of the sidebar shows only General, App Configuration and Audit Log', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  const section = sidebarSection(page, 'Settings');
  const title = section.getByRole('button', { name: 'Settings', exact: true });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  const links = section.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toHaveAttribute('href', '/settings/general');
  await expect(links.nth(0)).toHaveText('General');
  await expect(links.nth(1)).toHaveAttribute('href', '/settings/profile');
  await expect(links.nth(1)).toHaveText('App Configuration');
  await expect(links.nth(2)).toHaveAttribute('href', '/settings/audit-log');
  await expect(links.nth(2)).toHaveText('Audit Log');

  for (const path of ['/settings', '/settings/vapi', '/settings/scheduling', '/settings/database']) {
    await page.goto(path);
    expect(await settledPage(page), path).toBe('not-found');
    await expect(notFoundPage(page)).toBeVisible();
  }
});

test('App Configuration lists every built-in setting and saves changes on a fresh production database', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await page.goto('/settings/profile');
  await expect(page.getByText('No admin phone numbers yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'New phone number' }).fill('+14165550199');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, ADMIN_PHONE_MESSAGES.added);
  await expect(page.getByRole('list', { name: 'Admin Phone Numbers' })).toContainText('+14165550199');

  // Provider credentials live under General here, the only place production offers them.
  await page.getByRole('button', { name: 'Edit vapi_assistant_id' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit vapi_assistant_id' });
  await dialog.getByLabel('Value').fill('asst_prod');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, CONFIG_MESSAGES.updated);
  await expect(page.getByText('asst_prod')).toBeVisible();
});

test('General shows the calendar integration and the other general settings', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await page.goto('/settings/general');
  await expect(page.getByRole('heading', { name: 'General Settings' })).toBeVisible();
  await expect(page.getByText(CONFIG_MESSAGES.otherGeneralSettings)).toBeVisible();
  await expect(page.getByRole('group', { name: 'business_name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Credentials' })).toBeVisible();
});
