// The leads-crm remote on the built console with its demo data (simulated CRM in MOCK mode): Hubspot Leads (filter,
// edit), DB Leads (a lead booked with its contact name and e-mail) and the Lead Kanban (a mouse drag and a keyboard
// drag along allowed moves, a refused move, Create Lead with Auto-fill Random).

import type { AppointmentsListResponse } from '@callops/contracts/appointments';
import { type Company, KANBAN_SAMPLE_COMPANY_NAMES, LEAD_MESSAGES } from '@callops/contracts/leads';
import { expect, type Locator, type Page } from '@playwright/test';
import { STATUS_EDIT_TEXT } from '../../remotes/leads-crm/src/lead-status-edit/status-edit-text';
import { CRM_LEADS_TEXT } from '../../remotes/leads-crm/src/pages/crm-leads/crm-leads-text';
import { DB_LEADS_TEXT } from '../../remotes/leads-crm/src/pages/db-leads/db-leads-text';
import { LEAD_KANBAN_TEXT } from '../../remotes/leads-crm/src/pages/lead-kanban/lead-kanban-text';
import { apiCall, apiToken } from '../fixtures/api';
import { chooseSelectOption, expectToast, settledPage, sidebar } from '../fixtures/console-page';
import type { ConsoleServer } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { test } from '../fixtures/test';

// Wide enough for six kanban columns a row (extra large), so the drags below stay on screen.
test.use({ viewport: { width: 1600, height: 1000 } });

async function openFromSidebar(page: Page, label: string, path: string) {
  await sidebar(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await settledPage(page)).toBe('page');
}

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function companyNamed(server: ConsoleServer, name: string): Promise<Company> {
  const found = await apiCall<Company[]>(
    server,
    await apiToken(server),
    'GET',
    `/companies/search?q=${encodeURIComponent(name)}`,
  );
  const company = found.find((c) => c.name === name);
  if (!company) throw new Error(`${name} is not on the server`);
  return company;
}

test('Hubspot Leads: filter the CRM leads by status and edit one', async ({ page, consoleServer }) => {
  await signIn(page, consoleServer);
  await openFromSidebar(page, 'Hubspot Leads', '/leads');
  await expect(page.getByRole('heading', { level: 1, name: CRM_LEADS_TEXT.title })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of 60 leads$/)).toBeVisible();

  await page.getByRole('combobox', { name: CRM_LEADS_TEXT.filter }).click();
  await chooseSelectOption(page, CRM_LEADS_TEXT.filters.qualified);
  const cards = page.locator('.ant-card');
  await expect(page.getByText(/^Showing \d+ of \d+ leads$/)).not.toHaveText('Showing 60 of 60 leads');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i).locator('.ant-tag')).toHaveText(/^QUALIFIED/);

  const first = cards.first();
  const name = await first.getByRole('heading', { level: 2 }).textContent();
  await first.getByRole('button', { name: CRM_LEADS_TEXT.edit }).click();
  const edit = dialog(page, CRM_LEADS_TEXT.editLead);
  await expect(edit.getByLabel(`${CRM_LEADS_TEXT.companyName} *`)).toHaveValue(name ?? '');
  await edit.getByLabel(CRM_LEADS_TEXT.city).fill('Kingston');
  await edit.getByRole('button', { name: CRM_LEADS_TEXT.save }).click();
  await expectToast(page, CRM_LEADS_TEXT.updated);
  await expect(edit).toBeHidden();
  const edited = cards.filter({ has: page.getByRole('heading', { level: 2, name: name ?? '' }) });
  await expect(edited.getByText('Kingston')).toBeVisible();
});

test('DB Leads: a lead set to APPOINTMENT_BOOKED sends its lead name and e-mail', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await openFromSidebar(page, 'DB Leads', '/db-leads');
  await expect(page.getByRole('tab', { name: 'Latest New/No Answer Leads (Top 10)' })).toBeVisible();
  await expect(page.getByText(/^Showing 10 of \d+ leads$/)).toBeVisible();

  const leads = page.getByRole('region', { name: DB_LEADS_TEXT.tableLabel.leads });
  const name =
    (await leads.locator('tbody tr.ant-table-row').first().locator('td').first().textContent()) ?? '';
  await leads.getByRole('button', { name: DB_LEADS_TEXT.editStatusOf(name) }).click();
  const editor = dialog(page, STATUS_EDIT_TEXT.title(name));
  // A searchable select shows only the options in view: narrow it first.
  await editor.getByLabel(STATUS_EDIT_TEXT.status).fill('APPOINTMENT BOOKED');
  await chooseSelectOption(page, 'APPOINTMENT BOOKED');
  await expect(editor.getByLabel(STATUS_EDIT_TEXT.leadName)).toHaveValue('John Doe');
  await editor.getByLabel(STATUS_EDIT_TEXT.leadName).fill('Dana Whitfield');
  await editor.getByLabel(STATUS_EDIT_TEXT.leadEmail).fill('dana.whitfield@example.com');
  await editor.getByRole('button', { name: STATUS_EDIT_TEXT.save }).click();
  await expectToast(page, DB_LEADS_TEXT.statusUpdated);
  // No longer NEW or NO_ANSWER: it leaves the tab.
  await expect(leads.getByRole('button', { name: DB_LEADS_TEXT.editStatusOf(name) })).toHaveCount(0);

  expect((await companyNamed(consoleServer, name)).lead_status).toBe('APPOINTMENT_BOOKED');
  const latest = await apiCall<AppointmentsListResponse>(
    consoleServer,
    await apiToken(consoleServer),
    'GET',
    '/appointments/latest?limit=5',
  );
  expect(latest.appointments[0]).toMatchObject({
    company_name: name,
    lead_name: 'Dana Whitfield',
    lead_email: 'dana.whitfield@example.com',
    lead_status: 'APPOINTMENT_BOOKED',
  });
  await page.getByRole('tab', { name: 'Latest Appointments (Top 10)' }).click();
  const appointments = page.getByRole('region', { name: DB_LEADS_TEXT.tableLabel.appointments });
  await expect(appointments.getByRole('cell', { name: 'Dana Whitfield', exact: true })).toBeVisible();
});

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const cardsOf = (columnRegion: Locator) => columnRegion.locator('[data-card-id]');

