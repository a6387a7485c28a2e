// Architecture §2 "Failure is contained": a remote whose files cannot be fetched shows an error panel with Retry
// in place of its pages, the rest of the console keeps working, and Retry recovers without a page reload.
import { REMOTE_NAMES, type RemoteName } from '@callops/contracts';
import type { Page } from '@playwright/test';
import { remoteErrorPanel, settledPage, sidebar } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const BROKEN: RemoteName = 'calling-ops';
/** Its container name (packages/build-config/src/remotes.cjs), which the federation runtime's messages use. */
const BROKEN_CONTAINER = 'callops_calling_ops';
const brokenFiles = `**/remotes/${BROKEN}/**`;

const setMarker = (page: Page) =>
  page.evaluate(() => {
    Reflect.set(window, '__e2eNoReload', 'still-here');
  });
const marker = (page: Page) => page.evaluate(() => Reflect.get(window, '__e2eNoReload') ?? null);

test('a remote that cannot be fetched shows an error panel with Retry; Retry recovers without a reload', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  consoleGuard.allow(
    new RegExp(`^Failed to load resource: net::ERR_FAILED \\(.*/remotes/${BROKEN}/`),
    `Chromium logs each ${BROKEN} file this test makes unreachable`,
  );
  consoleGuard.allow(
    new RegExp(
      `^\\[ Federation Runtime \\] Error: .*Failed to get manifest[\\s\\S]*/remotes/${BROKEN}/mf-manifest\\.json`,
    ),
    `the federation runtime reports the ${BROKEN} manifest this test makes unreachable`,
  );
  consoleGuard.allow(
    new RegExp(`^\\[ Federation Runtime \\]: The remote "${BROKEN_CONTAINER}" is already registered`),
    'Retry registers the failed remote afresh (force), which the federation runtime always warns about',
  );
  const loadedEntries = new Set<string>();
  page.on('response', (response) => {
    const match = /\/remotes\/([\w-]+)\/remoteEntry\.js$/.exec(response.url());
    if (match?.[1] && response.ok()) loadedEntries.add(match[1]);
  });
  await page.route(brokenFiles, (route) => route.abort('failed'));

  await signIn(page, consoleServer);
  await settledPage(page);
  const panel = remoteErrorPanel(page, BROKEN);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Only the broken remote is reported; every other remote loaded and the console around it works.
  await expect(page.locator('.ant-result').filter({ hasText: 'could not be loaded' })).toHaveCount(1);
  await expect.poll(() => [...loadedEntries].sort()).toEqual(REMOTE_NAMES.filter((n) => n !== BROKEN).sort());
  await expect(sidebar(page)).toBeVisible();
  await setMarker(page);

  // Still unreachable: Retry fails again and keeps the panel.
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeEnabled();

  await page.unroute(brokenFiles);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toHaveCount(0);
  await expect.poll(() => loadedEntries.has(BROKEN)).toBe(true);
  expect(await marker(page)).toBe('still-here');
});
