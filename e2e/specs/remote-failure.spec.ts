// Architecture §2 "Failure is contained": a remote whose files cannot be fetched shows an error panel with Retry
// in place of its pages, the rest of the console keeps working, and Retry recovers without a page reload.

import type { RemoteName } from '@callops/contracts/console';
import type { Page } from '@playwright/test';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { USERS_TEXT } from '../../remotes/dev-tools/src/pages/users/users-text';
import type { ConsoleGuard } from '../fixtures/console-guard';
import { remoteErrorPanel, settledPage, sidebar, sidebarLink } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** Container names (packages/build-config/src/remotes.cjs), which the federation runtime's messages use. */
const CONTAINERS: Partial<Record<RemoteName, string>> = {
  'calling-ops': 'callops_calling_ops',
  'dev-tools': 'callops_dev_tools',
};

const filesOf = (remote: RemoteName) => `**/remotes/${remote}/**`;

/** The remote's files but its manifest, its entry and its route table (the exposed manifest module). */
const pageFilesOf = (remote: RemoteName) =>
  new RegExp(
    `/remotes/${remote}/(?!mf-manifest\\.json|remoteEntry\\.js|__federation_expose_manifest\\.)[^/]+$`,
  );

const setMarker = (page: Page) =>
  page.evaluate(() => {
    Reflect.set(window, '__e2eNoReload', 'still-here');
  });
const marker = (page: Page) => page.evaluate(() => Reflect.get(window, '__e2eNoReload') ?? null);

const dashboardHeading = (page: Page) => page.getByRole('heading', { name: DASHBOARD_TEXT.title });
const usersHeading = (page: Page) => page.getByRole('heading', { name: USERS_TEXT.title });

/** What the browser and the federation runtime log, by design, while `remote`'s files are unreachable. */
function allowUnreachable(guard: ConsoleGuard, remote: RemoteName) {
  guard.allow(
    new RegExp(`^Failed to load resource: net::ERR_FAILED \\(.*/remotes/${remote}/`),
    `Chromium logs each ${remote} file this test makes unreachable`,
  );
  guard.allow(
    new RegExp(
      `^\\[ Federation Runtime \\] Error: .*Failed to get manifest[\\s\\S]*/remotes/${remote}/mf-manifest`,
    ),
    `the federation runtime reports the ${remote} manifest this test makes unreachable`,
  );
  guard.allow(
    new RegExp(`^\\[ Federation Runtime \\]: The remote "${CONTAINERS[remote]}" is already registered`),
    'Retry registers the failed remote afresh (force), which the federation runtime always warns about',
  );
}

test('a remote unreachable from the start: its pages show Retry, the others work, Retry recovers in place', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  const broken: RemoteName = 'calling-ops';
  allowUnreachable(consoleGuard, broken);
  const loadedEntries: string[] = [];
  page.on('response', (response) => {
    const match = /\/remotes\/([\w-]+)\/remoteEntry\.js$/.exec(response.url());
    if (match?.[1] && response.ok()) loadedEntries.push(match[1]);
  });
  await page.route(filesOf(broken), (route) => route.abort('failed'));

  await signIn(page, consoleServer);
  await settledPage(page);
  const panel = remoteErrorPanel(page, broken);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('.ant-result').filter({ hasText: 'could not be loaded' })).toHaveCount(1);
  // Boot asks only for the remote of the page it opens (the Dashboard's); the sidebar still lists every page.
  expect(loadedEntries).toEqual([]);
  await expect(sidebarLink(page, '/')).toHaveCount(1);
  await expect(sidebarLink(page, '/users')).toHaveCount(1);
  await setMarker(page);

  // Another remote's page works meanwhile: its remote loads when the page is wanted.
  await sidebarLink(page, '/users').click();
  await expect(usersHeading(page)).toBeVisible();
  expect(loadedEntries).toEqual(['dev-tools']);
  await page.goBack();
  await expect(panel).toBeVisible();

  // Still unreachable: Retry fails again and keeps the panel.
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(panel).toBeVisible();

  await page.unroute(filesOf(broken));
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect(await marker(page)).toBe('still-here');
});

test("pages whose code cannot be fetched while their remote's entry can: Retry in their place, the rest unaffected", async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  const broken: RemoteName = 'dev-tools';
  allowUnreachable(consoleGuard, broken);
  // React reports the error its boundary caught; the host's panel is what the visitor sees.
  consoleGuard.allow(
    new RegExp(`^ChunkLoadError: Loading chunk \\w+ failed\\.\\n\\(error: .*/remotes/${broken}/`),
    'the Users page chunk this test blocks',
  );

  await signIn(page, consoleServer);
  await expect(dashboardHeading(page)).toBeVisible();
  await setMarker(page);
  // The remote's manifest, entry and route table load; the code of its pages does not (neither when opened nor when
  // the browser, idle, fetches a loaded remote's pages ahead).
  const pageFiles = pageFilesOf(broken);
  await page.route(pageFiles, (route) => route.abort('failed'));

  await sidebarLink(page, '/users').click();
  const panel = remoteErrorPanel(page, broken);
  await expect(panel).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  await sidebarLink(page, '/').click();
  await expect(dashboardHeading(page)).toBeVisible();
  await sidebarLink(page, '/users').click();
  await expect(panel).toBeVisible();

  await page.unroute(pageFiles);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(usersHeading(page)).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect(await marker(page)).toBe('still-here');
});
