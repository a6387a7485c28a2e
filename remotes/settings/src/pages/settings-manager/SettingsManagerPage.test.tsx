jest.setTimeout(30_000);

import { ApiError } from '@callops/api-client';
import { maskSensitiveValue } from '@callops/contracts/core';
import { CONFIG_MESSAGES, CONFIG_VALUE_MESSAGES } from '@callops/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSettingsApi } from '../../testing/fake-settings-api';
import { changeCalls, renderSettingsPage } from '../../testing/settings-page-harness';
import SettingsManagerPage from './SettingsManagerPage';

const table = () => screen.findByRole('table');
const search = (user: ReturnType<typeof userEvent.setup>, text: string) =>
  user.type(screen.getByPlaceholderText('Search...'), text);
const row = (key: string) => screen.getByText(key, { selector: 'code' }).closest('tr') as HTMLElement;

describe('SettingsManagerPage', () => {
  it('lists every entry with sensitive values masked', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    const stored = fake.store.get('smtp_password');
    if (stored) stored.plain = 'mail-password-2026';
    renderSettingsPage(<SettingsManagerPage />, { fake });
    expect(screen.getByRole('heading', { name: 'Settings Manager' })).toBeInTheDocument();
    await table();
    await search(user, 'smtp_password');
    expect(
      within(row('smtp_password')).getByText(maskSensitiveValue('mail-password-2026')),
    ).toBeInTheDocument();
    expect(screen.queryByText('mail-password-2026')).not.toBeInTheDocument();
  });

  it('enables Add Config only once key and value are filled in, and adds the entry', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderSettingsPage(<SettingsManagerPage />);
    await table();
    const add = screen.getByRole('button', { name: 'Add Config' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'promo_banner');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'Spring offer');
    expect(add).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Banner text');
    await user.click(add);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.created));
    expect(api.appConfig.create).toHaveBeenCalledWith({
      key: 'promo_banner',
      value: 'Spring offer',
      description: 'Banner text',
      is_sensitive: false,
    });
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue('');
    await search(user, 'promo');
    expect(await screen.findByText('Spring offer')).toBeInTheDocument();
  });

  it('checks the key format and the value of a known key before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderSettingsPage(<SettingsManagerPage />);
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'Bad Key');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Config' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIG_MESSAGES.keyFormat);
    expect(api.appConfig.create).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a duplicate key', async () => {
    const user = userEvent.setup();
    const { notify } = renderSettingsPage(<SettingsManagerPage />);
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'business_name');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'Other');
    await user.click(screen.getByRole('button', { name: 'Add Config' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CONFIG_MESSAGES.updateFailed(CONFIG_MESSAGES.duplicateKey('business_name')),
      ),
    );
  });

  it('edits a row in place, checking the value', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderSettingsPage(<SettingsManagerPage />);
    await table();
    await search(user, 'max_concurrent');
    await user.click(screen.getByRole('button', { name: 'Edit max_concurrent_calls' }));
    const value = screen.getByRole('textbox', { name: 'Value max_concurrent_calls' });
    await user.clear(value);
    await user.type(value, '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIG_VALUE_MESSAGES.integer(1, 50));
    expect(api.appConfig.update).not.toHaveBeenCalled();

    await user.clear(value);
    await user.type(value, '8');
    await user.type(screen.getByRole('textbox', { name: 'Description max_concurrent_calls' }), ' (max 50)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated));
    expect(api.appConfig.update).toHaveBeenCalledWith('max_concurrent_calls', {
      value: '8',
      description: 'Calls placed at the same time (max 50)',
    });
    expect(await within(row('max_concurrent_calls')).findByText('8')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Value max_concurrent_calls' })).not.toBeInTheDocument();
  });

  it('deletes an added entry after confirmation; built-in settings have no Delete', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    await fake.api.appConfig.create({ key: 'promo_banner', value: 'Spring offer' });
    fake.api.appConfig.create.mockClear();
    const { api, notify } = renderSettingsPage(<SettingsManagerPage />, { fake });
    await table();
    await search(user, 'business_name');
    expect(screen.queryByRole('button', { name: 'Delete business_name' })).not.toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search...'));
    await search(user, 'promo');
    await user.click(screen.getByRole('button', { name: 'Delete promo_banner' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText("Delete the config entry 'promo_banner'?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.deleted));
    expect(api.appConfig.remove).toHaveBeenCalledWith('promo_banner');
    await waitFor(() =>
      expect(screen.queryByText('promo_banner', { selector: 'code' })).not.toBeInTheDocument(),
    );
  });

  it('says when the configuration cannot be loaded', async () => {
    const fake = createFakeSettingsApi();
    fake.api.appConfig.list.mockRejectedValue(new ApiError(500, 'Internal server error'));
    renderSettingsPage(<SettingsManagerPage />, { fake });
    expect(await screen.findByText(CONFIG_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it.each(['operator', 'viewer'] as const)(
    'a %s reads the entries without any change control',
    async (role) => {
      const user = userEvent.setup();
      const { api } = renderSettingsPage(<SettingsManagerPage />, { role });
      await table();
      await search(user, 'business');
      expect(screen.getByText('business_name', { selector: 'code' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Config' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      for (const call of changeCalls(api)) expect(call).not.toHaveBeenCalled();
    },
  );
});
