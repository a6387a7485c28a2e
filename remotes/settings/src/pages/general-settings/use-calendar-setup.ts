import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES, CALENDAR_REASON_MARKERS } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import { openConsentPage } from './open-consent-page';

const failureDurationMs = TOASTS.calendarErrorDurationMs;

export const useCalendarAuthStatus = () => useEndpointQuery(endpoints.calendar.authStatus);

// The setup calls answer with their own message; the status is read again afterwards (the calendar tag).

export const useUploadCredentials = () =>
  useEndpointMutation(endpoints.calendar.uploadCredentials, {
    success: (result) => result.message,
    failure: CALENDAR_MESSAGES.uploadFailedWith,
    failureDurationMs,
  });

export const useSaveToken = () =>
  useEndpointMutation(endpoints.calendar.setToken, {
    success: (result) => result.message,
    failure: CALENDAR_MESSAGES.saveFailedWith,
    failureDurationMs,
  });

/** Asks for Google's consent URL and goes there; without credentials the spec's "upload first" message shows. */
export const useStartAuthorization = () =>
  useEndpointMutation(endpoints.calendar.authUrl, {
    failure: (message) =>
      message.includes(CALENDAR_REASON_MARKERS.noCredentials)
        ? CALENDAR_MESSAGES.credentialsMissing
        : CALENDAR_MESSAGES.authUrlFailed(message || CALENDAR_MESSAGES.networkError),
    failureDurationMs,
    onSuccess: ({ auth_url }) => openConsentPage(auth_url),
  });
