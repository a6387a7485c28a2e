// Spec §2 "Dashboard" in development: after sign-in the console opens on the Dashboard, which shows the seeded
// demo data exactly as the server sent it.

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