/** The name on the first card of a column. */
async function firstCardName(columnRegion: Locator): Promise<string> {
  const card = cardsOf(columnRegion).first();
  await expect(card).toBeVisible();
  return (await card.locator('strong').first().textContent()) ?? '';
}

const cardNamed = (columnRegion: Locator, name: string) =>
  cardsOf(columnRegion).filter({ has: columnRegion.page().getByText(name, { exact: true }) });

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Drags with the real mouse, in steps, from the card's centre to the column's middle. */
async function mouseDrag(page: Page, card: Locator, target: Locator) {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  // The card is picked up, not text selected (a dropped card's overlay gliding back once covered the next one).
  await expect(liveRegion(page)).toHaveText(/^Picked up /);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 12 });
  await page.mouse.up();
}

test('Lead Kanban: mouse and keyboard drags along allowed moves, a refused move, Create Lead', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await openFromSidebar(page, 'Lead Kanban', '/lead-kanban');
  const newLeads = column(page, 'New Leads');
  const inProgress = column(page, 'In Progress');
  await expect(page.getByRole('region')).toHaveCount(13);
  // The board opens with a page of each column, never all of them.
  await expect(cardsOf(newLeads)).toHaveCount(20);

  // The mouse, along NEW → NEW_IN_PROGRESS: the card lands last in its new column once the server answered.
  const dragged = await firstCardName(newLeads);
  await mouseDrag(page, cardNamed(newLeads, dragged), inProgress);
  await expect(cardsOf(inProgress).last()).toContainText(dragged);
  await expect(cardNamed(newLeads, dragged)).toHaveCount(0);
  expect((await companyNamed(consoleServer, dragged)).lead_status).toBe('NEW_IN_PROGRESS');

  // NEW → QUALIFIED is not allowed: refused with the spec's words, the card back in place, nothing sent.
  const stays = await firstCardName(newLeads);
  await mouseDrag(page, cardNamed(newLeads, stays), column(page, 'Qualified'));
  await expectToast(page, LEAD_MESSAGES.kanbanMoveRejected('New Leads', 'Qualified'));
  await expect(cardsOf(newLeads).first()).toContainText(stays);
  expect((await companyNamed(consoleServer, stays)).lead_status).toBe('NEW');

  // The keyboard, along NO_ANSWER → NO_ANSWER_IN_PROGRESS: space, one arrow right, space.
  const noAnswer = column(page, 'No Answer');
  const retrying = column(page, 'Retrying');
  const keyed = await firstCardName(noAnswer);
  await cardNamed(noAnswer, keyed).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`Picked up ${keyed} from No Answer.`);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText(`${keyed} is over Retrying.`);
  await page.keyboard.press('Space');
  await expect(cardsOf(retrying).last()).toContainText(keyed);
  await expect(cardNamed(noAnswer, keyed)).toHaveCount(0);
  expect((await companyNamed(consoleServer, keyed)).lead_status).toBe('NO_ANSWER_IN_PROGRESS');

  // Create Lead: required fields first, then Auto-fill Random into a column with few cards.
  const smsSent = column(page, 'SMS Sent');
  const before = await cardsOf(smsSent).count();
  await page.getByRole('button', { name: LEAD_KANBAN_TEXT.createLead }).click();
  const create = dialog(page, LEAD_KANBAN_TEXT.createLead);
  await create.getByRole('button', { name: LEAD_KANBAN_TEXT.createLead }).click();
  await expect(create.getByRole('alert')).toHaveText(LEAD_MESSAGES.requiredFields);
  await create.getByRole('button', { name: LEAD_KANBAN_TEXT.autoFill }).click();
  const name = await create.getByLabel(LEAD_KANBAN_TEXT.companyName).inputValue();
  expect(KANBAN_SAMPLE_COMPANY_NAMES).toContain(name);
  await create.getByLabel(LEAD_KANBAN_TEXT.initialStatus).fill('QUALIFIED SMS SENT');
  await chooseSelectOption(page, 'QUALIFIED SMS SENT');
  await create.getByRole('button', { name: LEAD_KANBAN_TEXT.createLead }).click();
  await expect(create).toBeHidden();
  await expect(cardsOf(smsSent)).toHaveCount(before + 1);
  await expect(cardsOf(smsSent).last()).toContainText(name);
  const created = await companyNamed(consoleServer, name);
  expect(created).toMatchObject({ lead_status: 'QUALIFIED_SMS_SENT', phone: '+14165550123', city: '' });
  expect(created.hubspot_id).toMatch(/^kanban_\d+$/);
});
