import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type { Role } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { fakeNotify, findDialog, pickOption, renderRemotePage, testUser } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UsersPage from './UsersPage';

const account = (id: number, username: string, role: Role, over: Partial<User> = {}): User => ({
  id,
  username,
  email: `${username}@example.com`,
  role,
  disabled: false,
  phone: null,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...over,
});

const ACCOUNTS = [
  account(1, 'admin1', 'admin'),
  account(2, 'operator1', 'operator'),
  account(3, 'viewer1', 'viewer', { disabled: true }),
];
const changed = (id: number, change: Partial<User>, accounts: User[] = ACCOUNTS) =>
  accounts.map((u) => (u.id === id ? { ...u, ...change } : u));
const accountOf = (id: number, accounts: User[]) => accounts.find((u) => u.id === id) as User;

/** The list the server answers: each of `answers` in turn, the last one from then on (after the changes). */
const listing = (...answers: User[][]) => {
  const list = jest.fn<Promise<User[]>, []>();
  for (const answer of answers) list.mockResolvedValueOnce(answer);
  return list.mockResolvedValue(answers.at(-1) ?? []);
};

const row = (username: string) => {
  const cell = screen.getByText(username, { selector: 'td *, td' });
  return cell.closest('tr') as HTMLElement;
};

/** Waits for the accounts, then opens the Create User dialog. */
async function openCreateUser(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await screen.findByText('operator1');
  await user.click(screen.getByRole('button', { name: /Create User/ }));
  return findDialog('Create User');
}

