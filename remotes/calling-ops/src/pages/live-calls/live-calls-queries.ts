import { callEndpoints } from '@callops/contracts/calls';
import { useEndpointQuery } from '@callops/shell';

/** While the job stream is down, the list is read again this often (a call's stage changes within seconds). */
export const LIVE_CALLS_FALLBACK_POLL_MS = 5_000;

/** Every call in progress; the job stream refreshes it at once when a call is placed or ends. */
export const useCallsInProgress = (polling: boolean) =>
  useEndpointQuery(callEndpoints.inProgress, undefined, {
    refetchInterval: polling ? LIVE_CALLS_FALLBACK_POLL_MS : false,
  });

/** The tag the job stream must refresh for this page. */
export const LIVE_CALLS_TAGS = [callEndpoints.inProgress.tag] as const;
