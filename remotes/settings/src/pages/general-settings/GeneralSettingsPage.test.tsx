import { ApiError } from '@callops/api-client';
import { CALENDAR_MESSAGES, type CalendarSetupResult } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { CONFIG_MESSAGES, type ConfigEntry } from '@callops/contracts/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  calendarStatus,
  entriesOf,
  entry,
  expectFieldError,
  renderSettingsPage,
  SETTINGS_READS,
} from '../../test-support/settings-page-harness';
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
const CONSENT_URL = 'https://accounts.google.com/o/oauth2/v2/auth?access_type=offline';
const calendarError = { durationMs: TOASTS.calendarErrorDurationMs };
const NO_CREDENTIALS = calendarStatus(CALENDAR_MESSAGES.noCredentialsReason);
const NO_TOKEN = calendarStatus(CALENDAR_MESSAGES.noTokenReason);

/** The page's reads: the calendar status (`status`, default: no credentials yet) and the general entries. */
const reads = (status = answers(NO_CREDENTIALS)) => ({
  'calendar.authStatus': status,
  'appConfig.group': async () => entriesOf('general'),
});

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const jsonFile = (text: string, name = 'credentials.json') =>
  new File([text], name, { type: 'application/json' });

describe('GeneralSettingsPage: calendar integration', () => {
  it('starts without credentials: the status says so and asks for the credentials file', async () => {
    renderSettingsPage(<GeneralSettingsPage />, { handlers: reads() });
    expect(screen.getByRole('heading', { name: 'General Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    expect(screen.getByText(CALENDAR_MESSAGES.credentialsMissing)).toBeInTheDocument();
  });

  it('uploads a credentials file after checking one is selected and is JSON', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = jest.fn(
      async (): Promise<CalendarSetupResult> => ({
        message: CALENDAR_MESSAGES.credentialsSaved,
        authorized: false,
      }),
    );
    const { notify, container } = renderSettingsPage(<GeneralSettingsPage />, {
      handlers: { ...reads(answers(NO_CREDENTIALS, NO_TOKEN)), 'calendar.uploadCredentials': upload },
    });
    await screen.findByText('Not authorized');
    const selectFile = screen.getByRole('button', { name: 'Select File' });
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    await expectFieldError(selectFile, CALENDAR_MESSAGES.selectCredentialsFile);

    await user.upload(fileInput(container), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    await expectFieldError(selectFile, CALENDAR_MESSAGES.jsonFileOnly);
    expect(upload).not.toHaveBeenCalled();

    const file = jsonFile(CREDENTIALS);
    await user.upload(fileInput(container), file);
    expect(screen.getByText('credentials.json')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.credentialsSaved));
    expect(upload).toHaveBeenCalledWith({ body: { file } });
    expect(await screen.findByText(CALENDAR_MESSAGES.noTokenReason)).toBeInTheDocument();
    expect(screen.queryByText(CALENDAR_MESSAGES.credentialsMissing)).not.toBeInTheDocument();
  });

  it('shows the server reason when the file is refused', async () => {
    const user = userEvent.setup();
    const { notify, container } = renderSettingsPage(<GeneralSettingsPage />, {
      handlers: {
        ...reads(),
        'calendar.uploadCredentials': () =>
          Promise.reject(new ApiError(400, CALENDAR_MESSAGES.credentialsNoClient)),
      },
    });
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
    const authUrl = jest
      .fn<Promise<{ auth_url: string }>, []>()
      .mockRejectedValueOnce(new ApiError(409, CALENDAR_MESSAGES.noCredentialsReason))
      .mockResolvedValue({ auth_url: CONSENT_URL });
    const { notify } = renderSettingsPage(<GeneralSettingsPage />, {
      handlers: { ...reads(), 'calendar.authUrl': authUrl },
    });
    await screen.findByText('Not authorized');
    await user.click(screen.getByRole('button', { name: 'Start Authorization' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.credentialsMissing, calendarError),
    );
    expect(openConsentPage).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start Authorization' }));
    await waitFor(() => expect(openConsentPage).toHaveBeenCalledWith(CONSENT_URL));
  });

  it('says why the consent URL failed otherwise', async () => {
    const user = userEvent.setup();
    const { notify } = renderSettingsPage(<GeneralSettingsPage />, {
      handlers: {
        ...reads(),
        'calendar.authUrl': () => Promise.reject(new ApiError(500, 'Internal server error')),
      },
    });
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
    const setToken = jest
      .fn<Promise<CalendarSetupResult>, []>()
      .mockRejectedValueOnce(new ApiError(400, CALENDAR_MESSAGES.tokenNotJson))
      .mockResolvedValue({ message: CALENDAR_MESSAGES.tokenSaved, authorized: true });
    const { notify } = renderSettingsPage(<GeneralSettingsPage />, {
      handlers: { ...reads(answers(NO_TOKEN, calendarStatus(null))), 'calendar.setToken': setToken },
    });
    const token = await screen.findByLabelText('Or paste an OAuth token JSON (fallback)');
    await user.type(token, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    await expectFieldError(token, CALENDAR_MESSAGES.pasteToken);
    expect(setToken).not.toHaveBeenCalled();

    await user.clear(token);
    await user.type(token, 'not json');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.saveFailedWith(CALENDAR_MESSAGES.tokenNotJson),
        calendarError,
      ),
    );
    expect(setToken).toHaveBeenCalledWith({ body: { token_json: 'not json' } });

    await user.clear(token);
    await user.click(token);
    await user.paste('{"refresh_token":"1//abc"}');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.tokenSaved));
    expect(setToken).toHaveBeenLastCalledWith({ body: { token_json: '{"refresh_token":"1//abc"}' } });
    expect(await screen.findByText('Authorized')).toBeInTheDocument();
    // a reset form mounts its fields afresh
    expect(screen.getByLabelText('Or paste an OAuth token JSON (fallback)')).toHaveValue('');
  });

  it('says when the status cannot be checked', async () => {
    renderSettingsPage(<GeneralSettingsPage />, {
      handlers: reads(jest.fn(() => Promise.reject(new ApiError(500, 'boom')))),
    });
    expect(await screen.findByText(CALENDAR_MESSAGES.checkStatusFailed)).toBeInTheDocument();
  });
});

