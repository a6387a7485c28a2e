import { endpoints } from '@callops/contracts';
import { callEndpoints } from '@callops/contracts/calls';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import { LIVE_CALLS_TEXT as TEXT } from './live-calls-text';

/** The list is read again this often: alerts come with time, and the job stream may be down. */
export const LIVE_CALLS_POLL_MS = 5_000;

/** Every call in progress; the job stream refreshes it at once when a call is placed or ends. */
export const useCallsInProgress = () =>
  useEndpointQuery(callEndpoints.inProgress, undefined, { refetchInterval: LIVE_CALLS_POLL_MS });

/** The tag the job stream must refresh for this page. */
export const LIVE_CALLS_TAGS = [callEndpoints.inProgress.tag] as const;

const failure = TEXT.control.failed;
export const useSay = () =>
  useEndpointMutation(callEndpoints.say, { success: TEXT.control.accepted.say, failure });
export const useGuide = () =>
  useEndpointMutation(callEndpoints.guide, { success: TEXT.control.accepted.guide, failure });
export const useTransfer = () =>
  useEndpointMutation(callEndpoints.transfer, { success: TEXT.control.accepted.transfer, failure });
export const useEndCall = () =>
  useEndpointMutation(callEndpoints.end, { success: TEXT.control.accepted.end, failure });

export const useSetOwnPhone = () =>
  useEndpointMutation(endpoints.auth.setOwnPhone, {
    success: TEXT.ownPhone.saved,
    failure: TEXT.ownPhone.failed,
  });
