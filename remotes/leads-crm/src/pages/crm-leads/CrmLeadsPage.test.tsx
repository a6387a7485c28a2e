import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type { CrmLead, CrmLeadsListResponse } from '@callops/contracts/hubspot';
import {
  choose,
  fakeNotify,
  fill,
  findDialog,
  noDialog,
  renderRemotePage,
  testUser,
} from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CrmLeadsPage from './CrmLeadsPage';

const lead = (id: string, name: string, over: Partial<CrmLead> = {}): CrmLead => ({
  hubspot_id: id,
  name,
  email: null,
  phone: '+14165550123',
  city: 'Toronto',
  service: 'Roofing',
  hs_lead_status: 'NEW',
  created_at: '2026-03-01T15:00:00.000Z',
  updated_at: '2026-03-01T15:00:00.000Z',
  ...over,
});
const MAPLE = lead('1001', 'Maple Leaf Plumbing');
const SUMMIT = lead('1002', 'Summit Roofing Co.', {
  hs_lead_status: 'NO_ANSWER',
  email: 'info@summit.example',
});
const listOf = (...leads: CrmLead[]): CrmLeadsListResponse => ({
  leads,
  fetched_count: leads.length,
  total_count: leads.length + 40,
});

const card = (name: string) =>
  screen.getByRole('group', { name: `Actions for ${name}` }).closest('.ant-card') as HTMLElement;

function renderPage(
  handlers: Parameters<typeof createFakeApiClient>[0],
  role: 'operator' | 'viewer' = 'operator',
) {
  const notify = fakeNotify();
  const api = createFakeApiClient({
    'hubspot.leadsByStatus': async () => listOf(MAPLE, SUMMIT),
    ...handlers,
  });
  renderRemotePage(<CrmLeadsPage />, { api, notify, user: testUser({ role }) });
  return notify;
}

