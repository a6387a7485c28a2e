import { ApiError } from '@callops/api-client';
import { createFakeApiClient, type FakeHandlers } from '@callops/api-client/test-support';
import type { DoNotCallEntry } from '@callops/contracts/compliance';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DoNotCallPage from './DoNotCallPage';

const entry = (over: Partial<DoNotCallEntry> = {}): DoNotCallEntry => ({
  id: 1,
  phone: '+14165550101',
  reason: 'asked by letter',
  source: 'manual',
  source_call_id: null,
  added_by: 'operator1',
  added_at: '2026-03-11T14:30:00.000Z',
  removed_by: null,
  removed_at: null,
  ...over,
});

const page = (data: DoNotCallEntry[], total = data.length) => ({
  data,
  pagination: { limit: 20, offset: 0, total },
});

function server(over: FakeHandlers = {}) {
  const list = jest.fn(async (_input: unknown) =>
    page([entry(), entry({ id: 2, phone: '+16045550102', source: 'call', reason: null })]),
  );
  const api = createFakeApiClient({ 'doNotCall.list': list, ...over });
  return { api, list };
}

describe('DoNotCallPage', () => {
  it('lists the numbers with their source and who added them, and searches on the server', async () => {
    const user = userEvent.setup();
    const { api, list } = server();
    renderRemotePage(<DoNotCallPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Do Not Call List' })).toBeInTheDocument();
    const row = (await screen.findByText('+16045550102')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Asked during a call')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 entries')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search numbers or reasons' }), '604');
    await waitFor(() =>
      expect(list.mock.lastCall?.[0]).toEqual({ query: { q: '604', view: 'active', limit: 20, offset: 0 } }),
    );
    await user.click(screen.getByText('Removed', { selector: '.ant-radio-button-label' }));
    await waitFor(() =>
      expect(list.mock.lastCall?.[0]).toEqual({ query: { q: '604', view: 'removed', limit: 20, offset: 0 } }),
    );
  });

  it('adds a number, and shows on its field why the server refused one', async () => {
    const user = userEvent.setup();
    const add = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, "'12' is not a valid phone number", [
          { field: 'phone', message: "'12' is not a valid phone number" },
        ]),
      )
      .mockResolvedValueOnce(entry({ id: 3, phone: '+14165550199' }));
    const { api } = server({ 'doNotCall.add': add });
    const { notify } = renderRemotePage(<DoNotCallPage />, { api });
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    expect(
      await screen.findByText("'12' is not a valid phone number", {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '416 555 0199');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'asked twice');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    await waitFor(() =>
      expect(add).toHaveBeenLastCalledWith({ body: { phone: '416 555 0199', reason: 'asked twice' } }),
    );
    expect(notify.success).toHaveBeenCalledWith('+14165550199 is on the do-not-call list');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue(''), {
      timeout: 5_000,
    });
  });

  it('removes a number only once confirmed', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(async () =>
      entry({ removed_by: 'operator1', removed_at: '2026-03-11T15:00:00.000Z' }),
    );
    const { api } = server({ 'doNotCall.remove': remove });
    const { notify } = renderRemotePage(<DoNotCallPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Remove +14165550101' }));
    expect(await screen.findByText('Take +14165550101 off the list?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ params: { id: 1 } }));
    expect(notify.success).toHaveBeenCalledWith('+14165550101 was removed from the do-not-call list');
  });

  it('imports a CSV file and toasts the counts, or the refused line', async () => {
    const user = userEvent.setup();
    const importCsv = jest
      .fn()
      .mockResolvedValueOnce({ total: 2, added: 1, already_listed: 1 })
      .mockRejectedValueOnce(new ApiError(400, "Line 2: 'x' is not a valid phone number"));
    const { api } = server({ 'doNotCall.import': importCsv });
    const { notify } = renderRemotePage(<DoNotCallPage />, { api });
    await screen.findByText('+14165550101');
    const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      fileInput(),
      new File(['+14165550101\n+14165550102\n'], 'numbers.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(importCsv).toHaveBeenCalledWith({ body: { csv: '+14165550101\n+14165550102\n' } }),
    );
    expect(notify.success).toHaveBeenCalledWith('Imported 2 numbers: 1 added, 1 already on the list');
    await user.upload(fileInput(), new File(['phone\nx\n'], 'bad.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to import the file', {
        description: "Line 2: 'x' is not a valid phone number",
      }),
    );
  });

  it('shows viewers the list without the controls, and a load failure with Retry', async () => {
    const list = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'database away'))
      .mockResolvedValue(page([]));
    const api = createFakeApiClient({ 'doNotCall.list': list });
    const user = userEvent.setup();
    renderRemotePage(<DoNotCallPage />, { api, user: testUser({ role: 'viewer' }) });
    expect(await screen.findByText('Failed to load the do-not-call list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You can read the list; changing it needs the operator role.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No numbers on the list')).toBeInTheDocument();
  });
});
