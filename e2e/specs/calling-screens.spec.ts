// Spec §§2, 4, 8 for Real-time Statistics, Call Recordings and the three testing pages in development, on the demo
// data: the statistics show what the server counts, recordings play (time advances, the bar and the transcript
// seek, one at a time, and a play is in the Audit Log), the filters filter, 'Set to Today' changes the badges, and a
// test reminder goes through the simulated e-mail provider into the server's log.

import type { RealtimeStats } from '@callops/contracts/stats';
import type { Page } from '@playwright/test';
import { RECORDINGS_TEXT } from '../../remotes/calling-ops/src/pages/call-recordings/recordings-text';
import { STATS_TEXT } from '../../remotes/calling-ops/src/pages/stats/stats-text';
import { TESTING_TEXT } from '../../remotes/calling-ops/src/pages/testing/testing-text';
import { apiCall, apiToken } from '../fixtures/api';
import { chooseSelectOption, expectToast, settledPage } from '../fixtures/console-page';
import { onServerOfItsOwn } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function open(page: Page, url: string) {
  await page.goto(url);
  expect(await settledPage(page)).toBe('page');
}

/** '1:05' → 65. */
function secondsOf(time: string | undefined): number {
  const [minutes, seconds] = (time ?? '0:00').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** The seconds a player shows as its current time ('1:05 / 2:10' → 65). */
async function playedSeconds(player: ReturnType<Page['locator']>): Promise<number> {
  const text =
    (await player
      .getByText(/^\d+:\d{2} \/ \d+:\d{2}$/)
      .first()
      .textContent()) ?? '';
  return secondsOf(text.split(' / ')[0]);
}

test('Real-time Statistics shows the server’s windows, its tabs and the trend', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  const token = await apiToken(consoleServer);
  const summaryAnswer = page.waitForResponse(
    (r) => r.url().includes('/stats/calls?period=last8h') && r.ok(),
    { timeout: 60_000 },
  );
  await open(page, `${consoleServer.url}/stats`);
  await expect(page.getByRole('heading', { level: 1, name: STATS_TEXT.title })).toBeVisible();
  const { data: summary } = (await (await summaryAnswer).json()) as { data: RealtimeStats };
  const tiles = page.getByRole('region', { name: STATS_TEXT.summary });
  await expect(tiles.getByRole('group', { name: STATS_TEXT.totalCalls })).toContainText(
    count(summary.total_calls),
  );
  await expect(tiles.getByRole('group', { name: STATS_TEXT.successRate })).toContainText(
    `${Math.round((summary.appointments_booked / summary.total_calls) * 1000) / 10}%`,
  );
  await expect(page.getByRole('switch', { name: STATS_TEXT.autoRefresh })).toBeChecked();

  await page.getByRole('tab', { name: '1 h' }).click();
  const hour = await apiCall<RealtimeStats>(consoleServer, token, 'GET', '/stats/calls?period=last1h');
  const panel = page.getByRole('region', { name: '1 h' });
  if (hour.total_calls === 0) await expect(panel.getByText('No data available')).toBeVisible();
  else
    await expect(panel.getByRole('group', { name: STATS_TEXT.totalCalls })).toContainText(
      count(hour.total_calls),
    );
  await expect(page.getByRole('figure', { name: /Answer and booking rate, Last 24 hours/ })).toBeVisible();
  await page.getByText(STATS_TEXT.trendRanges.last_30d).click();
  await expect(page.getByRole('figure', { name: /Last 30 days/ })).toBeVisible();
  await page.getByRole('button', { name: STATS_TEXT.refresh }).click();
  await settledPage(page);
});

test('a recording plays, seeks by bar and transcript, plays one at a time, and the filter filters', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  await signIn(page, consoleServer);
  await open(page, `${consoleServer.url}/calls-summary`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^Showing 50 of \d+ recordings$/)).toBeVisible();
  await expect(page.getByText('Filter: All Recordings')).toBeVisible();

  const first = rows.nth(0);
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(first.getByRole('button', { name: /^Stop / })).toBeVisible();
  await expect.poll(() => playedSeconds(first), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  // A click three quarters along the bar seeks there.
  const bar = first.getByRole('slider');
  const box = await bar.boundingBox();
  if (!box) throw new Error('no progress bar');
  await bar.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThan(Number(await bar.getAttribute('aria-valuemax')) * 0.6);

  // Starting the second recording stops the first.
  const second = rows.nth(1);
  await second.getByRole('button', { name: /^Play / }).click();
  await expect(second.getByRole('button', { name: /^Stop / })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Play / })).toBeVisible();
  await second.getByRole('button', { name: /^Stop / }).click();

  // Appointment Booked shows booked calls only.
  await page.getByText('Appointment Booked', { exact: true }).click();
  await expect(page.getByText('Filter: Appointment Booked')).toBeVisible();
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  await expect(rows.filter({ hasText: RECORDINGS_TEXT.appointmentBooked })).toHaveCount(shown);

  // The call detail: the transcript seeks the player and highlights the line being spoken.
  await rows
    .first()
    .getByRole('button', { name: /^Open the call with / })
    .click();
  const drawer = page.getByRole('dialog');
  const transcript = drawer.getByRole('list', { name: RECORDINGS_TEXT.fullTranscript });
  const lines = transcript.getByRole('button');
  await expect(lines.first()).toBeVisible();
  const lineCount = await lines.count();
  const target = lines.nth(Math.min(2, lineCount - 1));
  const targetSeconds = secondsOf(
    /Play from (\d+:\d{2})/.exec((await target.getAttribute('title')) ?? '')?.[1],
  );
  await target.click();
  await expect(target).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => playedSeconds(drawer)).toBe(targetSeconds);
  await drawer.getByRole('button', { name: /^Play / }).click();
  await expect.poll(() => playedSeconds(drawer), { timeout: 15_000 }).toBeGreaterThan(targetSeconds);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await settledPage(page);
});

