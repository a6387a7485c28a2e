jest.setTimeout(30_000);

import { ApiError } from '@callops/api-client';
import { maskSensitiveValue } from '@callops/contracts/core';
import {
  CONFIG_MESSAGES,
  CONFIG_VALUE_MESSAGES,
  configKeysOfGroup,
  SETTINGS_GROUPS,
} from '@callops/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_GROUP_TITLES } from '../../settings-text';
import { createFakeSettingsApi } from '../../testing/fake-settings-api';
import { changeCalls, renderSettingsPage } from '../../testing/settings-page-harness';
import { GroupSettingsPage } from './GroupSettingsPage';

const entryCard = (key: string) => screen.findByRole('group', { name: key });

describe('GroupSettingsPage', () => {
  it.each(SETTINGS_GROUPS)('shows the %s entries sorted by gui_priority under its title', async (group) => {
    renderSettingsPage(<GroupSettingsPage group={group} />);
    expect(screen.getByRole('heading', { name: SETTINGS_GROUP_TITLES[group] })).toBeInTheDocument();
    const keys = configKeysOfGroup(group).map((d) => d.key);
    await entryCard(keys[0] as string);
    const shown = screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'));
    expect(shown).toEqual(keys);
  });

  it('saves a value and description, checking the value first', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderSettingsPage(<GroupSettingsPage group="scheduling" />);
    const card = await entryCard('calling_hours_start');
    const value = within(card).getByLabelText('Value');
    const save = within(card).getByRole('button', { name: 'Save calling_hours_start' });
    expect(save).toBeDisabled();

    await user.clear(value);
    await user.type(value, '9am');
    await user.click(save);
    expect(within(card).getByRole('alert')).toHaveTextContent(CONFIG_VALUE_MESSAGES.time);
    expect(api.appConfig.update).not.toHaveBeenCalled();

    await user.clear(value);
    await user.type(value, '08:30');
    await user.clear(within(card).getByLabelText('Description'));
    await user.type(within(card).getByLabelText('Description'), 'First call of the day');
    await user.click(save);
    await waitFor(() =>
      expect(api.appConfig.update).toHaveBeenCalledWith('calling_hours_start', {
        value: '08:30',
        description: 'First call of the day',
      }),
    );
    expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated);
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows secrets masked and sends the mask back unchanged when only the description changes', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    const stored = fake.store.get('vapi_api_key');
    if (stored) stored.plain = 'vapi-secret-key-123456';
    const { api } = renderSettingsPage(<GroupSettingsPage group="vapi" />, { fake });
    const card = await entryCard('vapi_api_key');
    expect(within(card).getByLabelText('Value')).toHaveValue(maskSensitiveValue('vapi-secret-key-123456'));
    await user.type(within(card).getByLabelText('Description'), ' (rotated)');
    await user.click(within(card).getByRole('button', { name: 'Save vapi_api_key' }));
    await waitFor(() =>
      expect(api.appConfig.update).toHaveBeenCalledWith('vapi_api_key', {
        value: maskSensitiveValue('vapi-secret-key-123456'),
        description: 'VAPI private API key (rotated)',
      }),
    );
    expect(fake.store.get('vapi_api_key')?.plain).toBe('vapi-secret-key-123456');
  });

  it('shows the update failure with the server message', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    fake.api.appConfig.update.mockRejectedValueOnce(new ApiError(0, 'Network error: offline'));
    const { notify } = renderSettingsPage(<GroupSettingsPage group="twilio" />, { fake });
    const card = await entryCard('twilio_account_sid');
    await user.type(within(card).getByLabelText('Value'), 'AC123');
    await user.click(within(card).getByRole('button', { name: 'Save twilio_account_sid' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CONFIG_MESSAGES.updateFailed('Network error: offline')),
    );
  });

  it('says when the settings cannot be loaded, with Retry', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    fake.api.appConfig.group.mockRejectedValueOnce(new ApiError(500, 'Internal server error'));
    renderSettingsPage(<GroupSettingsPage group="email" />, { fake });
    expect(await screen.findByText(CONFIG_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await entryCard('smtp_host')).toBeInTheDocument();
  });

  it.each(['operator', 'viewer'] as const)('a %s reads the values but cannot change them', async (role) => {
    const { api } = renderSettingsPage(<GroupSettingsPage group="vapi" />, { role });
    const card = await entryCard('vapi_assistant_id');
    expect(within(card).getByLabelText('Value')).toBeDisabled();
    expect(within(card).getByLabelText('Description')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only admins can change settings.')).toBeInTheDocument();
    for (const call of changeCalls(api)) expect(call).not.toHaveBeenCalled();
  });
});
