// Issue 40, "Listen in", on the simulated provider: a campaign's call appears on Live Calls, Listen plays its audio
// in the page (the level meter reads a Web Audio AnalyserNode fed by the relayed frames) with its live transcript,
// and the call leaves the list when it ends. The server runs its simulated calls 4 times faster than real time, so
// a call lasts seconds while its audio still streams in real time.

import { CALL_IN_PROGRESS_STATUSES, type CallInProgress } from '@callops/contracts/calls';
import { LISTEN_TEXT } from '../../remotes/calling-ops/src/pages/live-calls/listen-text';
import { LIVE_CALLS_TEXT } from '../../remotes/calling-ops/src/pages/live-calls/live-calls-text';
import { adminApi, callAtAnyHour, putSetting } from '../fixtures/api';
import { settledPage } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { SIMULATION_SPEED: '4' } });

test('Listen plays a live simulated call with its transcript, until the call ends and leaves the list', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(consoleServer);
  const setting = (key: string, value: string) => putSetting(api, key, value);
  await callAtAnyHour(api);
  // One call at a time, each answered and talked through.
  await setting('max_concurrent_calls', '1');
  await setting('simulated_call_outcomes', 'booked:1');

  await signIn(page, consoleServer);
  await page.goto(`${consoleServer.url}/live-calls`);
  expect(await settledPage(page)).toBe('page');
  await expect(page.getByRole('heading', { level: 1, name: LIVE_CALLS_TEXT.title })).toBeVisible();

  await api('POST', '/jobs/cold-calling/start');
  try {
    const listen = page.getByRole('button', { name: LISTEN_TEXT.listen });
    await expect(listen.first()).toBeVisible({ timeout: 60_000 });
    const [call] = (await api<CallInProgress[]>('GET', '/calls/in-progress')).filter((c) =>
      (CALL_IN_PROGRESS_STATUSES as readonly string[]).includes(c.status),
    );
    expect(call).toBeDefined();
    const row = page.getByRole('row').filter({ hasText: call?.company_name ?? '' });
    await row.getByRole('button', { name: LISTEN_TEXT.listen }).click();

    await expect(row.getByText(LISTEN_TEXT.status.listening)).toBeVisible({ timeout: 10_000 });
    // The relayed PCM reaches Web Audio: the analyser reads more than silence.
    const meter = row.getByRole('meter', { name: LISTEN_TEXT.level });
    await expect
      .poll(async () => Number(await meter.getAttribute('data-level')), { timeout: 15_000 })
      .toBeGreaterThan(0.01);
    await expect(row.getByRole('list', { name: LISTEN_TEXT.transcript })).toContainText(
      new RegExp(`${LISTEN_TEXT.speakers.assistant}|${LISTEN_TEXT.speakers.lead}`),
    );

    // The call ends: it leaves the list (and the player with it).
    await expect(page.getByRole('row').filter({ hasText: call?.company_name ?? '' })).toHaveCount(0, {
      timeout: 60_000,
    });
  } finally {
    await api('POST', '/jobs/cold-calling/stop');
  }
});
