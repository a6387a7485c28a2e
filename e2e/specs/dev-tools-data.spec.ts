// The development tools of the dev-tools remote on the built console: the four data tables (search, sort, page,
// expand, copy), Database Management (autofill, create, bulk follow-up dates) and the Danger Zone (one table, then
// everything). The tables and Database Management use the worker's server with its demo data; the Danger Zone
// empties tables, so it runs on a server of its own.

import type { Appointment, AppointmentsListResponse } from '@callops/contracts/appointments';
import type { Call } from '@callops/contracts/calls';
import { REMINDERS, todayAt } from '@callops/contracts/core';
import { DANGER_MESSAGES, type DatabaseStatus } from '@callops/contracts/danger';
import { type CompaniesForTesting, DATABASE_MANAGEMENT_MESSAGES } from '@callops/contracts/database';
import type { LatestJobRow } from '@callops/contracts/jobs';
import type { LeadsListResponse } from '@callops/contracts/leads';
import { expect, type Locator, type Page } from '@playwright/test';
import { DANGER_ZONE_TEXT } from '../../remotes/dev-tools/src/pages/danger-zone/danger-zone-text';
import { DATABASE_MANAGEMENT_TEXT } from '../../remotes/dev-tools/src/pages/database-management/database-management-text';
import { LATEST_APPOINTMENTS_TEXT } from '../../remotes/dev-tools/src/pages/latest-appointments/latest-appointments-text';
import { LATEST_CALLS_TEXT } from '../../remotes/dev-tools/src/pages/latest-calls/latest-calls-text';
import { LATEST_COMPANIES_TEXT } from '../../remotes/dev-tools/src/pages/latest-companies/latest-companies-text';
import { LATEST_JOBS_TEXT } from '../../remotes/dev-tools/src/pages/latest-jobs/latest-jobs-text';
import { apiCall, apiToken } from '../fixtures/api';
import { chooseSelectOption, expectToast, settledPage, sidebar } from '../fixtures/console-page';
import { type ConsoleServer, onServerOfItsOwn } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { test } from '../fixtures/test';

const BUSINESS_ZONE = 'America/Toronto';
const PAGE_SIZE = 10;

const table = (page: Page, name: string) => page.getByRole('region', { name });
const bodyRows = (region: Locator) => region.locator('tbody tr.ant-table-row');

/** The texts of one column on the page shown. */
async function columnTexts(region: Locator, title: string): Promise<string[]> {
  const titles = await region.getByRole('columnheader').allTextContents();
  const index = titles.indexOf(title);
  if (index < 0) throw new Error(`No column ${title} in ${titles.join(', ')}`);
  return bodyRows(region).evaluateAll(
    (rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''),
    index,
  );
}

async function openFromSidebar(page: Page, label: string, path: string) {
  await sidebar(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await settledPage(page)).toBe('page');
}

/**
 * The shared checks of every data table: 'Page 1 of Y' for the rows the server gave, Next and Previous, a header
 * sort both ways (the first row is then `firstAsc`, then `firstDesc` in the `keyColumn`), and a search.
 */