describe('CrmLeadsPage', () => {
  it('shows the leads of every status as cards, 100 at most, and filters by status', async () => {
    const user = userEvent.setup();
    const list = jest.fn(async () => listOf(MAPLE, SUMMIT));
    renderPage({ 'hubspot.leadsByStatus': list });
    expect(screen.getByRole('heading', { level: 1, name: 'Hubspot Leads Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maple Leaf Plumbing' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      { params: { status: 'all' }, query: { limit: 100 } },
      expect.anything(),
    );
    expect(screen.getByText('Showing 2 of 42 leads')).toBeInTheDocument();
    expect(within(card('Summit Roofing Co.')).getByText('NO ANSWER')).toBeInTheDocument();
    expect(within(card('Summit Roofing Co.')).getByText('info@summit.example')).toBeInTheDocument();
    expect(within(card('Summit Roofing Co.')).getByText('Mar 1, 2026')).toBeInTheDocument();

    list.mockResolvedValue(listOf(SUMMIT));
    await choose(user, screen.getByRole('combobox', { name: 'Status filter' }), 'No Answer');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { params: { status: 'no-answer' }, query: { limit: 100 } },
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Maple Leaf Plumbing' })).not.toBeInTheDocument(),
    );
  });

  it('shows a load failure with Retry, and an empty filter', async () => {
    const user = userEvent.setup();
    const list = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(502, 'HubSpot: searching the leads: error (500)'))
      .mockResolvedValue(listOf());
    renderPage({ 'hubspot.leadsByStatus': list });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leads');
    expect(alert).toHaveTextContent('HubSpot: searching the leads: error (500)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No leads found')).toBeInTheDocument();
  });

  it('creates a lead, asking for the company name first', async () => {
    const user = userEvent.setup();
    const create = jest.fn(async () => lead('1003', 'Aurora Property Care'));
    const notify = renderPage({ 'hubspot.createLead': create });
    await screen.findByRole('heading', { name: 'Maple Leaf Plumbing' });
    await user.click(screen.getByRole('button', { name: /Create Lead/ }));
    const dialog = await findDialog('Create Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please fill in the company name')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await fill(user, within(dialog).getByLabelText('Company Name *'), 'Aurora Property Care');
    await fill(user, within(dialog).getByLabelText('Phone'), '416 555 0177');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await noDialog();
    expect(create).toHaveBeenCalledWith({
      body: {
        name: 'Aurora Property Care',
        phone: '416 555 0177',
        city: null,
        service: null,
        hs_lead_status: 'NEW',
      },
    });
    expect(notify.success).toHaveBeenCalledWith('Lead created');
  });

  it('says a create, edit or delete failed in the words of spec §8', async () => {
    const user = userEvent.setup();
    const failure = () => Promise.reject(new ApiError(502, 'HubSpot: error (500)'));
    const notify = renderPage({
      'hubspot.createLead': failure,
      'hubspot.updateCompany': failure,
      'hubspot.deleteLead': failure,
    });
    await screen.findByRole('heading', { name: 'Maple Leaf Plumbing' });

    await user.click(screen.getByRole('button', { name: /Create Lead/ }));
    let dialog = await findDialog('Create Lead');
    await fill(user, within(dialog).getByLabelText('Company Name *'), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to create lead. Please try again.', {
        description: 'HubSpot: error (500)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    await user.click(within(card('Maple Leaf Plumbing')).getByRole('button', { name: 'Edit' }));
    dialog = await findDialog('Edit Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to update lead. Please try again.', {
        description: 'HubSpot: error (500)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    await user.click(within(card('Maple Leaf Plumbing')).getByRole('button', { name: 'Delete' }));
    dialog = await findDialog('Delete Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to delete lead. Please try again.', {
        description: 'HubSpot: error (500)',
      }),
    );
  });

  it('edits a lead from its current values', async () => {
    const user = userEvent.setup();
    const update = jest.fn(async () => ({ ...SUMMIT, city: 'Ottawa' }));
    renderPage({ 'hubspot.updateCompany': update });
    await screen.findByRole('heading', { name: 'Summit Roofing Co.' });
    await user.click(within(card('Summit Roofing Co.')).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Lead');
    expect(within(dialog).getByLabelText('Company Name *')).toHaveValue('Summit Roofing Co.');
    await fill(user, within(dialog).getByLabelText('City'), 'Ottawa');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(update).toHaveBeenCalledWith({
      params: { id: '1002' },
      body: {
        name: 'Summit Roofing Co.',
        phone: '+14165550123',
        city: 'Ottawa',
        service: 'Roofing',
        hs_lead_status: 'NO_ANSWER',
      },
    });
  });

  it('changes a status: the same one just closes, APPOINTMENT_BOOKED sends a lead name and e-mail', async () => {
    const user = userEvent.setup();
    const setStatus = jest.fn(async () => ({ ...MAPLE, hs_lead_status: 'APPOINTMENT_BOOKED' }));
    const notify = renderPage({ 'hubspot.updateLeadStatus': setStatus });
    await screen.findByRole('heading', { name: 'Maple Leaf Plumbing' });
    await user.click(within(card('Maple Leaf Plumbing')).getByRole('button', { name: 'Change Status' }));
    let dialog = await findDialog('Change Status: Maple Leaf Plumbing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(setStatus).not.toHaveBeenCalled();

    await user.click(within(card('Maple Leaf Plumbing')).getByRole('button', { name: 'Change Status' }));
    dialog = await findDialog('Change Status: Maple Leaf Plumbing');
    expect(within(dialog).queryByLabelText('Lead Name')).not.toBeInTheDocument();
    await choose(user, within(dialog).getByLabelText('Lead Status'), 'APPOINTMENT BOOKED');
    expect(within(dialog).getByLabelText('Lead Name')).toHaveValue('John Doe');
    expect(within(dialog).getByLabelText('Lead Email')).toHaveValue('john.doe@example.com');
    await fill(user, within(dialog).getByLabelText('Lead Name'), 'Ann Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(setStatus).toHaveBeenCalledWith({
      params: { id: '1001' },
      body: { status: 'APPOINTMENT_BOOKED', lead_name: 'Ann Lee', lead_email: 'john.doe@example.com' },
    });
    expect(notify.success).toHaveBeenCalledWith('Status set to APPOINTMENT_BOOKED');
  });

  it('deletes a lead only once confirmed', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(async () => ({ deleted: true, id: '1001' }));
    renderPage({ 'hubspot.deleteLead': remove });
    await screen.findByRole('heading', { name: 'Maple Leaf Plumbing' });
    await user.click(within(card('Maple Leaf Plumbing')).getByRole('button', { name: 'Delete' }));
    let dialog = await findDialog('Delete Lead');
    expect(dialog).toHaveTextContent('Delete Maple Leaf Plumbing from the CRM? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(card('Maple Leaf Plumbing')).getByRole('button', { name: 'Delete' }));
    dialog = await findDialog('Delete Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await noDialog();
    expect(remove).toHaveBeenCalledWith({ params: { id: '1001' } });
  });

  it('lets a viewer read only', async () => {
    renderPage({}, 'viewer');
    await screen.findByRole('heading', { name: 'Maple Leaf Plumbing' });
    expect(screen.queryByRole('button', { name: /Create Lead/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
