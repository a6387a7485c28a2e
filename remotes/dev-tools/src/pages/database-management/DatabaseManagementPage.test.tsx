import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type { Appointment } from '@callops/contracts/appointments';
import type { Company } from '@callops/contracts/leads';
import { fakeNotify, renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DatabaseManagementPage from './DatabaseManagementPage';

jest.setTimeout(60_000);

const company = (id: number, over: Partial<Company> = {}): Company => ({
  id,
  hubspot_id: null,
  name: `Company ${id}`,
  email: null,
  phone: `+1416555010${id}`,
  city: null,
  service: null,
  lead_status: 'NO_ANSWER',
  lead_score: 0,
  no_answer_count: 2,
  follow_up_date: null,
  created_at: '2026-03-11T14:00:00.000Z',
  callee_time_zone: 'America/Toronto',
  callback: null,
  updated_at: '2026-03-11T14:00:00.000Z',
  ...over,
});

const appointment = (id: number): Appointment => ({
  id,
  company_id: null,
  lead_name: `Lead ${id}`,
  lead_email: null,
  lead_number: null,
  company_name: `Company ${id}`,
  service: null,
  appointment_datetime: '2026-04-01T14:00:00.000Z',
  sms_mail_followup_datetime: null,
  call_followup_datetime: null,
  remark: 'init',
  is_rescheduled: false,
  reschedule_count: 0,
  created_at: '2026-03-11T14:00:00.000Z',
  updated_at: '2026-03-11T14:00:00.000Z',
});

const COMPANIES = [company(1), company(2), company(3)];
const APPOINTMENTS = [appointment(7), appointment(8)];

type Handlers = Parameters<typeof createFakeApiClient>[0];

function renderPage(handlers: Handlers = {}) {
  const notify = fakeNotify();
  const api = createFakeApiClient({
    'database.companiesForTesting': async () => ({ companies: COMPANIES, total_count: 3 }),
    'database.appointmentsForTesting': async () => ({ appointments: APPOINTMENTS, total_count: 2 }),
    ...handlers,
  });
  renderRemotePage(<DatabaseManagementPage />, { api, notify });
  return { notify, user: userEvent.setup() };
}

const panel = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement;

async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

describe('DatabaseManagementPage', () => {
  it('tells a non-admin the admin role is needed and loads nothing', () => {
    const companies = jest.fn(async () => ({ companies: COMPANIES, total_count: 3 }));
    renderRemotePage(<DatabaseManagementPage />, {
      api: createFakeApiClient({ 'database.companiesForTesting': companies }),
      user: testUser({ role: 'operator' }),
    });
    expect(screen.getByText('You need the admin role to use Database Management.')).toBeInTheDocument();
    expect(companies).not.toHaveBeenCalled();
  });

  it('shows the instructions and the three panels, the form starting with the sample phone and NEW', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Database Management' })).toBeInTheDocument();
    expect(screen.getByText('How to use these testing tools')).toBeInTheDocument();
    for (const title of ['Lead Status Autofill', 'Companies for Testing', 'Appointments for Testing']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+14165550123');
    expect(within(panel('Lead Status Autofill')).getByTitle('NEW')).toBeInTheDocument();
    expect(await within(panel('Companies for Testing')).findByText('Company 1')).toBeInTheDocument();
    expect(await within(panel('Appointments for Testing')).findByText('Lead 7')).toBeInTheDocument();
  });

  it('autofills a sample company and creates it when no company has the phone', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_773_240_000_000);
    const search = jest.fn(async () => [company(9, { phone: '+1 416 555 9999' })]);
    const create = jest.fn(async () => ({ id: 42 }));
    const { user, notify } = renderPage({ 'companies.search': search, 'companies.create': create });
    await user.click(screen.getByRole('button', { name: /Autofill Sample/ }));
    expect(screen.getByLabelText('Company Name (optional)')).toHaveValue('Toronto Pipe Pros');
    expect(screen.getByLabelText('Service (optional)')).toHaveValue('Plumbing & Heating');
    await replaceText(user, screen.getByLabelText('Phone Number'), '+1 (905) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Apply Lead Status' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(search).toHaveBeenCalledWith({ query: { q: '+1 (905) 555-0142' } });
    expect(create).toHaveBeenCalledWith({
      body: {
        hubspot_id: 'auto_1773240000000',
        name: 'Toronto Pipe Pros',
        phone: '+1 (905) 555-0142',
        email: null,
        lead_status: 'NEW',
        city: null,
        service: 'Plumbing & Heating',
        no_answer_count: 0,
      },
    });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Created Toronto Pipe Pros with lead status NEW'),
    );
    now.mockRestore();
  });

  it('sets the lead status of the company that has the phone', async () => {
    const update = jest.fn(async () => company(2, { lead_status: 'QUALIFIED' }));
    const create = jest.fn(async () => ({ id: 1 }));
    const { user, notify } = renderPage({
      'companies.search': async () => [company(2, { phone: '+1 (416) 555-0123' })],
      'companies.updateLeadStatus': update,
      'companies.create': create,
    });
    await user.click(screen.getByRole('combobox', { name: 'Lead Status' }));
    await user.keyboard('QUALIFIED');
    const option = await waitFor(() => {
      const found = screen.getAllByTitle('QUALIFIED').find((el) => el.closest('.ant-select-dropdown'));
      if (!found) throw new Error('No option QUALIFIED');
      return found;
    });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Apply Lead Status' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ params: { id: 2 }, body: { lead_status: 'QUALIFIED' } }),
    );
    expect(create).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Lead status of Company 2 set to QUALIFIED'),
    );
  });

  it('checks the phone before sending anything', async () => {
    const search = jest.fn(async () => []);
    const { user } = renderPage({ 'companies.search': search });
    const phone = screen.getByLabelText('Phone Number');
    await replaceText(user, phone, '');
    await user.click(screen.getByRole('button', { name: 'Apply Lead Status' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    await replaceText(user, phone, '416.555.0123');
    await user.click(screen.getByRole('button', { name: 'Apply Lead Status' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it("says 'Failed to update lead status. Please try again.' when the server refuses", async () => {
    const { user, notify } = renderPage({
      'companies.search': async () => [],
      'companies.create': async () => {
        throw new ApiError(409, 'A company with this HubSpot id already exists');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Apply Lead Status' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update lead status. Please try again.', {
        description: 'A company with this HubSpot id already exists',
      }),
    );
  });

  it('needs a selected company before the bulk update, then sends the selected ids', async () => {
    const update = jest.fn(async () => ({
      message: "Updated 2 companies' follow-up dates to today at 10:00 AM",
      updated_count: 2,
    }));
    const { user, notify } = renderPage({ 'database.updateNoAnswerDates': update });
    const companies = panel('Companies for Testing');
    await within(companies).findByText('Company 1');
    await user.click(within(companies).getByRole('button', { name: 'Set Follow-up Dates to Today' }));
    expect(notify.error).toHaveBeenCalledWith('Please select at least one company');
    expect(update).not.toHaveBeenCalled();

    await user.click(within(companies).getByRole('checkbox', { name: 'Select Company 1' }));
    await user.click(within(companies).getByRole('checkbox', { name: 'Select Company 3' }));
    expect(within(companies).getByText('2 of 3 selected')).toBeInTheDocument();
    await user.click(within(companies).getByRole('button', { name: 'Set Follow-up Dates to Today' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ body: { company_ids: [1, 3] } }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Updated 2 companies' follow-up dates to today at 10:00 AM",
      ),
    );
    expect(await within(companies).findByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('selects every appointment at once for the bulk update, and says when it failed', async () => {
    const update = jest.fn(async () => {
      throw new ApiError(404, 'No appointment with id 8');
    });
    const { user, notify } = renderPage({ 'database.updateAppointmentDates': update });
    const appointments = panel('Appointments for Testing');
    await within(appointments).findByText('Lead 7');
    await user.click(within(appointments).getByRole('button', { name: 'Set Appointment Dates to Today' }));
    expect(notify.error).toHaveBeenCalledWith('Please select at least one appointment');

    await user.click(within(appointments).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(appointments).getByRole('button', { name: 'Set Appointment Dates to Today' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ body: { appointment_ids: [7, 8] } }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update appointment dates', {
        description: 'No appointment with id 8',
      }),
    );
    expect(within(appointments).getByText('2 of 2 selected')).toBeInTheDocument();
  });

  it("shows 'Failed to load data' with Retry", async () => {
    const companies = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'Database unavailable'))
      .mockResolvedValue({ companies: COMPANIES, total_count: 3 });
    const { user } = renderPage({ 'database.companiesForTesting': companies });
    const alert = await within(panel('Companies for Testing')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel('Companies for Testing')).findByText('Company 1')).toBeInTheDocument();
  });
});
