// Issue 42: after an action on a row of a testing list, the row stays where it was (the server would now sort it
// elsewhere) until the operator refreshes; the changed row is highlighted.
import type { NoAnswerCompaniesResponse, ReminderAppointmentsResponse } from '@callops/contracts/testing';
import type { Page } from '@playwright/test';
import { TESTING_TEXT } from '../../remotes/calling-ops/src/pages/testing/testing-text';
import { apiCall, apiToken } from '../fixtures/api';
import { expectToast, settledPage } from '../fixtures/console-page';
import type { ConsoleServer } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** The ids of the table's rows on screen, top to bottom (from their 'ID 12' labels). */
const idsOnScreen = (page: Page) =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => /ID (\d+)/.exec(row.textContent ?? '')?.[1] ?? ''));

/** The ids of the No Answer list in the server's order. */
async function serverOrder(server: ConsoleServer): Promise<string[]> {
  const token = await apiToken(server);
  const data = await apiCall<NoAnswerCompaniesResponse>(server, token, 'GET', '/testing/no-answer/companies');
  return data.companies.map((company) => String(company.id));
}

test('No Answer testing: the row set to today keeps its place, highlighted, until Refresh', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await page.goto(`${consoleServer.url}/testing/no-answer`);
  expect(await settledPage(page)).toBe('page');
  const before = await idsOnScreen(page);
  // a row with no follow-up date (those come first): today's date sorts it after them
  const scheduled = page.getByRole('table').locator('tbody tr').filter({ hasText: 'No Follow-up' }).first();
  const id = /ID (\d+)/.exec((await scheduled.textContent()) ?? '')?.[1] ?? '';
  const index = before.indexOf(id);
  expect(index).toBeGreaterThanOrEqual(0);

  const listRead = page.waitForResponse(
    (r) =>
      r.url().includes('/testing/no-answer/companies?') || r.url().endsWith('/testing/no-answer/companies'),
  );
  await scheduled.getByRole('button', { name: TESTING_TEXT.setToday }).click();
  await expectToast(page, 'to today');
  await listRead;
  const server = await serverOrder(consoleServer);
  // the server sorts the row elsewhere now, so staying put is the console's doing
  expect(server.indexOf(id)).not.toBe(index);

  const row = page.getByRole('table').locator('tbody tr').nth(index);
  await expect(row).toContainText(`ID ${id}`);
  await expect(row).toContainText('Ready for Call');
  expect(await idsOnScreen(page)).toEqual(before);
  // highlighted (the theme's primary background on its cells) for a moment
  await expect(row.locator('td').first()).toHaveAttribute('style', /--ant-color-primary-bg/);

  await page.getByRole('button', { name: TESTING_TEXT.refresh }).click();
  await expect.poll(() => idsOnScreen(page)).toEqual(server.slice(0, before.length));
});

test('Reminder Email/SMS: the row set to tomorrow keeps its place', async ({ page, consoleServer }) => {
  await signIn(page, consoleServer);
  await page.goto(`${consoleServer.url}/testing/reminder-notify`);
  expect(await settledPage(page)).toBe('page');
  const token = await apiToken(consoleServer);
  const list = async () =>
    (
      await apiCall<ReminderAppointmentsResponse>(
        consoleServer,
        token,
        'GET',
        '/testing/reminder/appointments',
      )
    ).appointments;
  const names = async () =>
    page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
  const before = await names();
  const listed = await list();
  // the first row: tomorrow sorts it after today's and the other coming ones
  const first = listed[0];
  if (!first) throw new Error('no reminder appointments in the demo data');
  await page
    .getByRole('table')
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: TESTING_TEXT.setTomorrow })
    .click();
  await expectToast(page, 'tomorrow');
  const after = await list();
  expect(after.findIndex((a) => a.id === first.id)).not.toBe(0);
  await expect.poll(names).toEqual(before);
});
