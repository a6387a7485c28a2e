import { ApiError } from '@callops/api-client';
import { openingReadsOf } from '@callops/contracts/console';
import { PHONE_MESSAGES } from '@callops/contracts/core';
import {
  ADMIN_PHONE_MESSAGES,
  type AdminPhonesResponse,
  CONFIG_MESSAGES,
  CONFIG_VALUE_MESSAGES,
  type ConfigEntry,
} from '@callops/contracts/settings';
import { endpointQueryKey } from '@callops/shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_PHONE,
  answers,
  entry,
  expectFieldError,
  knownEntries,
  renderSettingsPage,
  SETTINGS_READS,
} from '../../test-support/settings-page-harness';
import AppConfigurationPage from './AppConfigurationPage';

const phoneList = () => screen.findByRole('list', { name: 'Admin Phone Numbers' });
const newPhone = () => screen.getByRole('textbox', { name: 'New phone number' });
const phones = (...phoneNumbers: string[]): AdminPhonesResponse => ({ phoneNumbers });
const OTHER_PHONE = '+16475550199';

/** The page's reads: every entry, and the admin phones (`list`, default: the one phone). */
const reads = (list = answers(phones(ADMIN_PHONE))) => ({
  'appConfig.list': async () => knownEntries(),
  'adminPhones.list': list,
});

async function confirmPopup(user: ReturnType<typeof userEvent.setup>, text: string, button: string) {
  const tooltip = await screen.findByRole('tooltip');
  expect(within(tooltip).getByText(text)).toBeInTheDocument();
  await user.click(within(tooltip).getByRole('button', { name: button }));
}

describe('AppConfigurationPage', () => {
  it('makes the reads its route opens with (the route table), under the same keys', async () => {
    const { queryClient } = renderSettingsPage(<AppConfigurationPage />, { handlers: reads() });
    await phoneList();
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(openingReadsOf('/settings/profile').length).toBeGreaterThan(0);
    for (const endpoint of openingReadsOf('/settings/profile'))
      expect(keys).toContainEqual(endpointQueryKey(endpoint));
  });
});

