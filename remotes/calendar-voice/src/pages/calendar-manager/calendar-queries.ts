import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES, CALENDAR_REASON_MARKERS } from '@callops/contracts/calendar';
import { PAGINATION, TOASTS } from '@callops/contracts/core';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

const failureDurationMs = TOASTS.calendarErrorDurationMs;

export const useCalendarStatus = () => useEndpointQuery(endpoints.calendar.authStatus);

/** One page of the next 7 days, three events a page on this screen (spec §9). */
export const useUpcomingEvents = (page: number, enabled: boolean) =>
  useEndpointQuery(
    endpoints.calendar.upcomingEvents,
    { query: { page, limit: PAGINATION.calendarManagerPageSize } },
    { enabled, placeholderData: (previous) => previous },
  );

/** The token refresh after invalid_grant; the screen decides from the answer whether it worked. */
export const useRefreshToken = () => useEndpointMutation(endpoints.calendar.authRefresh);

/** Asks for Google's consent URL and goes there (spec §8's texts when it cannot). */
export const useAuthorize = () =>
  useEndpointMutation(endpoints.calendar.authUrl, {
    failure: (message) =>
      message.includes(CALENDAR_REASON_MARKERS.noCredentials)
        ? CALENDAR_MESSAGES.credentialsMissing
        : CALENDAR_MESSAGES.authUrlFailed(message || CALENDAR_MESSAGES.networkError),
    failureDurationMs,
  });
