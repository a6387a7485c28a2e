import { ApiError } from '@callops/api-client';
import { CONFIG_MESSAGES, CONFIG_VALUE_MESSAGES, type ConfigEntry } from '@callops/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  entriesWith,
  entry,
  expectFieldError,
  knownEntries,
  renderSettingsPage,
  SETTINGS_READS,
} from '../../test-support/settings-page-harness';
import SettingsManagerPage from './SettingsManagerPage';

const table = () => screen.findByRole('table');
const search = (user: ReturnType<typeof userEvent.setup>, text: string) =>
  user.type(screen.getByPlaceholderText('Search...'), text);
const row = (key: string) => screen.getByText(key, { selector: 'code' }).closest('tr') as HTMLElement;

describe('SettingsManagerPage', () => {
  it('lists every entry, sensitive values as the server masks them', async () => {
    const user = userEvent.setup();
    const smtp = entry('smtp_password', { value: 'mail****2026' });
    renderSettingsPage(<SettingsManagerPage />, {
      handlers: { 'appConfig.list': async () => entriesWith(smtp) },
    });
    expect(screen.getByRole('heading', { name: 'Settings Manager' })).toBeInTheDocument();
    await table();
    await search(user, 'smtp_password');
    expect(within(row('smtp_password')).getByText('mail****2026')).toBeInTheDocument();
  });

  it('enables Add Config only once key and value are filled in, and adds the entry', async () => {
    const user = userEvent.setup();
    const promo = entry('promo_banner', { value: 'Spring offer', description: 'Banner text' });
    const create = jest.fn(async (): Promise<ConfigEntry> => promo);
    const { notify } = renderSettingsPage(<SettingsManagerPage />, {
      handlers: { 'appConfig.list': answers(knownEntries(), entriesWith(promo)), 'appConfig.create': create },
    });
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
    expect(create).toHaveBeenCalledWith({
      body: { key: 'promo_banner', value: 'Spring offer', description: 'Banner text', is_sensitive: false },
    });
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue('');
    await search(user, 'promo');
    expect(await screen.findByText('Spring offer')).toBeInTheDocument();
  });

  it('checks the key format and the value of a known key before sending', async () => {
    const user = userEvent.setup();
    const create = jest.fn(async (): Promise<ConfigEntry> => entry('x'));
    renderSettingsPage(<SettingsManagerPage />, {
      handlers: { 'appConfig.list': async () => knownEntries(), 'appConfig.create': create },
    });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'Bad Key');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Config' }));
    await expectFieldError(screen.getByRole('textbox', { name: 'Key' }), CONFIG_MESSAGES.keyFormat);
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a duplicate key', async () => {
    const user = userEvent.setup();
    const { notify } = renderSettingsPage(<SettingsManagerPage />, {
      handlers: {
        'appConfig.list': async () => knownEntries(),
        'appConfig.create': () =>
          Promise.reject(new ApiError(409, CONFIG_MESSAGES.duplicateKey('business_name'))),
      },
    });
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
    const saved = entry('max_concurrent_calls', {
      value: '8',
      description: 'Calls placed at the same time (max 50)',
    });
    const update = jest.fn(async (): Promise<ConfigEntry> => saved);
    const { notify } = renderSettingsPage(<SettingsManagerPage />, {
      handlers: { 'appConfig.list': answers(knownEntries(), entriesWith(saved)), 'appConfig.update': update },
    });
    await table();
    await search(user, 'max_concurrent');
    await user.click(screen.getByRole('button', { name: 'Edit max_concurrent_calls' }));
    const value = screen.getByRole('textbox', { name: 'Value max_concurrent_calls' });
    await user.clear(value);
    await user.type(value, '999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(value, CONFIG_VALUE_MESSAGES.integer(1, 500));
    expect(update).not.toHaveBeenCalled();

    await user.clear(value);
    await user.type(value, '8');
    await user.type(screen.getByRole('textbox', { name: 'Description max_concurrent_calls' }), ' (max 50)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated));
    expect(update).toHaveBeenCalledWith({
      params: { key: 'max_concurrent_calls' },
      body: { value: '8', description: 'Calls placed at the same time (max 50)' },
    });
    expect(await within(row('max_concurrent_calls')).findByText('8')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Value max_concurrent_calls' })).not.toBeInTheDocument();
  });

  it('deletes an added entry after confirmation; built-in settings have no Delete', async () => {
    const user = userEvent.setup();
    const promo = entry('promo_banner', { value: 'Spring offer' });
    const remove = jest.fn(async () => ({ deleted: true, id: 'promo_banner' }));
    const { notify } = renderSettingsPage(<SettingsManagerPage />, {
      handlers: { 'appConfig.list': answers(entriesWith(promo), knownEntries()), 'appConfig.remove': remove },
    });
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
    expect(remove).toHaveBeenCalledWith({ params: { key: 'promo_banner' } });
    await waitFor(() =>
      expect(screen.queryByText('promo_banner', { selector: 'code' })).not.toBeInTheDocument(),
    );
  });

  it('says when the configuration cannot be loaded', async () => {
    renderSettingsPage(<SettingsManagerPage />, {
      handlers: { 'appConfig.list': () => Promise.reject(new ApiError(500, 'Internal server error')) },
    });
    expect(await screen.findByText(CONFIG_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it.each(['operator', 'viewer'] as const)(
    'a %s reads the entries without any change control',
    async (role) => {
      const user = userEvent.setup();
      const { called } = renderSettingsPage(<SettingsManagerPage />, {
        role,
        handlers: { 'appConfig.list': async () => knownEntries() },
      });
      await table();
      await search(user, 'business');
      expect(screen.getByText('business_name', { selector: 'code' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Config' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      for (const name of called()) expect(SETTINGS_READS).toContain(name);
    },
  );
});