test('a recording played is in the Audit Log, with who played it', async ({ page, consoleServer }) => {
  await signIn(page, consoleServer);
  await open(page, `${consoleServer.url}/calls-summary`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await row.getByRole('button', { name: /^Play / }).click();
  await expect(row.getByRole('button', { name: /^Stop / })).toBeVisible();
  await row.getByRole('button', { name: /^Stop / }).click();

  await open(page, `${consoleServer.url}/settings/audit-log`);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await chooseSelectOption(page, 'play');
  const entries = page.locator('.ant-table-tbody tr.ant-table-row');
  // Newest first: this play (earlier tests on this server may have played others).
  await expect(page.getByText(/^Showing \d+ of \d+ entries$/)).toBeVisible();
  await expect(entries.filter({ hasNotText: 'play' })).toHaveCount(0);
  await expect(entries.first()).toContainText(consoleServer.username);
  await expect(entries.first()).toContainText('recording');
  await expect(entries.first()).toContainText(/call \d+/);
  await settledPage(page);
});

// It sets every row of the testing lists to today: on a server of its own, since later specs on the worker's server
// (rows-stay-put) need rows that are not.
test('the testing pages set one row and all rows to today, and a test reminder reaches the simulated log', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await onServerOfItsOwn(page, testInfo, 'testing-pages', async (consoleServer) => {
    await signIn(page, consoleServer);

    // No Answer Call Testing: a 'Scheduled' follow-up becomes 'Ready for Call'; then every row does.
    await open(page, `${consoleServer.url}/testing/no-answer`);
    const search = page.getByPlaceholder('Search...');
    const table = page.getByRole('table');
    const scheduled = table.getByRole('row').filter({ hasText: 'Scheduled' }).first();
    await expect(scheduled).toBeVisible();
    const company = (await scheduled.getByRole('cell').first().locator('span').first().textContent()) ?? '';
    await scheduled.getByRole('button', { name: TESTING_TEXT.setToday }).click();
    await expectToast(page, 'to today');
    await search.fill(company);
    await expect(table.getByRole('row').filter({ hasText: company }).first()).toContainText('Ready for Call');
    await search.fill('');
    await page.getByRole('button', { name: TESTING_TEXT.setAllToday }).click();
    await expectToast(page, 'companies follow-up dates to today');
    const total = (
      await page.getByRole('group', { name: TESTING_TEXT.totalNoAnswer }).textContent()
    )?.replace(/\D/g, '');
    await expect(page.getByRole('group', { name: TESTING_TEXT.followUpToday })).toContainText(total ?? 'x');
    await expect(table.getByText('Scheduled')).toHaveCount(0);
    await expect(table.getByText('No Follow-up')).toHaveCount(0);
    await settledPage(page);

    // Reminder Call Testing: a 'Scheduled' appointment becomes 'Ready for Reminder'; then none is left scheduled.
    await open(page, `${consoleServer.url}/testing/reminder`);
    const reminders = page.getByRole('table');
    const waiting = reminders
      .getByRole('row')
      .filter({ has: page.getByText('Scheduled', { exact: true }) })
      .first();
    await expect(waiting).toBeVisible();
    const lead = (await waiting.getByRole('cell').first().locator('span').first().textContent()) ?? '';
    await waiting.getByRole('button', { name: TESTING_TEXT.setToday }).click();
    await expectToast(page, 'date to today');
    await search.fill(lead);
    await expect(reminders.getByRole('row').filter({ hasText: lead }).first()).toContainText(
      /Ready for Reminder|Already Called Today/,
    );
    await search.fill('');
    await page.getByRole('button', { name: TESTING_TEXT.setAllToday }).click();
    await expectToast(page, 'appointments to today');
    await expect(reminders.getByText('Scheduled', { exact: true })).toHaveCount(0);
    await expect(reminders.getByText('No Date Set')).toHaveCount(0);
    await settledPage(page);

    // Reminder Email/SMS: 'Set to Tomorrow' makes an init appointment 'Ready to Send'; 'Send Reminder' sends it.
    await open(page, `${consoleServer.url}/testing/reminder-notify`);
    const notify = page.getByRole('table');
    const pending = notify
      .getByRole('row')
      .filter({ hasText: 'Pending' })
      .filter({ hasText: '@example.com' })
      .first();
    await expect(pending).toBeVisible();
    const email = (await pending.getByRole('cell').nth(1).textContent())?.trim() ?? '';
    await pending.getByRole('button', { name: TESTING_TEXT.setTomorrow }).click();
    await expectToast(page, 'Set to tomorrow');
    await search.fill(email);
    const row = notify.getByRole('row').filter({ hasText: email }).first();
    await expect(row).toContainText('Ready to Send');
    await row.getByRole('button', { name: TESTING_TEXT.sendReminder }).click();
    await expectToast(page, 'Reminder sent');
    const token = await apiToken(consoleServer);
    await expect
      .poll(async () => {
        const logs = await apiCall<{ message: string }[]>(consoleServer, token, 'GET', '/logs?limit=100');
        return logs.map((l) => l.message);
      })
      .toContain(`Simulated e-mail (reminder_test) to ${email}: sent`);
    await settledPage(page);
  });
});