/** Pastes instead of typing key by key: the same change event, without a render per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('UsersPage for non-admins', () => {
  it.each(['operator', 'viewer'] as const)(
    'tells a %s the admin role is needed and calls nothing',
    (role) => {
      const list = listing(ACCOUNTS);
      const api = createFakeApiClient({ 'users.list': list });
      renderRemotePage(<UsersPage />, { api, user: testUser({ id: 9, username: 'someone', role }) });
      expect(screen.getByText('You need the admin role to manage users.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Create User/ })).not.toBeInTheDocument();
      expect(list).not.toHaveBeenCalled();
    },
  );
});

describe('UsersPage for admins', () => {
  it('lists every account with its role, status and creation date', async () => {
    renderRemotePage(<UsersPage />, { api: createFakeApiClient({ 'users.list': listing(ACCOUNTS) }) });
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await screen.findByText('operator1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Username', 'E-mail', 'Role', 'Status', 'Created', 'Actions']);
    expect(within(row('operator1')).getByText('operator1@example.com')).toBeInTheDocument();
    expect(within(row('operator1')).getByText('Operator')).toBeInTheDocument();
    expect(within(row('operator1')).getByText('Active')).toBeInTheDocument();
    expect(within(row('operator1')).getByText(/Jan 5, 2026/)).toBeInTheDocument();
    expect(within(row('viewer1')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('viewer1')).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    // Your own account: marked, and neither its role nor its status can be changed here.
    expect(within(row('admin1')).getByText('you')).toBeInTheDocument();
    expect(within(row('admin1')).getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(within(row('admin1')).getByRole('combobox')).toBeDisabled();
  });

  it('shows a load failure with Retry', async () => {
    const user = userEvent.setup();
    const list = jest
      .fn<Promise<User[]>, []>()
      .mockRejectedValueOnce(new ApiError(0, 'Network error: Failed to fetch'))
      .mockResolvedValue(ACCOUNTS);
    renderRemotePage(<UsersPage />, { api: createFakeApiClient({ 'users.list': list }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users');
    expect(alert).toHaveTextContent('Network error: Failed to fetch');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('operator1')).toBeInTheDocument();
  });

  it('creates a user and shows it in the list', async () => {
    const user = userEvent.setup();
    const dana = account(4, 'dana', 'operator');
    const create = jest.fn(async () => dana);
    const api = createFakeApiClient({
      'users.list': listing(ACCOUNTS, [...ACCOUNTS, dana]),
      'users.create': create,
    });
    const notify = fakeNotify();
    renderRemotePage(<UsersPage />, { api, notify });
    const dialog = await openCreateUser(user);
    await fill(user, within(dialog).getByLabelText('Username'), 'dana');
    await fill(user, within(dialog).getByLabelText('E-mail'), 'dana@example.com');
    await user.click(within(dialog).getByLabelText('Role'));
    await pickOption(user, 'Operator');
    await fill(user, within(dialog).getByLabelText('Password'), 'long-enough-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith({
      body: { username: 'dana', email: 'dana@example.com', role: 'operator', password: 'long-enough-pw' },
    });
    expect(notify.success).toHaveBeenCalledWith('User dana created');
    expect(within(row('dana')).getByText('Operator')).toBeInTheDocument();
  });

  it('checks the form with the same rules as the server before sending', async () => {
    const user = userEvent.setup();
    const create = jest.fn(async () => account(4, 'dana', 'viewer'));
    const api = createFakeApiClient({ 'users.list': listing(ACCOUNTS), 'users.create': create });
    renderRemotePage(<UsersPage />, { api });
    const dialog = await openCreateUser(user);
    await fill(user, within(dialog).getByLabelText('Username'), 'dana');
    await fill(user, within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's validation messages beside the fields and its conflicts above the form", async () => {
    const user = userEvent.setup();
    const create = jest
      .fn<Promise<User>, []>()
      .mockRejectedValueOnce(
        new ApiError(400, 'Invalid request: username: Username is reserved', [
          { field: 'username', message: 'Username is reserved' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(409, "A user named 'dana' already exists"));
    const api = createFakeApiClient({ 'users.list': listing(ACCOUNTS), 'users.create': create });
    const notify = fakeNotify();
    renderRemotePage(<UsersPage />, { api, notify });
    const dialog = await openCreateUser(user);
    await fill(user, within(dialog).getByLabelText('Username'), 'dana');
    await fill(user, within(dialog).getByLabelText('Password'), 'long-enough-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Username is reserved')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("A user named 'dana' already exists");
    expect(notify.error).toHaveBeenLastCalledWith('Failed to create user', {
      description: "A user named 'dana' already exists",
    });
    expect(await findDialog('Create User')).toBeInTheDocument();
  });

  it('changes a role only once confirmed', async () => {
    const user = userEvent.setup();
    const after = changed(2, { role: 'admin' });
    const changeRole = jest.fn(async () => accountOf(2, after));
    const api = createFakeApiClient({
      'users.list': listing(ACCOUNTS, after),
      'users.changeRole': changeRole,
    });
    const notify = fakeNotify();
    renderRemotePage(<UsersPage />, { api, notify });
    await screen.findByText('operator1');

    await user.click(within(row('operator1')).getByRole('combobox', { name: 'Role of operator1' }));
    await pickOption(user, 'Viewer');
    let dialog = await findDialog('Change Role');
    expect(dialog).toHaveTextContent('Change the role of operator1 from Operator to Viewer?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changeRole).not.toHaveBeenCalled();
    expect(within(row('operator1')).getByText('Operator')).toBeInTheDocument();

    await user.click(within(row('operator1')).getByRole('combobox', { name: 'Role of operator1' }));
    await pickOption(user, 'Admin');
    dialog = await findDialog('Change Role');
    await user.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await waitFor(() =>
      expect(changeRole).toHaveBeenCalledWith({ params: { id: 2 }, body: { role: 'admin' } }),
    );
    expect(notify.success).toHaveBeenCalledWith('operator1 is now Admin');
    await waitFor(() => expect(within(row('operator1')).getByText('Admin')).toBeInTheDocument());
  });

  it('resets a password from its own dialog', async () => {
    const user = userEvent.setup();
    const resetPassword = jest.fn(async () => accountOf(2, ACCOUNTS));
    const api = createFakeApiClient({
      'users.list': listing(ACCOUNTS),
      'users.resetPassword': resetPassword,
    });
    const notify = fakeNotify();
    renderRemotePage(<UsersPage />, { api, notify });
    await screen.findByText('operator1');
    await user.click(within(row('operator1')).getByRole('button', { name: 'Reset Password' }));
    const dialog = await findDialog('Reset password of operator1');
    await fill(user, within(dialog).getByLabelText('New Password'), 'brand-new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resetPassword).toHaveBeenCalledWith({ params: { id: 2 }, body: { password: 'brand-new-secret' } });
    expect(notify.success).toHaveBeenCalledWith('Password of operator1 reset');
  });

  it('disables a user after confirmation and enables one at once', async () => {
    const user = userEvent.setup();
    const afterDisable = changed(2, { disabled: true });
    const afterEnable = changed(3, { disabled: false }, afterDisable);
    const disable = jest.fn(async () => accountOf(2, afterDisable));
    const enable = jest.fn(async () => accountOf(3, afterEnable));
    const api = createFakeApiClient({
      'users.list': listing(ACCOUNTS, afterDisable, afterEnable),
      'users.disable': disable,
      'users.enable': enable,
    });
    const notify = fakeNotify();
    renderRemotePage(<UsersPage />, { api, notify });
    await screen.findByText('operator1');

    await user.click(within(row('operator1')).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Disable operator1?');
    expect(disable).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(disable).toHaveBeenCalledWith({ params: { id: 2 } }));
    expect(notify.success).toHaveBeenCalledWith('operator1 disabled');
    await waitFor(() => expect(within(row('operator1')).getByText('Disabled')).toBeInTheDocument());

    await user.click(within(row('viewer1')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(enable).toHaveBeenCalledWith({ params: { id: 3 } }));
    expect(notify.success).toHaveBeenCalledWith('viewer1 enabled');
    await waitFor(() => expect(within(row('viewer1')).getByText('Active')).toBeInTheDocument());
  });

  it('toasts a failed action with the server message', async () => {
    const user = userEvent.setup();
    const api = createFakeApiClient({
      'users.list': listing(ACCOUNTS),
      'users.enable': () => Promise.reject(new ApiError(404, 'User 3 not found')),
    });
    const notify = fakeNotify();
    renderRemotePage(<UsersPage />, { api, notify });
    await screen.findByText('viewer1');
    await user.click(within(row('viewer1')).getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to enable user', { description: 'User 3 not found' }),
    );
    expect(within(row('viewer1')).getByText('Disabled')).toBeInTheDocument();
  });
});
