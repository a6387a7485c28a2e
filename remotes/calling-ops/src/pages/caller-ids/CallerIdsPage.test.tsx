import { createFakeApiClient } from '@callops/api-client/test-support';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, within } from '@testing-library/react';
import CallerIdsPage from './CallerIdsPage';
import { figures, pool } from './caller-id-test-fixtures';

describe('CallerIdsPage', () => {
  it('shows each number with its figures, state and a trend chart', async () => {
    const api = createFakeApiClient({
      'callerIds.list': async () =>
        pool([
          figures(),
          figures({
            phone_number_id: 'pn_514',
            number: '+15145550100',
            state: 'watch',
            state_reason: "answer rate 25% against the pool's 40%",
          }),
        ]),
      'events.recent': async () => [],
    });
    renderRemotePage(<CallerIdsPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Caller IDs' })).toBeInTheDocument();
    const toronto = (await screen.findByRole('cell', { name: '+14165550100' })).closest('tr') as HTMLElement;
    expect(within(toronto).getByText('12 of 100')).toBeInTheDocument();
    expect(within(toronto).getByText('45.5%')).toBeInTheDocument();
    expect(within(toronto).getByText('Healthy')).toBeInTheDocument();
    const montreal = screen.getByRole('cell', { name: '+15145550100' }).closest('tr') as HTMLElement;
    expect(within(montreal).getByText('Watch')).toBeInTheDocument();
    expect(within(montreal).getByText("answer rate 25% against the pool's 40%")).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Answer rate per day, +14165550100' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Answer rate per day, +15145550100' })).toBeInTheDocument();
    expect(screen.getByText('Pool over 7 days: answer rate 40%, short calls 12.5%')).toBeInTheDocument();
  });

  it('names the default number while the pool is empty', async () => {
    const api = createFakeApiClient({
      'callerIds.list': async () => pool([]),
      'events.recent': async () => [],
    });
    renderRemotePage(<CallerIdsPage />, { api });
    expect(await screen.findByText(/every call goes out from pn_default/)).toBeInTheDocument();
  });

  it('tells a viewer the pool is for operators and admins', () => {
    renderRemotePage(<CallerIdsPage />, { api: createFakeApiClient({}), user: testUser({ role: 'viewer' }) });
    expect(screen.getByText('Operators and admins see the caller-ID pool.')).toBeInTheDocument();
  });
});
