import { endpoints } from '@callops/contracts';
import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

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
