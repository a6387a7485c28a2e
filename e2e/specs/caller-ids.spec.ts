// Issue 41: a campaign on the simulated providers with a caller-ID pool of two numbers, Toronto's and Vancouver's.
// Each lead is called from its own area's number (three Toronto leads from Toronto's, not spread by least use), and the Caller IDs page shows per number its calls today against
// its cap, its rates, its state and its trend chart.
import type { CallerIds } from '@callops/contracts/caller-ids';
import { CALLER_IDS_TEXT } from '../../remotes/calling-ops/src/pages/caller-ids/caller-ids-text';
import { addLead, adminApi, callAtAnyHour, putSetting } from '../fixtures/api';
import { settledPage } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { SEED_DEMO_DATA: 'false', SIMULATION_SPEED: '200' } });

const LEADS = [
  ['Toronto Roofing', '+1 416 555 0181'],
  ['Toronto Plumbing', '+1 416 555 0182'],
  ['Toronto Heating', '+1 416 555 0183'],
  ['Vancouver Plumbing', '+1 604 555 0184'],
] as const;

test('a campaign calls each lead from its local pool number and the Caller IDs page shows the figures per number', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(consoleServer);
  const setting = (key: string, value: string) => putSetting(api, key, value);
  await callAtAnyHour(api);
  await setting('simulated_call_outcomes', 'booked:1,no-answer:1');
  await setting('caller_id_pool', 'pn_e2e_416, +14165550100, 50\npn_e2e_604, +16045550100, 40');
  for (const [index, [name, phone]] of LEADS.entries()) {
    await addLead(api, { tag: `caller_id_${index}`, name, phone });
  }

  await api('POST', '/jobs/start/cold_calling', {});
  const callsToday = async () =>
    (await api<CallerIds>('GET', '/caller-ids')).numbers.map((n) => [n.phone_number_id, n.calls_today]);
  await expect.poll(callsToday, { timeout: 90_000, intervals: [1_000] }).toEqual([
    ['pn_e2e_416', 3],
    ['pn_e2e_604', 1],
  ]);

  await signIn(page, consoleServer);
  await page.goto('/caller-ids');
  expect(await settledPage(page)).toBe('page');
  await expect(page.getByRole('heading', { level: 1, name: CALLER_IDS_TEXT.title })).toBeVisible();
  const toronto = page.getByRole('row').filter({ hasText: '+14165550100' });
  await expect(toronto).toContainText('pn_e2e_416');
  await expect(toronto).toContainText(CALLER_IDS_TEXT.todayOfCap('3', '50'));
  await expect(toronto).toContainText(CALLER_IDS_TEXT.states.healthy);
  const vancouver = page.getByRole('row').filter({ hasText: '+16045550100' });
  await expect(vancouver).toContainText(CALLER_IDS_TEXT.todayOfCap('1', '40'));
  for (const [number, calls] of [
    ['+14165550100', '3'],
    ['+16045550100', '1'],
  ] as const) {
    const chart = page.getByRole('figure', { name: CALLER_IDS_TEXT.trendTitle(number) });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText(CALLER_IDS_TEXT.trendSummary(calls, 14));
  }
  await api('POST', '/jobs/stop-all');
});
