jest.setTimeout(30_000);

import { ApiError } from '@callops/api-client';
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { CONFIG_MESSAGES } from '@callops/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSettingsApi } from '../../testing/fake-settings-api';
import { changeCalls, renderSettingsPage } from '../../testing/settings-page-harness';
import GeneralSettingsPage from './GeneralSettingsPage';
import { openConsentPage } from './open-consent-page';

jest.mock('./open-consent-page', () => ({ openConsentPage: jest.fn() }));

const CREDENTIALS = JSON.stringify({
  web: {
    client_id: 'cid.apps.googleusercontent.com',
    client_secret: 'GOCSPX-secret',
    redirect_uris: ['http://localhost:8080/auth/calendar/callback'],
  },
});
const calendarError = { durationMs: TOASTS.calendarErrorDurationMs };

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const jsonFile = (text: string, name = 'credentials.json') =>
  new File([text], name, { type: 'application/json' });

describe('GeneralSettingsPage: calendar integration', () => {
  it('starts without credentials: the status says so and asks for the credentials file', async () => {
    renderSettingsPage(<GeneralSettingsPage />);
    expect(screen.getByRole('heading', { name: 'General Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    expect(screen.getByText(CALENDAR_MESSAGES.credentialsMissing)).toBeInTheDocument();
  });

  it('uploads a credentials file after checking one is selected and is JSON', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api, notify, container } = renderSettingsPage(<GeneralSettingsPage />);
    await screen.findByText('Not authorized');
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    expect(screen.getByText(CALENDAR_MESSAGES.selectCredentialsFile)).toHaveAttribute('role', 'alert');

    await user.upload(fileInput(container), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    expect(screen.getByText(CALENDAR_MESSAGES.jsonFileOnly)).toHaveAttribute('role', 'alert');
    expect(api.calendar.uploadCredentials).not.toHaveBeenCalled();

    const file = jsonFile(CREDENTIALS);
    await user.upload(fileInput(container), file);
    expect(screen.getByText('credentials.json')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.credentialsSaved));
    expect(api.calendar.uploadCredentials).toHaveBeenCalledWith(file);
    expect(await screen.findByText(CALENDAR_MESSAGES.noTokenReason)).toBeInTheDocument();
    expect(screen.queryByText(CALENDAR_MESSAGES.credentialsMissing)).not.toBeInTheDocument();
  });

  it('shows the server reason when the file is refused', async () => {
    const user = userEvent.setup();
    const { notify, container } = renderSettingsPage(<GeneralSettingsPage />);
    await screen.findByText('Not authorized');
    await user.upload(fileInput(container), jsonFile('{"other": {}}'));
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.uploadFailedWith(CALENDAR_MESSAGES.credentialsNoClient),
        calendarError,
      ),
    );
  });

  it('asks for credentials before authorizing, then goes to the consent URL', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    const { notify } = renderSettingsPage(<GeneralSettingsPage />, { fake });
    await screen.findByText('Not authorized');
    await user.click(screen.getByRole('button', { name: 'Start Authorization' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.credentialsMissing, calendarError),
    );
    expect(openConsentPage).not.toHaveBeenCalled();

    fake.calendar.credentials = CREDENTIALS;
    await user.click(screen.getByRole('button', { name: 'Start Authorization' }));
    await waitFor(() =>
      expect(openConsentPage).toHaveBeenCalledWith(
        'https://accounts.google.com/o/oauth2/v2/auth?access_type=offline',
      ),
    );
  });

  it('says why the consent URL failed otherwise', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    fake.api.calendar.authUrl.mockRejectedValueOnce(new ApiError(500, 'Internal server error'));
    const { notify } = renderSettingsPage(<GeneralSettingsPage />, { fake });
    await user.click(await screen.findByRole('button', { name: 'Start Authorization' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.authUrlFailed('Internal server error'),
        calendarError,
      ),
    );
  });

  it('saves a pasted token after checking it is not empty', async () => {
    const user = userEvent.setup();
    const fake = createFakeSettingsApi();
    fake.calendar.credentials = CREDENTIALS;
    const { api, notify } = renderSettingsPage(<GeneralSettingsPage />, { fake });
    const token = await screen.findByLabelText('Or paste an OAuth token JSON (fallback)');
    await user.type(token, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    expect(screen.getByText(CALENDAR_MESSAGES.pasteToken)).toHaveAttribute('role', 'alert');
    expect(api.calendar.setToken).not.toHaveBeenCalled();

    await user.clear(token);
    await user.type(token, 'not json');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.saveFailedWith(CALENDAR_MESSAGES.tokenNotJson),
        calendarError,
      ),
    );

    await user.clear(token);
    await user.click(token);
    await user.paste('{"refresh_token":"1//abc"}');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.tokenSaved));
    expect(api.calendar.setToken).toHaveBeenLastCalledWith('{"refresh_token":"1//abc"}');
    expect(await screen.findByText('Authorized')).toBeInTheDocument();
    expect(token).toHaveValue('');
  });

  it('says when the status cannot be checked', async () => {
    const fake = createFakeSettingsApi();
    fake.api.calendar.authStatus.mockRejectedValue(new ApiError(500, 'boom'));
    renderSettingsPage(<GeneralSettingsPage />, { fake });
    expect(await screen.findByText(CALENDAR_MESSAGES.checkStatusFailed)).toBeInTheDocument();
  });
});

describe('GeneralSettingsPage: Other General Settings', () => {
  it('edits the general entries', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderSettingsPage(<GeneralSettingsPage />);
    const card = (await screen.findByText(CONFIG_MESSAGES.otherGeneralSettings)).closest(
      '.ant-card',
    ) as HTMLElement;
    const entry = await within(card).findByRole('group', { name: 'business_name' });
    await user.clear(within(entry).getByLabelText('Value'));
    await user.type(within(entry).getByLabelText('Value'), 'Acme Home Services');
    await user.click(within(entry).getByRole('button', { name: 'Save business_name' }));
    await waitFor(() =>
      expect(api.appConfig.update).toHaveBeenCalledWith('business_name', {
        value: 'Acme Home Services',
        description: 'Name used in e-mails and SMS',
      }),
    );
    expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated);
  });
});

describe('GeneralSettingsPage for operators and viewers', () => {
  it.each(['operator', 'viewer'] as const)('a %s sees the status only', async (role) => {
    const { api } = renderSettingsPage(<GeneralSettingsPage />, { role });
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'business_name' });
    for (const name of ['Upload Credentials', 'Start Authorization', 'Save Token', 'Select File', /^Save/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Or paste an OAuth token JSON (fallback)')).not.toBeInTheDocument();
    for (const call of changeCalls(api)) expect(call).not.toHaveBeenCalled();
  });
});