describe('GeneralSettingsPage: Other General Settings', () => {
  it('edits the general entries', async () => {
    const user = userEvent.setup();
    const update = jest.fn(
      async (): Promise<ConfigEntry> => entry('business_name', { value: 'Acme Home Services' }),
    );
    const { notify } = renderSettingsPage(<GeneralSettingsPage />, {
      handlers: { ...reads(), 'appConfig.update': update },
    });
    const card = (await screen.findByText(CONFIG_MESSAGES.otherGeneralSettings)).closest(
      '.ant-card',
    ) as HTMLElement;
    const business = await within(card).findByRole('group', { name: 'business_name' });
    await user.clear(within(business).getByLabelText('Value'));
    await user.type(within(business).getByLabelText('Value'), 'Acme Home Services');
    await user.click(within(business).getByRole('button', { name: 'Save business_name' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        params: { key: 'business_name' },
        body: { value: 'Acme Home Services', description: 'Name used in e-mails and SMS' },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith(CONFIG_MESSAGES.updated);
  });
});

describe('GeneralSettingsPage for operators and viewers', () => {
  it.each(['operator', 'viewer'] as const)('a %s sees the status only', async (role) => {
    const { called } = renderSettingsPage(<GeneralSettingsPage />, { role, handlers: reads() });
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'business_name' });
    for (const name of ['Upload Credentials', 'Start Authorization', 'Save Token', 'Select File', /^Save/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Or paste an OAuth token JSON (fallback)')).not.toBeInTheDocument();
    for (const name of called()) expect(SETTINGS_READS).toContain(name);
  });
});