async function checkTable(
  page: Page,
  options: {
    title: string;
    rows: number;
    sortBy: string;
    keyColumn: string;
    firstAsc: string[];
    firstDesc: string[];
    search: string;
    searchColumn: string;
  },
) {
  const region = table(page, options.title);
  const pages = Math.max(1, Math.ceil(options.rows / PAGE_SIZE));
  await expect(region.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(bodyRows(region)).toHaveCount(Math.min(PAGE_SIZE, options.rows));
  await expect(region.getByRole('button', { name: 'Previous' })).toBeDisabled();
  if (pages > 1) {
    await region.getByRole('button', { name: 'Next' }).click();
    await expect(region.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await region.getByRole('button', { name: 'Previous' }).click();
    await expect(region.getByText(`Page 1 of ${pages}`)).toBeVisible();
  }

  const header = region.getByRole('columnheader', { name: options.sortBy, exact: true });
  const sortButton = header.getByRole('button', { name: options.sortBy, exact: true });
  await sortButton.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(options.firstAsc).toContain((await columnTexts(region, options.keyColumn))[0]);
  await sortButton.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(options.firstDesc).toContain((await columnTexts(region, options.keyColumn))[0]);

  await region.getByRole('textbox', { name: 'Search' }).fill(options.search);
  await expect(region.getByText('Page 1 of 1')).toBeVisible();
  for (const text of await columnTexts(region, options.searchColumn)) {
    expect(text.toLowerCase()).toContain(options.search.toLowerCase());
  }
  await region.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(region.getByText(`Page 1 of ${pages}`)).toBeVisible();
}

/** The values of `pick` at the smallest and at the largest `by` (every one, when several share it). */
function extremes<T>(rows: readonly T[], by: (row: T) => string | number, pick: (row: T) => string) {
  const values = rows.map(by);
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const at = (value: string | number | undefined) => rows.filter((row) => by(row) === value).map(pick);
  return { first: at(sorted[0]), last: at(sorted.at(-1)) };
}

test('each data table searches, sorts and pages the newest records', async ({ page, consoleServer }) => {
  test.setTimeout(180_000);
  const token = await apiToken(consoleServer);
  const jobs = await apiCall<LatestJobRow[]>(consoleServer, token, 'GET', '/jobs/latest');
  const calls = await apiCall<Call[]>(consoleServer, token, 'GET', '/calls/latest');
  const companies = await apiCall<LeadsListResponse>(consoleServer, token, 'GET', '/companies/latest');
  const appointments = await apiCall<AppointmentsListResponse>(
    consoleServer,
    token,
    'GET',
    '/appointments/latest',
  );
  expect(calls.length).toBeGreaterThan(PAGE_SIZE);

  await signIn(page, consoleServer);

  await openFromSidebar(page, 'Latest Jobs', '/data/latest-jobs');
  const jobsByCreated = extremes(
    jobs,
    (j) => j.created_at,
    (j) => j.id,
  );
  const someJob = jobs[Math.floor(jobs.length / 2)] as LatestJobRow;
  await checkTable(page, {
    title: LATEST_JOBS_TEXT.title,
    rows: jobs.length,
    sortBy: LATEST_JOBS_TEXT.columns.createdAt,
    keyColumn: LATEST_JOBS_TEXT.columns.id,
    firstAsc: jobsByCreated.first,
    firstDesc: jobsByCreated.last,
    search: someJob.id,
    searchColumn: LATEST_JOBS_TEXT.columns.id,
  });

  await openFromSidebar(page, 'Latest Calls', '/data/latest-calls');
  const callsById = extremes(
    calls,
    (c) => c.id,
    (c) => String(c.id),
  );
  const someCall = calls.find((c) => c.call_sid) as Call;
  await checkTable(page, {
    title: LATEST_CALLS_TEXT.title,
    rows: calls.length,
    sortBy: LATEST_CALLS_TEXT.columns.id,
    keyColumn: LATEST_CALLS_TEXT.columns.id,
    firstAsc: callsById.first,
    firstDesc: callsById.last,
    search: someCall.lead_email ?? someCall.company_name ?? '',
    searchColumn: someCall.lead_email
      ? LATEST_CALLS_TEXT.columns.leadEmail
      : LATEST_CALLS_TEXT.columns.companyName,
  });

  await openFromSidebar(page, 'Latest Companies', '/data/latest-companies');
  const companiesById = extremes(
    companies.leads,
    (c) => c.id,
    (c) => String(c.id),
  );
  const someCompany = companies.leads[3];
  await checkTable(page, {
    title: LATEST_COMPANIES_TEXT.title,
    rows: companies.leads.length,
    sortBy: LATEST_COMPANIES_TEXT.columns.id,
    keyColumn: LATEST_COMPANIES_TEXT.columns.id,
    firstAsc: companiesById.first,
    firstDesc: companiesById.last,
    search: someCompany?.name ?? '',
    searchColumn: LATEST_COMPANIES_TEXT.columns.name,
  });

  await openFromSidebar(page, 'Latest Appointments', '/data/latest-appointments');
  const named = (a: Appointment) => a.lead_name ?? 'N/A';
  const appointmentsByCreated = extremes(appointments.appointments, (a) => a.created_at, named);
  const someAppointment = appointments.appointments.find((a) => a.lead_name) as Appointment;
  await checkTable(page, {
    title: LATEST_APPOINTMENTS_TEXT.title,
    rows: appointments.appointments.length,
    sortBy: LATEST_APPOINTMENTS_TEXT.columns.created,
    keyColumn: LATEST_APPOINTMENTS_TEXT.columns.leadName,
    firstAsc: appointmentsByCreated.first,
    firstDesc: appointmentsByCreated.last,
    search: someAppointment.lead_name ?? '',
    searchColumn: LATEST_APPOINTMENTS_TEXT.columns.leadName,
  });
});

test('a long transcript expands and collapses; a call SID is copied whole', async ({
  page,
  consoleServer,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await apiToken(consoleServer);
  const calls = await apiCall<Call[]>(consoleServer, token, 'GET', '/calls/latest');
  const long = calls.find(
    (c) => c.status === 'completed' && (c.call_transcript?.length ?? 0) > 24 && c.call_sid,
  );
  if (!long?.call_transcript || !long.call_sid)
    throw new Error('The demo data has no completed call with a long transcript');

  await signIn(page, consoleServer);
  await page.goto('/data/latest-calls');
  const region = table(page, LATEST_CALLS_TEXT.title);
  await region.getByRole('textbox', { name: 'Search' }).fill(long.call_sid);
  const row = bodyRows(region);
  await expect(row).toHaveCount(1);

  await expect(row.getByText(`${long.call_transcript.slice(0, 20)}...`)).toBeVisible();
  await row.getByRole('button', { name: 'Show more' }).first().click();
  await expect(row.getByText(long.call_transcript)).toBeVisible();
  await row.getByRole('button', { name: 'Show less' }).click();
  await expect(row.getByText(`${long.call_transcript.slice(0, 20)}...`)).toBeVisible();

  await expect(row.getByText(`${long.call_sid.slice(0, 8)}...`)).toBeVisible();
  await row.getByRole('button', { name: `Copy Call SID ${long.call_sid}` }).click();
  await expect(row.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(long.call_sid);
  // 'Copied!' goes after 1.2 s
  await expect(row.getByText('Copied!')).toBeHidden({ timeout: 3_000 });
});

test('Database Management autofills and creates a testing company, then sets its follow-up date to today', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const T = DATABASE_MANAGEMENT_TEXT;
  const M = DATABASE_MANAGEMENT_MESSAGES;
  const phone = `+1 (905) 555-${String(process.pid % 10_000).padStart(4, '0')}`;
  await signIn(page, consoleServer);
  await openFromSidebar(page, T.title, '/database-management');
  for (const title of Object.values(M.panels))
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(T.instructionsTitle)).toBeVisible();

  await page.getByRole('button', { name: T.autofill }).click();
  const name = await page.getByLabel(`${T.companyName} ${T.optional}`).inputValue();
  expect(name).not.toBe('');
  expect(await page.getByLabel(`${T.service} ${T.optional}`).inputValue()).not.toBe('');

  const phoneInput = page.getByLabel(T.phone);
  await phoneInput.fill('416.555.0123');
  await page.getByRole('button', { name: T.apply }).click();
  await expect(page.getByText(M.invalidPhone)).toBeVisible();
  await phoneInput.fill(phone);
  await page.getByRole('combobox', { name: T.leadStatus }).click();
  await page.keyboard.type('NO_ANSWER');
  await chooseSelectOption(page, 'NO_ANSWER');
  await page.getByRole('button', { name: T.apply }).click();
  await expectToast(page, T.created(name, 'NO_ANSWER'));

  const companiesPanel = table(page, T.companiesTable);
  await companiesPanel.getByRole('button', { name: T.setFollowUpsToday }).click();
  await expectToast(page, M.selectCompany);
  await companiesPanel.getByRole('textbox', { name: 'Search' }).fill(phone);
  await expect(bodyRows(companiesPanel)).toHaveCount(1);
  await companiesPanel.getByRole('checkbox', { name: T.selectRow(name) }).check();
  await companiesPanel.getByRole('button', { name: T.setFollowUpsToday }).click();
  await expectToast(page, M.noAnswerDatesUpdated(1));

  const token = await apiToken(consoleServer);
  const listed = await apiCall<CompaniesForTesting>(
    consoleServer,
    token,
    'GET',
    '/database/companies-for-testing',
  );
  const created = listed.companies.find((c) => c.phone === phone);
  expect(created).toMatchObject({ name, lead_status: 'NO_ANSWER' });
  expect(created?.hubspot_id).toMatch(/^auto_\d+$/);
  expect(created?.follow_up_date).toBe(todayAt(REMINDERS.setToTodayTime, BUSINESS_ZONE).toISOString());
});

// The Danger Zone empties tables: on a server of its own, so the worker's demo data stays for the other tests.
test('the Danger Zone deletes one table, then everything, showing the counts and the texts', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await onServerOfItsOwn(page, testInfo, 'danger', (server) => dangerZoneFlow(page, server));
});

async function dangerZoneFlow(page: Page, server: ConsoleServer) {
  const T = DANGER_ZONE_TEXT;
  const number = new Intl.NumberFormat('en-US');
  const counts = async () =>
    (await apiCall<DatabaseStatus>(server, await apiToken(server), 'GET', '/danger/status')).table_counts;
  const statCard = () => page.getByRole('list', { name: T.statusTitle });
  const expectStat = (label: string, value: number) =>
    expect(statCard().getByRole('listitem').filter({ hasText: label })).toHaveText(
      `${label}${number.format(value)}`,
    );
  const before = await counts();
  expect(before.calls).toBeGreaterThan(0);

  await signIn(page, server);
  await openFromSidebar(page, T.title, '/danger-zone');
  await expect(page.getByText(T.bannerTitle)).toBeVisible();
  for (const table of ['jobs', 'companies', 'appointments', 'calls'] as const) {
    await expectStat(T.tableLabels[table], before[table]);
  }

  // Not ticked yet: the button is announced as disabled (aria-disabled), and a click only says why.
  await page.getByRole('button', { name: T.deleteTable('calls') }).click({ force: true });
  await expectToast(page, DANGER_MESSAGES.confirmTableFirst('calls'));
  const callsBox = page.getByRole('checkbox', { name: T.tableConfirm('calls') });
  const jobsBox = page.getByRole('checkbox', { name: T.tableConfirm('jobs') });
  await callsBox.check();
  await jobsBox.check();
  await page.getByRole('button', { name: T.deleteTable('calls') }).click();
  await expectToast(page, DANGER_MESSAGES.deleted(before.calls, 'calls', 0));
  await expectStat(T.tableLabels.calls, 0);
  await expectStat(T.tableLabels.companies, before.companies);
  await expect(callsBox).not.toBeChecked();
  await expect(jobsBox).toBeChecked();
  expect((await counts()).calls).toBe(0);

  await page.getByRole('button', { name: T.deleteAll }).click({ force: true });
  await expectToast(page, DANGER_MESSAGES.confirmFirst);
  await page.getByRole('checkbox', { name: T.deleteAllConfirm }).check();
  await page.getByRole('button', { name: T.deleteAll }).click();
  await expectToast(
    page,
    DANGER_MESSAGES.deleted(before.jobs + before.companies + before.appointments, null, 0),
  );
  await expectStat(T.totalRecords, 0);
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  expect(await counts()).toEqual({ jobs: 0, companies: 0, appointments: 0, calls: 0 });
}
