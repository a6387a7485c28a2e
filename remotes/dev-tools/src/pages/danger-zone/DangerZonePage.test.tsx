import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type {
  DatabaseStatus,
  DeleteAllResult,
  DeleteTableResult,
  TableCounts,
} from '@callops/contracts/danger';
import { fakeNotify, renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DangerZonePage from './DangerZonePage';

jest.setTimeout(60_000);

const counts = (jobs: number, companies: number, appointments: number, calls: number): TableCounts => ({
  jobs,
  companies,
  appointments,
  calls,
});
const BEFORE = counts(3, 40, 7, 120);

/** The status the server answers: each of `answers` in turn, the last one from then on. */
function statusAnswers(...answers: TableCounts[]) {
  const status = jest.fn<Promise<DatabaseStatus>, []>();
  for (const answer of answers) status.mockResolvedValueOnce({ table_counts: answer });
  return status.mockResolvedValue({ table_counts: answers.at(-1) ?? BEFORE });
}

const tableResult = (over: Partial<DeleteTableResult> = {}): DeleteTableResult => ({
  table: 'calls',
  cancelled_jobs: 1,
  actual_deleted: 120,
  deleted_count: 120,
  before_deletion: 120,
  after_deletion: 0,
  remaining_records: 0,
  ...over,
});

function renderPage(handlers: Parameters<typeof createFakeApiClient>[0] = {}) {
  const notify = fakeNotify();
  renderRemotePage(<DangerZonePage />, {
    api: createFakeApiClient({ 'danger.status': statusAnswers(BEFORE), ...handlers }),
    notify,
  });
  return { notify, user: userEvent.setup() };
}

const statusCard = () => screen.getByRole('list', { name: 'Database Status' });
const stat = (title: string) =>
  within(statusCard())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title)) as HTMLElement;