describe('AppConfigurationPage: Admin Phone Numbers', () => {
  it('adds a phone with each validation message first', async () => {
    const user = userEvent.setup();
    const add = jest.fn(async () => phones(ADMIN_PHONE, OTHER_PHONE));
    const { notify } = renderSettingsPage(<AppConfigurationPage />, {
      handlers: {
        ...reads(answers(phones(ADMIN_PHONE), phones(ADMIN_PHONE, OTHER_PHONE))),
        'adminPhones.add': add,
      },
    });
    expect(await screen.findByRole('heading', { name: 'App Configuration' })).toBeInTheDocument();
    expect(await within(await phoneList()).findByText(ADMIN_PHONE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await expectFieldError(newPhone(), PHONE_MESSAGES.required);
    await user.type(newPhone(), '0123');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await expectFieldError(newPhone(), PHONE_MESSAGES.invalidAdmin);
    await user.clear(newPhone());
    await user.type(newPhone(), ADMIN_PHONE);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await expectFieldError(newPhone(), PHONE_MESSAGES.duplicate);
    expect(add).not.toHaveBeenCalled();

    await user.clear(newPhone());
    await user.type(newPhone(), `${OTHER_PHONE}{Enter}`);
    expect(await within(await phoneList()).findByText(OTHER_PHONE)).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ body: { phoneNumber: OTHER_PHONE } });
    expect(notify.success).toHaveBeenCalledWith(ADMIN_PHONE_MESSAGES.added);
    expect(newPhone()).toHaveValue('');
    expect(newPhone()).not.toHaveAttribute('aria-invalid');
  });

  it('edits a phone, checking the new number', async () => {
    const user = userEvent.setup();
    const update = jest.fn(async () => phones('+14165550111'));
    const { notify } = renderSettingsPage(<AppConfigurationPage />, {
      handlers: {
        ...reads(answers(phones(ADMIN_PHONE), phones('+14165550111'))),
        'adminPhones.update': update,
      },
    });
    await user.click(await screen.findByRole('button', { name: `Edit ${ADMIN_PHONE}` }));
    const input = screen.getByRole('textbox', { name: `New number for ${ADMIN_PHONE}` });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(input, PHONE_MESSAGES.required);
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(input, PHONE_MESSAGES.invalidAdmin);
    expect(update).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '+14165550111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(await phoneList()).findByText('+14165550111')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({
      body: { oldPhoneNumber: ADMIN_PHONE, newPhoneNumber: '+14165550111' },
    });
    expect(notify.success).toHaveBeenCalledWith(ADMIN_PHONE_MESSAGES.updated);
  });

  it('removes a phone and clears all only after confirmation', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(async () => phones(OTHER_PHONE));
    const clear = jest.fn(async () => phones());
    const { notify } = renderSettingsPage(<AppConfigurationPage />, {
      handlers: {
        ...reads(answers(phones(ADMIN_PHONE, OTHER_PHONE), phones(OTHER_PHONE), phones())),
        'adminPhones.remove': remove,
        'adminPhones.clear': clear,
      },
    });
    await within(await phoneList()).findByText(OTHER_PHONE);

    await user.click(screen.getByRole('button', { name: `Remove ${ADMIN_PHONE}` }));
    await confirmPopup(user, ADMIN_PHONE_MESSAGES.confirmRemove(ADMIN_PHONE), 'Remove');
    const list = await phoneList();
    await waitFor(() => expect(within(list).queryByText(ADMIN_PHONE)).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith({ body: { phoneNumber: ADMIN_PHONE } });
    expect(notify.success).toHaveBeenCalledWith(ADMIN_PHONE_MESSAGES.removed);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await confirmPopup(user, ADMIN_PHONE_MESSAGES.confirmClear, 'Clear All');
    expect(await screen.findByText('No admin phone numbers yet')).toBeInTheDocument();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith(ADMIN_PHONE_MESSAGES.cleared);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('shows the spec error toasts with the server message', async () => {
    const user = userEvent.setup();
    const { notify } = renderSettingsPage(<AppConfigurationPage />, {
      handlers: {
        ...reads(),
        'adminPhones.add': () => Promise.reject(new ApiError(500, 'Internal server error')),
        'adminPhones.remove': () => Promise.reject(new ApiError(404, ADMIN_PHONE_MESSAGES.notFound)),
      },
    });
    await within(await phoneList()).findByText(ADMIN_PHONE);
    await user.type(newPhone(), `${OTHER_PHONE}{Enter}`);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(ADMIN_PHONE_MESSAGES.addFailed, {
        description: 'Internal server error',
      }),
    );
    await user.click(screen.getByRole('button', { name: `Remove ${ADMIN_PHONE}` }));
    await confirmPopup(user, ADMIN_PHONE_MESSAGES.confirmRemove(ADMIN_PHONE), 'Remove');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(ADMIN_PHONE_MESSAGES.removeFailed, {
        description: ADMIN_PHONE_MESSAGES.notFound,
      }),
    );
  });

  it('says when the phones cannot be loaded', async () => {
    renderSettingsPage(<AppConfigurationPage />, {
      handlers: reads(jest.fn(() => Promise.reject(new ApiError(500, 'boom')))),
    });
    expect(await screen.findByText(ADMIN_PHONE_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});

describe('AppConfigurationPage: other settings', () => {
  it('groups the entries under notifications, api, security, calendar and General', async () => {
    renderSettingsPage(<AppConfigurationPage />, { handlers: reads() });
    for (const title of ['Notifications', 'API', 'Security', 'Calendar', 'General']) {
      expect(await screen.findByText(title, { selector: '.ant-card-head-title' })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Edit admin_sms_enabled' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit vapi_api_key' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit admin_phone_numbers' })).not.toBeInTheDocument();
  });

  it('edits a value in the modal, refusing a bad one', async () => {
    const user = userEvent.setup();
    const update = jest.fn(
      async (): Promise<ConfigEntry> => entry('session_lifetime_minutes', { value: '90' }),
    );
    const { notify } = renderSettingsPage(<AppConfigurationPage />, {
      handlers: { ...reads(), 'appConfig.update': update },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit session_lifetime_minutes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session_lifetime_minutes' });
    const input = within(dialog).getByLabelText('Value');
    await user.clear(input);
    await user.type(input, 'forever');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError(input, CONFIG_VALUE_MESSAGES.integer(5, 10080));
    expect(update).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledWith({
      params: { key: 'session_lifetime_minutes' },
      body: { value: '90' },
    });
    expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated);
  });

  it('shows the update failure with the server message', async () => {
    const user = userEvent.setup();
    const { notify } = renderSettingsPage(<AppConfigurationPage />, {
      handlers: {
        ...reads(),
        'appConfig.update': () => Promise.reject(new ApiError(500, 'Database unavailable')),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit business_name' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Value'), ' Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CONFIG_MESSAGES.updateFailed('Database unavailable')),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('AppConfigurationPage for operators and viewers', () => {
  it.each(['operator', 'viewer'] as const)(
    'a %s reads everything but has no change controls',
    async (role) => {
      const { called } = renderSettingsPage(<AppConfigurationPage />, { role, handlers: reads() });
      expect(await within(await phoneList()).findByText(ADMIN_PHONE)).toBeInTheDocument();
      expect(await screen.findByText('Only admins can change settings.')).toBeInTheDocument();
      await screen.findByText('session_lifetime_minutes');
      expect(screen.queryByRole('button', { name: /^(Edit|Remove|Add|Clear All)/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'New phone number' })).not.toBeInTheDocument();
      for (const name of called()) expect(SETTINGS_READS).toContain(name);
    },
  );
});
