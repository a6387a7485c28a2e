import { endpoints } from '@callops/contracts';
import { callerIdEndpoints } from '@callops/contracts/caller-ids';
import { POLLING } from '@callops/contracts/core';
import { useEndpointQuery } from '@callops/shell';

/** The pool's figures: read every minute, and again within a second of a job change (a call placed or ended). */
export const useCallerIds = () =>
  useEndpointQuery(callerIdEndpoints.list, undefined, { refetchInterval: POLLING.activeJobsMs });

/** The tag the job stream must refresh for this page. */
export const CALLER_IDS_TAGS = [callerIdEndpoints.list.tag] as const;

/** How many of the newest job events are looked through for numbers rested since the page opened. */
export const REST_EVENTS_LOOKED_AT = 20;
export const useLatestEvents = (enabled: boolean) =>
  useEndpointQuery(
    endpoints.events.recent,
    { query: { limit: REST_EVENTS_LOOKED_AT } },
    { refetchInterval: POLLING.activeJobsMs, enabled },
  );