const tableCard = (label: string) =>
  screen.getByText(label, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('DangerZonePage', () => {
  it('shows the banner and, to a non-admin, only that the admin role is needed', () => {
    const status = statusAnswers(BEFORE);
    renderRemotePage(<DangerZonePage />, {
      api: createFakeApiClient({ 'danger.status': status }),
      user: testUser({ role: 'operator' }),
    });
    expect(
      screen.getByText('Development and testing only: deletions here are permanent'),
    ).toBeInTheDocument();
    expect(screen.getByText('You need the admin role to use the Danger Zone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(status).not.toHaveBeenCalled();
  });

  it('shows the count of each table and their total, and refreshes on demand', async () => {
    const status = statusAnswers(BEFORE, counts(3, 41, 7, 120));
    const { user } = renderPage({ 'danger.status': status });
    expect(
      await within(await screen.findByRole('list', { name: 'Database Status' })).findByText('Jobs'),
    ).toBeInTheDocument();
    expect(stat('Jobs')).toHaveTextContent('3');
    expect(stat('Companies')).toHaveTextContent('40');
    expect(stat('Appointments')).toHaveTextContent('7');
    expect(stat('Calls')).toHaveTextContent('120');
    expect(stat('Total records')).toHaveTextContent('170');
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    await waitFor(() => expect(stat('Companies')).toHaveTextContent('41'));
  });

  it('deletes nothing until its box is ticked, saying so', async () => {
    const deleteAll = jest.fn();
    const deleteTable = jest.fn();
    const { user, notify } = renderPage({ 'danger.deleteAll': deleteAll, 'danger.deleteTable': deleteTable });
    await screen.findByRole('list', { name: 'Database Status' });
    const all = screen.getByRole('button', { name: 'Delete All Data' });
    expect(all).toHaveAttribute('aria-disabled', 'true');
    await user.click(all);
    expect(notify.error).toHaveBeenLastCalledWith('Please confirm by checking the checkbox first');
    await user.click(screen.getByRole('button', { name: 'Delete calls' }));
    expect(notify.error).toHaveBeenLastCalledWith('Please confirm by checking the checkbox for calls first');
    expect(deleteAll).not.toHaveBeenCalled();
    expect(deleteTable).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /deletes every record of calls/ }));
    expect(screen.getByRole('button', { name: 'Delete calls' })).toHaveAttribute('aria-disabled', 'false');
    expect(all).toHaveAttribute('aria-disabled', 'true');
  });

  it("deletes one table, clears only that table's box and reads the status again", async () => {
    const deleteTable = jest.fn(async () => tableResult());
    const status = statusAnswers(BEFORE, counts(3, 40, 7, 0));
    const { user, notify } = renderPage({ 'danger.deleteTable': deleteTable, 'danger.status': status });
    await screen.findByRole('list', { name: 'Database Status' });
    const callsBox = screen.getByRole('checkbox', { name: /deletes every record of calls/ });
    const companiesBox = screen.getByRole('checkbox', { name: /deletes every record of companies/ });
    await user.click(callsBox);
    await user.click(companiesBox);
    await user.click(screen.getByRole('button', { name: 'Delete calls' }));

    await waitFor(() => expect(deleteTable).toHaveBeenCalledWith({ params: { table: 'calls' } }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Successfully deleted 120 records from calls'),
    );
    await waitFor(() => expect(stat('Calls')).toHaveTextContent('0'));
    expect(within(tableCard('Calls')).getByText('0 records')).toBeInTheDocument();
    expect(callsBox).not.toBeChecked();
    expect(companiesBox).toBeChecked();
    expect(screen.getByText(/1 running or queued jobs were cancelled first/)).toBeInTheDocument();
  });

  it('deletes everything, clears every box and warns about records that remain', async () => {
    const result: DeleteAllResult = {
      cancelled_jobs: 0,
      actual_deleted: 170,
      deleted_count: 168,
      deleted_counts: BEFORE,
      before_deletion: BEFORE,
      after_deletion: counts(0, 0, 0, 2),
      remaining_records: 2,
    };
    const deleteAll = jest.fn(async () => result);
    const { user, notify } = renderPage({
      'danger.deleteAll': deleteAll,
      'danger.status': statusAnswers(BEFORE, counts(0, 0, 0, 2)),
    });
    await screen.findByRole('list', { name: 'Database Status' });
    await user.click(
      screen.getByRole('checkbox', { name: /deletes every job, company, appointment and call/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: /deletes every record of jobs/ }));
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));

    await waitFor(() => expect(deleteAll).toHaveBeenCalled());
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Successfully deleted 170 records from all tables (Warning: 2 records still remain)',
      ),
    );
    await waitFor(() => expect(stat('Total records')).toHaveTextContent('2'));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('says when a delete failed and keeps its box ticked', async () => {
    const { user, notify } = renderPage({
      'danger.deleteTable': async () => {
        throw new ApiError(503, 'The database is not reachable');
      },
      'danger.deleteAll': async () => {
        throw new ApiError(500, 'Internal error');
      },
    });
    await screen.findByRole('list', { name: 'Database Status' });
    const jobsBox = screen.getByRole('checkbox', { name: /deletes every record of jobs/ });
    await user.click(jobsBox);
    await user.click(screen.getByRole('button', { name: 'Delete jobs' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to delete data from jobs', {
        description: 'The database is not reachable',
      }),
    );
    expect(jobsBox).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /deletes every job, company/ }));
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to delete all data', {
        description: 'Internal error',
      }),
    );
  });

  it("shows 'Failed to fetch table status' with Retry", async () => {
    const status = jest
      .fn<Promise<DatabaseStatus>, []>()
      .mockRejectedValueOnce(new ApiError(500, 'Database unavailable'))
      .mockResolvedValue({ table_counts: BEFORE });
    const { user } = renderPage({ 'danger.status': status });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch table status');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Database Status' })).toBeInTheDocument();
  });
});
