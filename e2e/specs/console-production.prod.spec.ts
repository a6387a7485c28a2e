// Production mode: only three remotes exist for the browser; the development-only pages are unreachable.

import { type ConsoleConfig, DEV_ONLY_REMOTES, REMOTE_NAMES } from '@callops/contracts/console';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { notFoundPage, settledPage, sidebarPaths } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expectSidebarToMatchSpec } from '../fixtures/sidebar-check';
import { DEV_ONLY_URLS, sidebarFor } from '../fixtures/spec-sidebar';
import { expect, test } from '../fixtures/test';

const PRODUCTION_REMOTES = REMOTE_NAMES.filter((name) => !DEV_ONLY_REMOTES.includes(name));
const PRODUCTION_SIDEBAR = sidebarFor('production');

test('/console-config.json lists calling-ops, calendar-voice and settings only', async ({ page }) => {
  const config = (await (await page.request.get('/console-config.json')).json()) as ConsoleConfig;
  expect(config.mode).toBe('production');
  expect(config.remotes.map((remote) => remote.name)).toEqual(['calling-ops', 'calendar-voice', 'settings']);
  expect(PRODUCTION_REMOTES).toEqual(['calling-ops', 'calendar-voice', 'settings']);
});

test('the server does not serve the development-only remotes', async ({ page }) => {
  for (const name of DEV_ONLY_REMOTES) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await page.request.get(`/remotes/${name}/${file}`);
      expect(response.status(), `/remotes/${name}/${file}`).toBe(404);
    }
  }
});

test('the browser never requests leads-crm or dev-tools; their URLs show the 404 page', async ({
  page,
  consoleServer,
}) => {
  // A fresh page load of every development-only URL and of every production page, each scanned with axe.
  test.setTimeout(180_000);
  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(new URL(request.url()).pathname));

  await signIn(page, consoleServer);
  for (const url of DEV_ONLY_URLS) {
    await page.goto(url);
    expect(await settledPage(page), url).toBe('not-found');
    await expect(notFoundPage(page)).toBeVisible();
  }
  // Every production page too, so each remote that exists has had its chance to pull in another.
  for (const path of await sidebarPaths(page)) {
    await page.goto(path);
    expect(await settledPage(page), path).toBe('page');
  }

  const devOnly = requested.filter((path) => /^\/remotes\/(leads-crm|dev-tools)(\/|$)/.test(path));
  expect(devOnly).toEqual([]);
  // The recording works: the three production remotes were fetched.
  for (const name of PRODUCTION_REMOTES) {
    expect(requested, `${name} was loaded`).toContain(`/remotes/${name}/mf-manifest.json`);
  }
});

test('the sidebar shows only the production entries of spec §2, and the PROD badge', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(90_000);
  await signIn(page, consoleServer);
  const config = (await (await page.request.get('/console-config.json')).json()) as ConsoleConfig;
  const nav = page.locator('.ant-layout-sider');
  await expect(nav.getByText('PROD', { exact: true })).toBeVisible();
  await expect(nav.getByText('DEV', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('MOCK', { exact: true })).toHaveCount(config.mock ? 1 : 0);

  await expectSidebarToMatchSpec(page, PRODUCTION_SIDEBAR);
});

test('the Dashboard of a fresh production database (never seeded) says there is no data', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXT.noDashboardData)).toBeVisible();
});
