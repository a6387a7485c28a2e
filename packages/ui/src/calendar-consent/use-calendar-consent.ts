import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES, CALENDAR_REASON_MARKERS } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { useEndpointMutation, useNotify } from '@callops/shell';

const durationMs = TOASTS.calendarErrorDurationMs;

/**
 * Google Calendar's consent: asks the server for the consent URL and leaves the console for it through `open` (the
 * page's own way out of the console, which its tests replace). Without credentials the spec's "upload first"
 * message shows, any other failure names its reason, and an answer without a URL says so; each toast stays 6 s.
 */
export function useCalendarConsent(open: (url: string) => void) {
  const notify = useNotify();
  return useEndpointMutation(endpoints.calendar.authUrl, {
    failure: (message) =>
      message.includes(CALENDAR_REASON_MARKERS.noCredentials)
        ? CALENDAR_MESSAGES.credentialsMissing
        : CALENDAR_MESSAGES.authUrlFailed(message || CALENDAR_MESSAGES.networkError),
    failureDurationMs: durationMs,
    onSuccess: ({ auth_url }) => {
      if (auth_url) open(auth_url);
      else notify.error(CALENDAR_MESSAGES.noAuthUrl, { durationMs });
    },
  });
}
