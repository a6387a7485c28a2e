import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { AUTH_ERRORS, TOASTS } from '@callops/contracts/core';
import { renderRemoteHook } from '@callops/shell/test-support';
import { act, waitFor } from '@testing-library/react';
import { useCalendarConsent } from './use-calendar-consent';

const CONSENT_URL = 'https://accounts.google.com/o/oauth2/v2/auth?state=s';
const sixSeconds = { durationMs: TOASTS.calendarErrorDurationMs };

function renderConsent(authUrl: () => Promise<{ auth_url: string }>) {
  const open = jest.fn();
  const view = renderRemoteHook(() => useCalendarConsent(open), {
    api: createFakeApiClient({ 'calendar.authUrl': authUrl }),
  });
  const start = () => act(() => view.result.current.mutate());
  return { ...view, open, start };
}

describe('useCalendarConsent', () => {
  it('leaves for the consent URL the server gives', async () => {
    const { open, notify, start } = renderConsent(async () => ({ auth_url: CONSENT_URL }));
    await start();
    await waitFor(() => expect(open).toHaveBeenCalledWith(CONSENT_URL));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says so for 6 s when the answer has no URL, and goes nowhere', async () => {
    const { open, notify, start } = renderConsent(async () => ({ auth_url: '' }));
    await start();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.noAuthUrl, sixSeconds));
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for the credentials first when the server has none', async () => {
    const { open, notify, start } = renderConsent(() =>
      Promise.reject(new ApiError(409, CALENDAR_MESSAGES.noCredentialsReason)),
    );
    await start();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.credentialsMissing, sixSeconds),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('names any other failure, the network when it has no message', async () => {
    const { notify, start } = renderConsent(() => Promise.reject(new ApiError(500, 'Internal server error')));
    await start();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.authUrlFailed('Internal server error'),
        sixSeconds,
      ),
    );
    const silent = renderConsent(() => Promise.reject(new ApiError(0, '')));
    await silent.start();
    await waitFor(() =>
      expect(silent.notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.authUrlFailed(CALENDAR_MESSAGES.networkError),
        sixSeconds,
      ),
    );
  });

  it('shows nothing for an auth failure: the host does', async () => {
    const { open, notify, result, start } = renderConsent(() =>
      Promise.reject(new ApiError(401, AUTH_ERRORS.authenticationFailed)),
    );
    await start();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(notify.error).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
