import { createFakeApiClient } from '@callops/api-client/test-support';
import type { CallInProgress } from '@callops/contracts/calls';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, within } from '@testing-library/react';
import LiveCallsPage from './LiveCallsPage';

const call = (over: Partial<CallInProgress> = {}): CallInProgress => ({
  id: 1,
  company_id: 3,
  lead_name: 'Ann',
  company_name: 'Maple Plumbing',
  company_phone: '+14165550101',
  job_id: 'job-1',
  job_type: 'cold_calling',
  status: 'in-progress',
  provider: 'simulated',
  started_at: new Date().toISOString(),
  last_lines: [
    { speaker: 'agent', text: 'Hi, this is Ava', seconds: 0 },
    { speaker: 'lead', text: 'Hello?', seconds: 1 },
  ],
  ...over,
});

describe('LiveCallsPage', () => {
  it('lists the calls in progress with their stage and last lines', async () => {
    const api = createFakeApiClient({
      'calls.inProgress': async () => [
        call(),
        call({ id: 2, lead_name: null, status: 'ringing', last_lines: [] }),
      ],
    });
    renderRemotePage(<LiveCallsPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Calls' })).toBeInTheDocument();
    const first = (await screen.findByText('Ann')).closest('tr') as HTMLElement;
    expect(within(first).getByText('In progress')).toBeInTheDocument();
    expect(within(first).getByText('Cold Calling')).toBeInTheDocument();
    expect(within(first).getByText('lead: Hello?')).toBeInTheDocument();
    const second = screen.getByText('Unknown').closest('tr') as HTMLElement;
    expect(within(second).getByText('Ringing')).toBeInTheDocument();
    expect(within(second).getByText('No speech yet')).toBeInTheDocument();
  });

  it('says when no call is in progress', async () => {
    const api = createFakeApiClient({ 'calls.inProgress': async () => [] });
    renderRemotePage(<LiveCallsPage />, { api });
    expect(await screen.findByText('No calls in progress.')).toBeInTheDocument();
  });

  it('offers Listen to operators and admins, and not to viewers', async () => {
    const api = createFakeApiClient({ 'calls.inProgress': async () => [call()] });
    const { unmount } = renderRemotePage(<LiveCallsPage />, { api, user: testUser({ role: 'operator' }) });
    const row = (await screen.findByText('Ann')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /Listen/ })).toBeInTheDocument();
    unmount();
    renderRemotePage(<LiveCallsPage />, { api, user: testUser({ role: 'viewer' }) });
    await screen.findByText('Ann');
    expect(screen.queryByRole('button', { name: /Listen/ })).toBeNull();
  });
});
