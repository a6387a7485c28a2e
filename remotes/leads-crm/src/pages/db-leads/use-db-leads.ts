import { endpoints } from '@callops/contracts';
import { APPOINTMENT_MESSAGES } from '@callops/contracts/appointments';
import { PAGINATION, RETRY } from '@callops/contracts/core';
import { DB_LEADS_STATUSES, LEAD_MESSAGES } from '@callops/contracts/leads';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import { shouldRetryLeadLoad } from './db-leads-rules';
import { DB_LEADS_TEXT } from './db-leads-text';

const loadOptions = (enabled: boolean) => ({
  enabled,
  retry: shouldRetryLeadLoad,
  retryDelay: RETRY.leadLoadRetryDelayMs,
});

/** The newest 10 NEW and NO_ANSWER leads; only once the session has its token. */
export const useLatestLeads = (enabled: boolean) =>
  useEndpointQuery(
    endpoints.companies.latest,
    { query: { limit: PAGINATION.dbLeadsTop, statuses: [...DB_LEADS_STATUSES] } },
    loadOptions(enabled),
  );

export const useLatestAppointments = (enabled: boolean) =>
  useEndpointQuery(
    endpoints.appointments.latest,
    { query: { limit: PAGINATION.dbLeadsTop } },
    loadOptions(enabled),
  );

const statusFailure = (message: string) => LEAD_MESSAGES.updateStatusFailed(message);

export const useSetLeadStatus = () =>
  useEndpointMutation(endpoints.companies.updateLeadStatus, {
    success: DB_LEADS_TEXT.statusUpdated,
    failure: statusFailure,
  });

export const useSetAppointmentLeadStatus = () =>
  useEndpointMutation(endpoints.appointments.updateStatus, {
    success: DB_LEADS_TEXT.statusUpdated,
    failure: statusFailure,
  });

export const useSetFollowUpToday = () =>
  useEndpointMutation(endpoints.companies.setFollowUpToday, {
    success: LEAD_MESSAGES.followUpSetToday,
    failure: LEAD_MESSAGES.updateFollowUpFailed,
  });

export const useSetAppointmentDateToday = () =>
  useEndpointMutation(endpoints.appointments.setDateToday, {
    success: (_, input) => APPOINTMENT_MESSAGES.dateSetToday(input.body.type),
    failure: LEAD_MESSAGES.updateDateFailed,
  });

export const useSetCallFollowUpToday = () =>
  useEndpointMutation(endpoints.appointments.setCallFollowUpToday, {
    success: APPOINTMENT_MESSAGES.callFollowUpSetToday,
    failure: LEAD_MESSAGES.updateCallFollowUpFailed,
  });
