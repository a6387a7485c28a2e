// Voice Manager in MOCK mode: the simulated voice catalogue and assistant, on the demo voices (Rachel active and
// used in VAPI; Adam, Bella and Antoni inactive; Elli archived).

import { API_PREFIX } from '@callops/contracts/core';
import { VOICE_MESSAGES } from '@callops/contracts/voices';
import type { Locator, Page } from '@playwright/test';
import { apiCall, apiToken } from '../fixtures/api';
import { expectToast } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const JOSH = 'TxGEqnHWrfWFTfGW9XjX';
const row = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });

/** Whether the row's preview audio is playing, as the browser says. */
const previewPlaying = (voiceRow: Locator) =>
  voiceRow.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0);

test('adds, previews, activates, archives and unarchives voices under the spec rules', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await page.goto('/voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Manager' })).toBeVisible();
  await expect(row(page, 'Rachel')).toContainText('Used in VAPI');

  // Add a voice by its id (blank is ignored).
  const voiceId = page.getByRole('textbox', { name: 'Voice ID' });
  await voiceId.fill('   ');
  await page.getByRole('button', { name: 'Add Voice' }).click();
  await voiceId.fill(` ${JOSH} `);
  await page.getByRole('button', { name: 'Add Voice' }).click();
  await expectToast(page, VOICE_MESSAGES.added);
  const josh = row(page, 'Josh');
  await expect(josh).toContainText(JOSH);
  await expect(josh).toContainText('Inactive');

  // Its preview plays; starting another stops it (one sound at a time).
  await josh.getByRole('button', { name: 'Play Josh' }).click();
  await expect(josh.getByRole('button', { name: 'Stop Josh' })).toBeVisible();
  await expect.poll(() => previewPlaying(josh)).toBe(true);
  const adam = row(page, 'Adam');
  await adam.getByRole('button', { name: 'Play Adam' }).click();
  await expect.poll(() => previewPlaying(adam)).toBe(true);
  await expect(josh.getByRole('button', { name: 'Play Josh' })).toBeVisible();
  expect(await previewPlaying(josh)).toBe(false);
  await adam.getByRole('button', { name: 'Stop Adam' }).click();

  // Activating it deactivates Rachel and moves the assistant to it.
  await josh.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, VOICE_MESSAGES.activated);
  await expect(josh).toContainText('Active');
  await expect(josh).toContainText('Used in VAPI');
  await expect(row(page, 'Rachel')).toContainText('Inactive');
  await expect(row(page, 'Rachel')).not.toContainText('Used in VAPI');
  // Only one voice is active: only one offers Deactivate.
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(1);

  // The active voice cannot be archived.
  await expect(josh.getByRole('button', { name: 'Archive' })).toBeDisabled();
  await expect(josh).toContainText(VOICE_MESSAGES.deactivateBeforeArchiving);

  // Archive another by typing its name exactly.
  await adam.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive voice Adam' });
  const confirm = dialog.getByRole('button', { name: 'Archive' });
  await dialog.getByRole('textbox').fill('adam');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Adam');
  await confirm.click();
  await expectToast(page, VOICE_MESSAGES.archived);
  await expect(adam).toHaveCount(0);
  await page.getByText('Archived', { exact: true }).click();
  await expect(row(page, 'Adam')).toBeVisible();
  await expect(row(page, 'Elli')).toBeVisible();

  // Unarchive it.
  await row(page, 'Adam').getByRole('button', { name: 'Unarchive' }).click();
  await expectToast(page, VOICE_MESSAGES.unarchived);
  await expect(row(page, 'Adam')).toHaveCount(0);
  await page.getByText('Active', { exact: true }).click();
  await expect(row(page, 'Adam')).toContainText('Inactive');

  // The voice used in VAPI cannot be deleted, in the screen or behind it.
  await expect(josh.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(josh).toContainText(VOICE_MESSAGES.usedInVapi);
  await josh.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, VOICE_MESSAGES.deactivated);
  await expect(josh).toContainText('Inactive');
  await expect(josh.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(josh).toContainText(VOICE_MESSAGES.usedInVapi);
  const token = await apiToken(consoleServer);
  const voices = await apiCall<{ id: number; name: string }[]>(consoleServer, token, 'GET', '/voices/');
  const joshId = voices.find((v) => v.name === 'Josh')?.id;
  const refused = await fetch(`${consoleServer.url}${API_PREFIX}/voices/${joshId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ confirm_name: 'Josh' }),
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(VOICE_MESSAGES.usedInVapi);
  await page.reload();
  await expect(row(page, 'Josh')).toBeVisible();
});
