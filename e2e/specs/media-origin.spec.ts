// Issue 42: a recording the server serves plays under any name the console is opened by. The server's PUBLIC_URL
// names localhost while the browser opens 127.0.0.1; a cold-calling campaign on the simulated provider places new
// calls, each names its lead in Latest Calls and Call Recordings, and the recording plays with no CSP error (the
// console guard fails the test on any console error).
import type { Call } from '@callops/contracts/calls';
import { adminApi, callAtAnyHour, putSetting } from '../fixtures/api';
import { settledPage } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { PUBLIC_URL: 'http://localhost:9', SIMULATION_SPEED: '200' } });

test('a new call names its lead and its recording plays on a console opened at 127.0.0.1', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(240_000);
  expect(consoleServer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const api = await adminApi(consoleServer);
  const setting = (key: string, value: string) => putSetting(api, key, value);
  await callAtAnyHour(api);
  await setting('simulated_call_outcomes', 'booked:50,qualified:50');

  const before = new Date();
  await api('POST', '/jobs/start/cold_calling', {});
  // The first recorded call the campaign places is enough: the rest of the campaign goes on meanwhile.
  const recordedCall = async () =>
    (await api<Call[]>('GET', '/calls/latest?limit=50')).find(
      (c) =>
        new Date(c.created_at) >= before &&
        !!c.call_rec_url &&
        !!c.lead_name &&
        c.job_type === 'cold_calling',
    );
  await expect.poll(recordedCall, { timeout: 120_000, intervals: [1_000] }).toBeTruthy();
  const call = await recordedCall();
  // Stopped, so the newest recordings stay where they are while the page is read.
  await api('POST', '/jobs/stop-all');
  if (!call?.lead_name) throw new Error('The campaign placed no recorded call with a lead name');
  // Our own media is answered as a same-origin path, whatever PUBLIC_URL says.
  expect(call.call_rec_url).toMatch(/^\/media\/simulated-recordings\//);

  await signIn(page, consoleServer);
  await page.goto('/data/latest-calls');
  expect(await settledPage(page)).toBe('page');
  // The campaign goes on placing calls: the search finds this one wherever it is now.
  await page.getByRole('textbox', { name: 'Search' }).fill(call.lead_name);
  await expect(page.locator('.ant-table-row').filter({ hasText: call.lead_name }).first()).toBeVisible();

  await page.goto('/calls-summary');
  expect(await settledPage(page)).toBe('page');
  const row = page.locator('.ant-table-row').filter({ hasText: call.lead_name }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Play ${call.lead_name}` }).click();
  await expect(row.getByRole('button', { name: `Stop ${call.lead_name}` })).toBeVisible();
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => row.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await row.getByRole('button', { name: `Stop ${call.lead_name}` }).click();
});
