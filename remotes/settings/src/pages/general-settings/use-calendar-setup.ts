import { endpoints } from '@callops/contracts';
import {
  CALENDAR_MESSAGES,
  CALENDAR_REASON_MARKERS,
  type CalendarSetupResult,
} from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { errorMessageOf, useApi, useNotify } from '@callops/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openConsentPage } from './open-consent-page';

export const CALENDAR_STATUS_QUERY_KEY = ['calendar', 'auth-status'] as const;
const calendarError = { durationMs: TOASTS.calendarErrorDurationMs };

export function useCalendarAuthStatus() {
  const api = useApi();
  return useQuery({
    queryKey: CALENDAR_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.calendar.authStatus, undefined, { signal }),
  });
}

/** A setup call whose answer carries its own message; the status is read again afterwards. */
function useSetupCall<Input>(
  call: (input: Input) => Promise<CalendarSetupResult>,
  failed: (message: string) => string,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      notify.success(result.message);
      await queryClient.invalidateQueries({ queryKey: CALENDAR_STATUS_QUERY_KEY });
    },
    onError: (error) => notify.error(failed(errorMessageOf(error, '')), calendarError),
  });
}

export function useUploadCredentials() {
  const api = useApi();
  return useSetupCall(
    (file: Blob) => api.call(endpoints.calendar.uploadCredentials, { body: { file } }),
    CALENDAR_MESSAGES.uploadFailedWith,
  );
}

export function useSaveToken() {
  const api = useApi();
  return useSetupCall(
    (tokenJson: string) => api.call(endpoints.calendar.setToken, { body: { token_json: tokenJson } }),
    CALENDAR_MESSAGES.saveFailedWith,
  );
}

/** Asks for Google's consent URL and goes there; without credentials the spec's "upload first" message shows. */
export function useStartAuthorization() {
  const api = useApi();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => api.call(endpoints.calendar.authUrl),
    onSuccess: ({ auth_url }) => openConsentPage(auth_url),
    onError: (error) => {
      const message = errorMessageOf(error, '');
      notify.error(
        message.includes(CALENDAR_REASON_MARKERS.noCredentials)
          ? CALENDAR_MESSAGES.credentialsMissing
          : CALENDAR_MESSAGES.authUrlFailed(message || CALENDAR_MESSAGES.networkError),
        calendarError,
      );
    },
  });
}
