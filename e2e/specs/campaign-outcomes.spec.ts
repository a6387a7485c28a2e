// Issue 41: campaigns on the simulated providers end one way each — a booked appointment, a callback the lead asked
// for, a voicemail — and the console shows them: Call Recordings' Voicemail filter finds the voicemail call, DB Leads
// shows the callback on the lead's own clock, and the Dashboard shows the cost per booked appointment.
import { RECORDING_FILTER_LABELS } from '@callops/contracts/calls';
import type { Company, LeadStatus } from '@callops/contracts/leads';
import { type CombinedStats, usdText } from '@callops/contracts/stats';
import { RECORDINGS_TEXT } from '../../remotes/calling-ops/src/pages/call-recordings/recordings-text';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { callbackText } from '../../remotes/leads-crm/src/lead-dates';
import { DB_LEADS_TEXT } from '../../remotes/leads-crm/src/pages/db-leads/db-leads-text';
import { addLead, adminApi, callAtAnyHour, putSetting, runColdCalling } from '../fixtures/api';
import { settledPage } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { SEED_DEMO_DATA: 'false', SIMULATION_SPEED: '200' } });

// The simulated provider draws each call's ending from a random call id: a campaign whose weights name one outcome
// only ends that way every time, so each lead gets its own campaign. The booked lead goes first (it is not called
// again), the callback's and the voicemail's next tries are hours away.
const CAMPAIGNS = [
  { outcome: 'booked', name: 'Outcome Booked Roofing', phone: '+1 416 555 0191' },
  { outcome: 'callback', name: 'Outcome Callback Plumbing', phone: '+1 416 555 0192' },
  { outcome: 'voicemail', name: 'Outcome Voicemail Heating', phone: '+1 416 555 0193' },
] as const;

/** What the lead looks like once its call's report (and, for an answered call, its scoring) is in. */
const settled: Record<(typeof CAMPAIGNS)[number]['outcome'], (lead: Company) => boolean> = {
  // Booked, then APPOINTMENT_BOOKED_SMS_SENT once its confirmation went out.
  booked: (lead) => lead.lead_status.startsWith('APPOINTMENT_BOOKED'),
  callback: (lead) => lead.lead_status === ('NO_ANSWER' satisfies LeadStatus) && lead.callback !== null,
  voicemail: (lead) => lead.lead_status === ('NO_ANSWER' satisfies LeadStatus) && lead.callback === null,
};

test('campaigns end in a voicemail, a callback and a booking, and the console shows each with the cost per booking', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(consoleServer);
  const lead = async (name: string) => {
    const [found] = await api<Company[]>('GET', `/companies/search?q=${encodeURIComponent(name)}`);
    if (!found) throw new Error(`no lead named ${name}`);
    return found;
  };
  await callAtAnyHour(api);

  for (const [index, { outcome, name, phone }] of CAMPAIGNS.entries()) {
    await putSetting(api, 'simulated_call_outcomes', `${outcome}:1`);
    await addLead(api, { tag: `outcome_${index}`, name, phone });
    await runColdCalling(api);
    await expect.poll(async () => settled[outcome](await lead(name)), { timeout: 60_000 }).toBe(true);
  }

  await signIn(page, consoleServer);

  // Call Recordings, Voicemail: the voicemail call, and only it.
  await page.goto('/calls-summary');
  expect(await settledPage(page)).toBe('page');
  await page
    .getByLabel(RECORDINGS_TEXT.filters)
    .getByText(RECORDING_FILTER_LABELS.voicemail, { exact: true })
    .click();
  await expect(page.getByText(RECORDINGS_TEXT.filterLine(RECORDING_FILTER_LABELS.voicemail))).toBeVisible();
  const voicemail = CAMPAIGNS[2].name;
  await expect(page.getByRole('button', { name: RECORDINGS_TEXT.openCall(voicemail) })).toBeVisible();
  for (const { name } of CAMPAIGNS.slice(0, 2))
    await expect(page.getByRole('button', { name: RECORDINGS_TEXT.openCall(name) })).toHaveCount(0);

  // DB Leads: the callback on the lead's own clock, in place of its follow-up date.
  const callbackLead = await lead(CAMPAIGNS[1].name);
  const expected = callbackText(callbackLead.callback, new Date());
  expect(expected).toMatch(/^Callback .+ \(their time\)$/);
  await page.goto('/db-leads');
  expect(await settledPage(page)).toBe('page');
  const leads = page.getByRole('region', { name: DB_LEADS_TEXT.tableLabel.leads });
  await expect(leads.getByRole('row').filter({ hasText: CAMPAIGNS[1].name })).toContainText(expected ?? '');

  // Dashboard: three calls' cost over the one booking, as the server counts it.
  const stats = await api<CombinedStats>('GET', '/dashboard/stats/combined');
  expect(stats.last_24h.appointments_booked).toBe(1);
  expect(stats.last_24h.cost_usd).toBeGreaterThan(0);
  expect(stats.last_24h.cost_per_booked_usd).toBeCloseTo(stats.last_24h.cost_usd, 6);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
  const comparison = page.getByRole('region', { name: DASHBOARD_TEXT.periodComparison });
  await expect(comparison.getByRole('row').filter({ hasText: DASHBOARD_TEXT.costPerBooked })).toContainText(
    usdText(stats.last_24h.cost_per_booked_usd),
  );
  const days = page.getByRole('region', { name: DASHBOARD_TEXT.days.title });
  await expect(days.getByRole('columnheader', { name: DASHBOARD_TEXT.days.costPerBooked })).toBeVisible();
});
