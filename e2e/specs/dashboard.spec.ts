// Spec §2 "Dashboard" in development: after sign-in the console opens on the Dashboard, which shows the seeded
// demo data exactly as the server sent it.

import { PAGE_TOKEN_COOKIE } from '@callops/contracts/console';
import { type CombinedStats, DASHBOARD_PERIODS } from '@callops/contracts/stats';
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_TEXT,
} from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { currentSidebarEntry } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const formatCount = (value: number) => new Intl.NumberFormat('en-US').format(value);

const COUNT_CARDS = [
  [DASHBOARD_TEXT.totalCalls, 'total_calls'],
  [DASHBOARD_TEXT.answeredCalls, 'answered_calls'],
  [DASHBOARD_TEXT.appointmentsBooked, 'appointments_booked'],
] as const;

test('after sign-in the Dashboard shows the seeded demo data of each period', async ({
  page,
  consoleServer,
}) => {
  // Armed before the sign-in, which may take a while on a busy machine: longer than the default 10 s.
  const statsResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/dashboard/stats/combined') && response.ok(),
    { timeout: 60_000 },
  );
  await signIn(page, consoleServer);
  await expect(page).toHaveURL(`${consoleServer.url}/`);
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
  await expect(currentSidebarEntry(page)).toHaveAttribute('href', '/');
  await expect(currentSidebarEntry(page)).toHaveText('Dashboard');

  const { data: stats } = (await (await statsResponse).json()) as { data: CombinedStats };
  // The demo seed put calls in every window.
  for (const period of DASHBOARD_PERIODS) expect(stats[period].total_calls, period).toBeGreaterThan(0);
  await expect(page.getByText(DASHBOARD_TEXT.noDashboardData)).toHaveCount(0);

  for (const period of DASHBOARD_PERIODS) {
    await page.getByRole('tab', { name: DASHBOARD_PERIOD_LABELS[period] }).click();
    for (const [label, key] of COUNT_CARDS) {
      await expect(
        page.getByRole('group', { name: label }).locator('.ant-statistic-content-value'),
        `${label}, ${period}`,
      ).toHaveText(formatCount(stats[period][key]));
    }
  }
});

test("a signed-in reload finds the user and the Dashboard's numbers in the page, and Logout takes the page cookie", async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  const pageCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === PAGE_TOKEN_COOKIE);
  expect((await pageCookie())?.sameSite).toBe('Strict');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.reload();
  await expect(
    page.getByRole('group', { name: DASHBOARD_TEXT.totalCalls }).locator('.ant-statistic-content-value'),
  ).toHaveText(/\d/);
  // What the boot asked for: the reads before the job stream opened. Once it is open, a change on the shared server
  // (another spec's campaign) refreshes what it touches, as it should.
  const stream = asked.indexOf('/api/v1/jobs/stream');
  const atBoot = stream === -1 ? asked : asked.slice(0, stream);
  for (const read of ['/api/v1/auth/me', '/api/v1/jobs/active', '/api/v1/dashboard/stats/combined'])
    expect(atBoot).not.toContain(read);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await pageCookie()).toBeUndefined();
});
