import { endpoints } from '@callops/contracts';
import { PAGINATION } from '@callops/contracts/core';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

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
