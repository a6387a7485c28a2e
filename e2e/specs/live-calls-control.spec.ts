// Issue 40, "Whisper and take over", on the simulated provider: while a campaign's call is in progress, an admin
// types a sentence and clicks Say, then Transfer to team, sees each confirmed in the call's row, and the server shows
// both on the call's job events and in the audit log; the transferred call then leaves the list. The server runs its
// simulated calls in real time (SIMULATION_SPEED 1) so that a call lasts long enough for both actions.

import type { AuditLogEntry } from '@callops/contracts/audit-log';
import { CALL_IN_PROGRESS_STATUSES, type CallInProgress } from '@callops/contracts/calls';
import type { JobEvent } from '@callops/contracts/jobs';
import { LIVE_CALLS_TEXT } from '../../remotes/calling-ops/src/pages/live-calls/live-calls-text';
import { adminApi, callAtAnyHour, putSetting } from '../fixtures/api';
import { settledPage } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const C = LIVE_CALLS_TEXT.control;
const TEAM_NUMBER = '+14165550199';
const SENTENCE = 'Let me check that for you right away.';

test.use({ serverEnv: { SIMULATION_SPEED: '1' } });

test('Say and Transfer on a live simulated call are confirmed, on its job events and in the audit log', async ({
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
  await setting('live_transfer_team_number', TEAM_NUMBER);

  await signIn(page, consoleServer);
  await page.goto(`${consoleServer.url}/live-calls`);
  expect(await settledPage(page)).toBe('page');
  await expect(page.getByRole('heading', { level: 1, name: LIVE_CALLS_TEXT.title })).toBeVisible();

  await api('POST', '/jobs/cold-calling/start');
  try {
    // Its controls are there once the call is placed.
    await expect(page.getByRole('button', { name: C.say }).first()).toBeVisible({ timeout: 60_000 });
    const [call] = (await api<CallInProgress[]>('GET', '/calls/in-progress')).filter((c) =>
      (CALL_IN_PROGRESS_STATUSES as readonly string[]).includes(c.status),
    );
    if (!call?.job_id) throw new Error('No call of a job in progress');
    const row = page.getByRole('row').filter({ hasText: call.company_name ?? '' });
    // The simulated provider's status-updates take it through Ringing to In progress a second after it is placed.
    await expect(row.getByText(LIVE_CALLS_TEXT.stages['in-progress'], { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    // Say: the sentence goes to the agent, the row confirms it and the box empties for the next one.
    const sentence = row.getByPlaceholder(C.sentencePlaceholder);
    await sentence.fill(SENTENCE);
    await row.getByRole('button', { name: C.say }).click();
    await expect(row.getByRole('status')).toHaveText(C.accepted.say, { timeout: 15_000 });
    await expect(sentence).toHaveValue('');

    // Transfer to the team's number, set above.
    await row.getByRole('button', { name: C.transferToTeam }).click();
    await expect(row.getByRole('status')).toHaveText(C.accepted.transfer, { timeout: 15_000 });

    // Both are on the call's job events, each naming the call and its action.
    const controls = (await api<JobEvent[]>('GET', `/events/batch/${call.job_id}`)).filter(
      (event) => event.event_type === 'call_control' && event.data.callId === call.id,
    );
    expect(controls.map((event) => event.data.kind).sort()).toEqual(['say', 'transfer']);
    expect(controls.find((event) => event.data.kind === 'say')?.message).toContain(SENTENCE);
    expect(controls.find((event) => event.data.kind === 'transfer')?.message).toContain(TEAM_NUMBER);

    // And in the audit log, under the signed-in user, on this call.
    const audit = (await api<AuditLogEntry[]>('GET', '/audit-log?entity=live%20call')).filter(
      (entry) => entry.entity_key === `call ${call.id}`,
    );
    expect(audit.map(({ action, new_value, username }) => ({ action, new_value, username }))).toEqual(
      expect.arrayContaining([
        { action: 'say', new_value: SENTENCE, username: consoleServer.username },
        { action: 'transfer', new_value: TEAM_NUMBER, username: consoleServer.username },
      ]),
    );
    expect(audit).toHaveLength(2);

    // The transferred call is handed over and leaves the list.
    await expect(page.getByRole('row').filter({ hasText: call.company_name ?? '' })).toHaveCount(0, {
      timeout: 60_000,
    });
  } finally {
    await api('POST', '/jobs/cold-calling/stop');
  }
});
