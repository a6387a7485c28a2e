// Calling compliance in Chromium, on a server of its own with an empty database: the Do Not Call List screen (add,
// search, remove kept in the history, CSV import all or nothing), and a simulated call that ends in an opt-out: the
// number goes on the list, the lead leaves the calling statuses and the person gets one SMS.
import { DO_NOT_CALL_MESSAGES } from '@callops/contracts/compliance';
import { DO_NOT_CALL_TEXT } from '../../remotes/calling-ops/src/pages/do-not-call/do-not-call-text';
import { JOBS_TEXT } from '../../remotes/calling-ops/src/pages/jobs/jobs-text';
import { addLead, adminApi, callAtAnyHour, putSetting } from '../fixtures/api';
import { expectToast } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { SEED_DEMO_DATA: 'false', SIMULATION_SPEED: '200' } });

test('the Do Not Call List adds, searches, removes (keeping the entry) and imports a CSV whole or not at all', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409 .*\/api\/v1\/do-not-call/, 'the number this test adds twice');
  consoleGuard.allow(/status of 400 .*\/api\/v1\/do-not-call\/import/, 'the CSV with a bad line');
  await signIn(page, consoleServer);
  await page.goto('/do-not-call');
  await expect(page.getByRole('heading', { level: 1, name: DO_NOT_CALL_TEXT.title })).toBeVisible();
  await expect(page.getByText(DO_NOT_CALL_TEXT.empty)).toBeVisible();

  await page.getByRole('textbox', { name: DO_NOT_CALL_TEXT.phone }).fill('(416) 555-0123');
  await page.getByRole('textbox', { name: DO_NOT_CALL_TEXT.reason }).fill('asked by letter');
  await page.getByRole('button', { name: DO_NOT_CALL_TEXT.add }).click();
  await expectToast(page, DO_NOT_CALL_MESSAGES.added('+14165550123'));
  const row = page.getByRole('row').filter({ hasText: '+14165550123' });
  await expect(row).toContainText('asked by letter');
  await expect(row).toContainText(DO_NOT_CALL_TEXT.sources.manual);

  // The same number again: refused by the server, the list unchanged.
  await page.getByRole('textbox', { name: DO_NOT_CALL_TEXT.phone }).fill('+1 416 555 0123');
  const refused = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/do-not-call') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: DO_NOT_CALL_TEXT.add }).click();
  // The toast names the refused request by the id its access-log line carries.
  const requestId = (await refused).headers()['x-request-id'];
  expect(requestId).toBeTruthy();
  await expect(page.locator(`[data-request-id="${requestId}"]`)).toHaveText(`Request ID: ${requestId}`);
  await expectToast(page, DO_NOT_CALL_MESSAGES.addFailed);

  // A CSV with a bad line imports nothing and names the line; a good one imports every number.
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone,reason\n+16045550124,moved\nnot a phone\n'),
  });
  await expect(page.getByText("Line 3: 'not a phone' is not a valid phone number")).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
  await upload.setInputFiles({
    name: 'numbers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone,reason\n+16045550124,moved\n902-555-0125\n416 555 0123\n'),
  });
  await expectToast(page, 'Imported 3 numbers: 2 added, 1 already on the list');
  await expect(page.getByText('Showing 3 of 3 entries')).toBeVisible();

  await page.getByRole('searchbox', { name: DO_NOT_CALL_TEXT.search }).fill('604');
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
  await page.getByRole('searchbox', { name: DO_NOT_CALL_TEXT.search }).fill('');

  await row.getByRole('button', { name: `${DO_NOT_CALL_TEXT.remove} +14165550123` }).click();
  await page.getByRole('button', { name: DO_NOT_CALL_TEXT.remove, exact: true }).click();
  await expectToast(page, DO_NOT_CALL_MESSAGES.removed('+14165550123'));
  await expect(page.getByText('Showing 2 of 2 entries')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: DO_NOT_CALL_TEXT.viewsLabel })
    .getByText(DO_NOT_CALL_TEXT.views.removed, { exact: true })
    .click();
  const removed = page.getByRole('row').filter({ hasText: '+14165550123' });
  await expect(removed).toContainText(`by ${consoleServer.username}`);
});

test('a call that ends in an opt-out puts the number on the list, moves the lead and sends the SMS', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const call = await adminApi(consoleServer);
  await callAtAnyHour(call);
  await putSetting(call, 'simulated_call_outcomes', 'opted-out:1');
  const lead = await addLead(call, {
    tag: 'opt_out',
    name: 'Opt Out Plumbing',
    phone: '+1 416 555 0177',
    service: 'Plumbing Services',
  });

  await signIn(page, consoleServer);
  await page.goto('/jobs');
  const card = page.getByRole('group', { name: 'Cold Calling' });
  await expect(card.getByRole('region', { name: JOBS_TEXT.previewTitle(false) })).toContainText(
    JOBS_TEXT.previewEligible('1'),
  );
  await card.getByRole('button', { name: JOBS_TEXT.start }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  const events = page.getByRole('group', { name: JOBS_TEXT.recentEvents });
  await expect(events.getByText(/SMS to \+14165550177 \(opt-out confirmation\): sent\./)).toBeVisible({
    timeout: 30_000,
  });
  await expect(events.getByText(/asked not to be called again/)).toBeVisible();

  await page.goto('/do-not-call');
  const listed = page.getByRole('row').filter({ hasText: '+14165550177' });
  await expect(listed).toContainText(DO_NOT_CALL_TEXT.sources.call);

  const leads = await call<{ leads: { id: number; lead_status: string }[] }>(
    'GET',
    '/companies/latest?limit=10',
  );
  expect(leads.leads.find((l) => l.id === lead.id)?.lead_status).toBe('UNQUALIFIED');
  // The preview now says why it is not called again.
  await page.goto('/jobs');
  await expect(card.getByRole('region', { name: JOBS_TEXT.previewTitle(false) })).toContainText(
    JOBS_TEXT.previewDue('0'),
  );
});
