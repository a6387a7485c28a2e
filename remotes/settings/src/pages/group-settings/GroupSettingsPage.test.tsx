import { ApiError, createApiClient } from '@callops/api-client';
import { AUTH_ERRORS } from '@callops/contracts/core';
import {
  CONFIG_MESSAGES,
  CONFIG_VALUE_MESSAGES,
  type ConfigEntry,
  configKeysOfGroup,
  SETTINGS_GROUPS,
} from '@callops/contracts/settings';
import { fakeNotify, renderRemotePage } from '@callops/shell/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_GROUP_TITLES } from '../../settings-text';
import {
  answers,
  entriesOf,
  entriesWith,
  entry,
  expectFieldError,
  renderSettingsPage,
  SETTINGS_READS,
} from '../../test-support/settings-page-harness';
import { GroupSettingsPage } from './GroupSettingsPage';

const entryCard = (key: string) => screen.findByRole('group', { name: key });

describe('GroupSettingsPage', () => {
  it.each(SETTINGS_GROUPS)('shows the %s entries sorted by gui_priority under its title', async (group) => {
    const group$ = jest.fn(async () => [...entriesOf(group)].reverse());
    renderSettingsPage(<GroupSettingsPage group={group} />, { handlers: { 'appConfig.group': group$ } });
    expect(screen.getByRole('heading', { name: SETTINGS_GROUP_TITLES[group] })).toBeInTheDocument();
    const keys = configKeysOfGroup(group).map((d) => d.key);
    await entryCard(keys[0] as string);
    const shown = screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'));
    expect(shown).toEqual(keys);
    expect(group$).toHaveBeenCalledWith({ params: { group } }, expect.anything());
  });

  it('saves a value and description, checking the value first', async () => {
    const user = userEvent.setup();
    const saved = entry('calling_hours_start', { value: '08:30', description: 'First call of the day' });
    const update = jest.fn(async (): Promise<ConfigEntry> => saved);
    const { notify } = renderSettingsPage(<GroupSettingsPage group="scheduling" />, {
      handlers: {
        'appConfig.group': answers(entriesOf('scheduling'), entriesOf('scheduling', entriesWith(saved))),
        'appConfig.update': update,
      },
    });
    const card = await entryCard('calling_hours_start');
    const value = within(card).getByLabelText('Value');
    const save = within(card).getByRole('button', { name: 'Save calling_hours_start' });
    expect(save).toBeDisabled();

    await user.clear(value);
    await user.type(value, '9am');
    await user.click(save);
    await expectFieldError(value, CONFIG_VALUE_MESSAGES.time);
    expect(update).not.toHaveBeenCalled();

    await user.clear(value);
    await user.type(value, '08:30');
    await user.clear(within(card).getByLabelText('Description'));
    await user.type(within(card).getByLabelText('Description'), 'First call of the day');
    await user.click(save);
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        params: { key: 'calling_hours_start' },
        body: { value: '08:30', description: 'First call of the day' },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated);
    await waitFor(() => expect(save).toBeDisabled());
    expect(value).not.toHaveAttribute('aria-invalid');
  });

  it('shows secrets as the server masks them and sends the mask back unchanged when only the description changes', async () => {
    const user = userEvent.setup();
    const masked = entry('vapi_api_key', { value: 'vapi****3456' });
    const update = jest.fn(async (): Promise<ConfigEntry> => masked);
    renderSettingsPage(<GroupSettingsPage group="vapi" />, {
      handlers: {
        'appConfig.group': async () => entriesOf('vapi', entriesWith(masked)),
        'appConfig.update': update,
      },
    });
    const card = await entryCard('vapi_api_key');
    expect(within(card).getByLabelText('Value')).toHaveValue('vapi****3456');
    await user.type(within(card).getByLabelText('Description'), ' (rotated)');
    await user.click(within(card).getByRole('button', { name: 'Save vapi_api_key' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        params: { key: 'vapi_api_key' },
        body: { value: 'vapi****3456', description: 'VAPI private API key (rotated)' },
      }),
    );
  });

  it('shows the update failure with the server message', async () => {
    const user = userEvent.setup();
    const { notify } = renderSettingsPage(<GroupSettingsPage group="twilio" />, {
      handlers: {
        'appConfig.group': async () => entriesOf('twilio'),
        'appConfig.update': () => Promise.reject(new ApiError(0, 'Network error: offline')),
      },
    });
    const card = await entryCard('twilio_account_sid');
    await user.type(within(card).getByLabelText('Value'), 'AC123');
    await user.click(within(card).getByRole('button', { name: 'Save twilio_account_sid' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CONFIG_MESSAGES.updateFailed('Network error: offline')),
    );
  });

  it('says when the settings cannot be loaded, with Retry', async () => {
    const user = userEvent.setup();
    const group = jest
      .fn<Promise<ConfigEntry[]>, []>()
      .mockRejectedValueOnce(new ApiError(500, 'Internal server error'))
      .mockResolvedValue(entriesOf('email'));
    renderSettingsPage(<GroupSettingsPage group="email" />, { handlers: { 'appConfig.group': group } });
    expect(await screen.findByText(CONFIG_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await entryCard('smtp_host')).toBeInTheDocument();
  });

  it.each(['operator', 'viewer'] as const)('a %s reads the values but cannot change them', async (role) => {
    const { called } = renderSettingsPage(<GroupSettingsPage group="vapi" />, {
      role,
      handlers: { 'appConfig.group': async () => entriesOf('vapi') },
    });
    const card = await entryCard('vapi_assistant_id');
    expect(within(card).getByLabelText('Value')).toBeDisabled();
    expect(within(card).getByLabelText('Description')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only admins can change settings.')).toBeInTheDocument();
    for (const name of called()) expect(SETTINGS_READS).toContain(name);
  });
});

describe('GroupSettingsPage when the session has ended', () => {
  /** What the API answers (jsdom has no Response): the group's entries, and a 401 for the save. */
  const answer = (status: number, body: unknown) =>
    ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as unknown as Response;

  it('a 401 while saving a setting shows exactly one notification: the Authentication Error', async () => {
    const user = userEvent.setup();
    const notify = fakeNotify();
    const onLogout = jest.fn();
    // The real client, wired as the host wires it: its auth notification is the only one expected.
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'opaque-token',
      onLogout,
      onAuthError: (message) => notify.error(AUTH_ERRORS.notificationTitle, { description: message }),
      fetchImpl: async (_url, init) =>
        init?.method === 'PUT'
          ? answer(401, { success: false, message: 'Not authenticated' })
          : answer(200, { success: true, data: entriesOf('scheduling') }),
    });
    renderRemotePage(<GroupSettingsPage group="scheduling" />, { api, notify });
    const card = await entryCard('calling_hours_start');
    await user.clear(within(card).getByLabelText('Value'));
    await user.type(within(card).getByLabelText('Value'), '08:30');
    await user.click(within(card).getByRole('button', { name: 'Save calling_hours_start' }));

    await waitFor(() => expect(onLogout).toHaveBeenCalledWith(AUTH_ERRORS.sessionExpired));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(AUTH_ERRORS.notificationTitle, {
      description: AUTH_ERRORS.sessionExpired,
    });
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
