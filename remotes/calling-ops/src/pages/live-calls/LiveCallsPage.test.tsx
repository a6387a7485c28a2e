import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type { CallControlAction, CallInProgress } from '@callops/contracts/calls';
import { fakeNotify, renderRemotePage, testUser } from '@callops/shell/test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LiveCallsPage from './LiveCallsPage';

const call = (over: Partial<CallInProgress> = {}): CallInProgress => ({
  id: 1,
  company_id: 3,
  lead_name: 'Ann',
  company_name: 'Maple Plumbing',
  company_phone: '+14165550101',
  caller_id: null,
  job_id: 'job-1',
  job_type: 'cold_calling',
  status: 'in-progress',
  provider: 'simulated',
  started_at: new Date().toISOString(),
  last_lines: [
    { speaker: 'agent', text: 'Hi, this is Ava', seconds: 0 },
    { speaker: 'lead', text: 'Hello?', seconds: 1 },
  ],
  transferring: false,
  alerts: [],
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

  it('shows a viewer the calls without any control', async () => {
    const api = createFakeApiClient({ 'calls.inProgress': async () => [call()] });
    renderRemotePage(<LiveCallsPage />, { api, user: testUser({ role: 'viewer' }) });
    const row = (await screen.findByText('Ann')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Control' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Your phone (for Transfer to me)' }),
    ).not.toBeInTheDocument();
  });

  it("sends an operator's sentence once, with one request id, and confirms it when the call took it", async () => {
    const user = userEvent.setup();
    const notify = fakeNotify();
    let answer: (action: CallControlAction) => void = () => {};
    const say = jest.fn(
      () =>
        new Promise<CallControlAction>((resolve) => {
          answer = resolve;
        }),
    );
    const api = createFakeApiClient({ 'calls.inProgress': async () => [call()], 'calls.say': say });
    renderRemotePage(<LiveCallsPage />, { api, user: testUser({ role: 'operator' }), notify });
    await user.type(
      await screen.findByRole('textbox', { name: 'Sentence for the call with Ann' }),
      'One moment',
    );
    const button = screen.getByRole('button', { name: 'Say' });
    // Two clicks in a row, before the page has rendered the first one's pending state.
    fireEvent.click(button);
    fireEvent.click(button);
    await user.dblClick(button);
    expect(say).toHaveBeenCalledTimes(1);
    // Busy until the call answered: it shows so and takes no click.
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    const input = say.mock.calls[0] as unknown as [{ params: { id: number }; body: { request_id: string } }];
    expect(input[0]).toEqual({
      params: { id: 1 },
      body: { request_id: expect.stringMatching(/^[0-9a-f-]{36}$/), text: 'One moment' },
    });
    answer({
      id: 5,
      call_id: 1,
      kind: 'say',
      text: 'One moment',
      destination: null,
      username: 'operator1',
      seconds_from_start: 12,
      created_at: new Date().toISOString(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('The agent is saying it');
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith('The agent is saying it');
    expect(say).toHaveBeenCalledTimes(1);
  });

  it("shows the call's refusal and keeps the controls", async () => {
    const user = userEvent.setup();
    const notify = fakeNotify();
    const api = createFakeApiClient({
      'calls.inProgress': async () => [call()],
      'calls.end': async () => {
        throw new ApiError(502, 'The voice provider refused the action (404): the call may have just ended');
      },
    });
    renderRemotePage(<LiveCallsPage />, { api, user: testUser({ role: 'admin' }), notify });
    await user.click(await screen.findByRole('button', { name: 'End call' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('The call did not take it', {
        description: 'The voice provider refused the action (404): the call may have just ended',
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End call' })).toBeEnabled();
  });

  it('marks a call with alerts and toasts each alert once', async () => {
    const notify = fakeNotify();
    const api = createFakeApiClient({
      'calls.inProgress': async () => [call({ alerts: ['long_call'], transferring: true })],
    });
    renderRemotePage(<LiveCallsPage />, { api, user: testUser({ role: 'viewer' }), notify });
    const row = (await screen.findByText('Ann')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Long call')).toBeInTheDocument();
    expect(within(row).getByText('Transferring')).toBeInTheDocument();
    expect(notify.warning).toHaveBeenCalledTimes(1);
    expect(notify.warning).toHaveBeenCalledWith('The call with Ann is running past the duration limit');
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
