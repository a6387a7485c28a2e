import { ApiError } from '@callops/api-client';
import { createFakeApiClient, type FakeHandlers } from '@callops/api-client/test-support';
import type { Appointment, AppointmentsListResponse } from '@callops/contracts/appointments';
import { weekdayTimeText } from '@callops/contracts/core';
import type { Company, LeadsListResponse } from '@callops/contracts/leads';
import {
  choose,
  fakeNotify,
  fill,
  findDialog,
  noDialog,
  renderRemotePage,
  testAppInfo,
  testUser,
} from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DbLeadsPage from './DbLeadsPage';

const company = (id: number, name: string, over: Partial<Company> = {}): Company => ({
  id,
  hubspot_id: `auto_${id}`,
  name,
  email: null,
  phone: '+14165550123',
  city: null,
  service: 'Roofing',
  lead_status: 'NEW',
  lead_score: 0,
  no_answer_count: 0,
  follow_up_date: null,
  created_at: '2026-03-10T14:00:00.000Z',
  callee_time_zone: 'America/Toronto',
  callback: null,
  updated_at: '2026-03-10T14:00:00.000Z',
  ...over,
});
const appointment = (id: number, leadName: string, over: Partial<Appointment> = {}): Appointment => ({
  id,
  company_id: 7,
  lead_name: leadName,
  lead_email: 'ann@example.com',
  lead_number: '+14165550142',
  company_name: 'Summit Roofing Co.',
  service: 'Roofing',
  appointment_datetime: '2026-03-12T14:00:00.000Z',
  sms_mail_followup_datetime: null,
  call_followup_datetime: null,
  remark: 'init',
  is_rescheduled: false,
  reschedule_count: 0,
  created_at: '2026-03-10T14:00:00.000Z',
  updated_at: '2026-03-10T14:00:00.000Z',
  lead_status: 'APPOINTMENT_BOOKED',
  ...over,
});
const MAPLE = company(1, 'Maple Leaf Plumbing');
const CEDAR = company(2, 'Cedar Ridge Builders', { lead_status: 'NO_ANSWER', email: 'cedar@example.com' });
const LEADS: LeadsListResponse = { leads: [MAPLE, CEDAR], fetched_count: 2, total_count: 57 };
const ANN = appointment(11, 'Ann Lee');
const APPOINTMENTS: AppointmentsListResponse = { appointments: [ANN], fetched_count: 1, total_count: 1 };

const row = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

function renderPage(handlers: FakeHandlers = {}, options: { token?: string | null; role?: 'viewer' } = {}) {
  const notify = fakeNotify();
  const api = createFakeApiClient({
    'companies.latest': async () => LEADS,
    'appointments.latest': async () => APPOINTMENTS,
    ...handlers,
  });
  renderRemotePage(<DbLeadsPage />, {
    api,
    notify,
    appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
    token: options.token === undefined ? 'token' : options.token,
    user: testUser({ role: options.role ?? 'operator' }),
  });
  return notify;
}

describe('DbLeadsPage', () => {
  it("shows 'Loading authentication...' and asks nothing until the session has its token", () => {
    const latest = jest.fn(async () => LEADS);
    renderPage({ 'companies.latest': latest }, { token: null });
    expect(screen.getByText('Loading authentication...')).toBeInTheDocument();
    expect(latest).not.toHaveBeenCalled();
  });

  it('shows the top 10 NEW and NO_ANSWER leads and the latest appointments in two tabs, with Refresh', async () => {
    const user = userEvent.setup();
    const latest = jest.fn(async () => LEADS);
    renderPage({ 'companies.latest': latest });
    expect(screen.getByRole('heading', { level: 1, name: 'DB Leads' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Latest New/No Answer Leads (Top 10)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Showing 2 of 57 leads')).toBeInTheDocument();
    expect(latest).toHaveBeenCalledWith(
      { query: { limit: 10, statuses: ['NEW', 'NO_ANSWER'] } },
      expect.anything(),
    );
    expect(within(row('Cedar Ridge Builders')).getByText('NO ANSWER')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Latest Appointments (Top 10)' }));
    expect(await screen.findByText('Showing 1 of 1 appointments')).toBeInTheDocument();
    expect(within(row('Ann Lee')).getByText('Mar 12, 2026, 10:00 a.m.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(latest).toHaveBeenCalledTimes(2));
  });

  it("shows a booked callback on the lead's own clock in place of its follow-up date, with why it moved", async () => {
    // Two days from now, 15:00 in St. John's: a weekday and a time on their clock, whatever the business zone.
    const at = new Date(Date.now() + 2 * 24 * 3_600_000);
    const ELM = company(3, 'Elm Street Roofing', {
      lead_status: 'NO_ANSWER',
      follow_up_date: at.toISOString(),
      callback: { at: at.toISOString(), zone: 'America/St_Johns', note: 'outside their calling hours' },
    });
    renderPage({ 'companies.latest': async () => ({ ...LEADS, leads: [ELM, MAPLE] }) });
    await screen.findByText('Elm Street Roofing');
    const cells = within(row('Elm Street Roofing'));
    expect(
      cells.getByText(`Callback ${weekdayTimeText(at, 'America/St_Johns')} (their time)`),
    ).toBeInTheDocument();
    expect(cells.getByText('outside their calling hours')).toBeInTheDocument();
    expect(within(row('Maple Leaf Plumbing')).queryByText(/Callback/)).not.toBeInTheDocument();
  });

  it('tries a load failing with fetch once more after a second, then shows the failure with Retry', async () => {
    const user = userEvent.setup();
    const calledAt: number[] = [];
    const failing = jest.fn<Promise<LeadsListResponse>, []>(() => {
      calledAt.push(Date.now());
      return Promise.reject(new ApiError(0, 'Network error: Failed to fetch'));
    });
    renderPage({ 'companies.latest': failing });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Failed to load leads data: Network error: Failed to fetch');
    expect(failing).toHaveBeenCalledTimes(2);
    expect((calledAt[1] ?? 0) - (calledAt[0] ?? 0)).toBeGreaterThanOrEqual(950);
    failing.mockResolvedValue(LEADS);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 2 of 57 leads')).toBeInTheDocument();
  });

  it("does not retry other failures, and words the appointments tab's as spec §8", async () => {
    const user = userEvent.setup();
    const appointments = jest.fn(() => Promise.reject(new ApiError(400, 'Invalid request: limit')));
    renderPage({ 'appointments.latest': appointments });
    await user.click(screen.getByRole('tab', { name: 'Latest Appointments (Top 10)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Appointments');
    expect(alert).toHaveTextContent('Failed to load appointments data: Invalid request: limit');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(appointments).toHaveBeenCalledTimes(1);
  });

  it('sets a lead to APPOINTMENT_BOOKED with a lead name and e-mail, its own e-mail by default', async () => {
    const user = userEvent.setup();
    const setStatus = jest.fn(async () => ({ ...CEDAR, lead_status: 'APPOINTMENT_BOOKED' as const }));
    const notify = renderPage({ 'companies.updateLeadStatus': setStatus });
    await screen.findByText('Showing 2 of 57 leads');
    await user.click(screen.getByRole('button', { name: 'Edit status of Cedar Ridge Builders' }));
    const dialog = await findDialog('Change Status: Cedar Ridge Builders');
    await choose(user, within(dialog).getByLabelText('Lead Status'), 'APPOINTMENT BOOKED');
    expect(within(dialog).getByLabelText('Lead Name')).toHaveValue('John Doe');
    expect(within(dialog).getByLabelText('Lead Email')).toHaveValue('cedar@example.com');
    await fill(user, within(dialog).getByLabelText('Lead Name'), 'Bob Stone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(setStatus).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { lead_status: 'APPOINTMENT_BOOKED', lead_name: 'Bob Stone', lead_email: 'cedar@example.com' },
    });
    expect(notify.success).toHaveBeenCalledWith('Lead status updated');
  });

  it('sends any other status with no name or e-mail; the same status just closes; a failure says so', async () => {
    const user = userEvent.setup();
    const setStatus = jest
      .fn()
      .mockResolvedValueOnce({ ...MAPLE, lead_status: 'UNQUALIFIED' })
      .mockRejectedValueOnce(new ApiError(404, 'Company 1 not found'));
    const notify = renderPage({ 'companies.updateLeadStatus': setStatus });
    await screen.findByText('Showing 2 of 57 leads');
    await user.click(screen.getByRole('button', { name: 'Edit status of Maple Leaf Plumbing' }));
    let dialog = await findDialog('Change Status: Maple Leaf Plumbing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(setStatus).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit status of Maple Leaf Plumbing' }));
    dialog = await findDialog('Change Status: Maple Leaf Plumbing');
    await choose(user, within(dialog).getByLabelText('Lead Status'), 'UNQUALIFIED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(setStatus).toHaveBeenLastCalledWith({
      params: { id: 1 },
      body: { lead_status: 'UNQUALIFIED', lead_name: null, lead_email: null },
    });

    await user.click(screen.getByRole('button', { name: 'Edit status of Maple Leaf Plumbing' }));
    dialog = await findDialog('Change Status: Maple Leaf Plumbing');
    await choose(user, within(dialog).getByLabelText('Lead Status'), 'QUALIFIED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update lead status: Company 1 not found'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Company 1 not found');
  });

  it("sets a lead's follow-up and an appointment's dates to today, with spec §8 texts", async () => {
    const user = userEvent.setup();
    const followUp = jest
      .fn()
      .mockResolvedValueOnce(MAPLE)
      .mockRejectedValueOnce(new ApiError(404, 'Company 1 not found'));
    const dateToday = jest
      .fn()
      .mockResolvedValueOnce(ANN)
      .mockResolvedValueOnce(ANN)
      .mockRejectedValueOnce(new ApiError(404, 'Appointment 11 not found'));
    const callToday = jest
      .fn()
      .mockResolvedValueOnce(ANN)
      .mockRejectedValueOnce(new ApiError(500, 'Internal server error'));
    const notify = renderPage({
      'companies.setFollowUpToday': followUp,
      'appointments.setDateToday': dateToday,
      'appointments.setCallFollowUpToday': callToday,
    });
    await screen.findByText('Showing 2 of 57 leads');
    const setFollowUp = () =>
      user.click(within(row('Maple Leaf Plumbing')).getByRole('button', { name: 'Set Follow-up to Today' }));
    await setFollowUp();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Follow-up date set to today'));
    expect(followUp).toHaveBeenCalledWith({ params: { id: 1 } });
    await setFollowUp();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update follow-up date', {
        description: 'Company 1 not found',
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Latest Appointments (Top 10)' }));
    await screen.findByText('Showing 1 of 1 appointments');
    const click = (name: string) => user.click(within(row('Ann Lee')).getByRole('button', { name }));
    await click('Appointment to Today');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Appointment date set to today at 10:00 AM'),
    );
    expect(dateToday).toHaveBeenLastCalledWith({ params: { id: 11 }, body: { type: 'appointment' } });
    await click('SMS/Email to Today');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('SMS/Email date set to today at 10:00 AM'),
    );
    expect(dateToday).toHaveBeenLastCalledWith({ params: { id: 11 }, body: { type: 'sms_email' } });
    await click('Call to Today');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Call follow-up date set to today at 10:00 AM'),
    );
    await click('Appointment to Today');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update date', {
        description: 'Appointment 11 not found',
      }),
    );
    await click('Call to Today');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update call follow-up date', {
        description: 'Internal server error',
      }),
    );
  });

  it("edits an appointment's lead status with its own lead name and e-mail", async () => {
    const user = userEvent.setup();
    const setStatus = jest.fn(async () => ANN);
    renderPage({ 'appointments.updateStatus': setStatus });
    await user.click(screen.getByRole('tab', { name: 'Latest Appointments (Top 10)' }));
    await screen.findByText('Showing 1 of 1 appointments');
    await user.click(screen.getByRole('button', { name: 'Edit status of Ann Lee' }));
    const dialog = await findDialog('Change Status: Ann Lee');
    expect(within(dialog).getByLabelText('Lead Name')).toHaveValue('Ann Lee');
    expect(within(dialog).getByLabelText('Lead Email')).toHaveValue('ann@example.com');
    await choose(user, within(dialog).getByLabelText('Lead Status'), 'QUALIFIED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(setStatus).toHaveBeenCalledWith({
      params: { id: 11 },
      body: { lead_status: 'QUALIFIED', lead_name: null, lead_email: null },
    });
  });

  it('lets a viewer read only', async () => {
    renderPage({}, { role: 'viewer' });
    await screen.findByText('Showing 2 of 57 leads');
    expect(screen.queryByRole('button', { name: /Edit status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Follow-up to Today' })).not.toBeInTheDocument();
  });
});
