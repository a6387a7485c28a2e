import { endpoints } from '@callops/contracts';
import { NOTIFY_MESSAGES } from '@callops/contracts/notifications';
import { NO_ANSWER_TESTING_MESSAGES, REMINDER_TESTING_MESSAGES } from '@callops/contracts/testing';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

export const useNoAnswerCompanies = () => useEndpointQuery(endpoints.testing.noAnswerCompanies);
export const useReminderAppointments = () => useEndpointQuery(endpoints.testing.reminderAppointments);

export const useSetFollowUpToday = () =>
  useEndpointMutation(endpoints.testing.setFollowUpToday, {
    success: (_, input) => NO_ANSWER_TESTING_MESSAGES.updated(Number(input.params.id)),
    failure: NO_ANSWER_TESTING_MESSAGES.updateFailed,
  });

export const useBulkSetFollowUpToday = () =>
  useEndpointMutation(endpoints.testing.bulkSetFollowUpToday, {
    success: (result) => NO_ANSWER_TESTING_MESSAGES.bulkUpdated(result.updated_count),
    failure: NO_ANSWER_TESTING_MESSAGES.bulkFailed,
  });

export const useSetAppointmentToday = () =>
  useEndpointMutation(endpoints.testing.setAppointmentToday, {
    success: (_, input) => REMINDER_TESTING_MESSAGES.updated(Number(input.params.id)),
    failure: REMINDER_TESTING_MESSAGES.updateFailed,
  });

export const useBulkSetAppointmentsToday = () =>
  useEndpointMutation(endpoints.testing.bulkSetAppointmentsToday, {
    success: (result) => REMINDER_TESTING_MESSAGES.bulkUpdated(result.updated_count),
    failure: REMINDER_TESTING_MESSAGES.bulkFailed,
  });

export const useSetAppointmentTomorrow = (success: (id: number) => string, failure: string) =>
  useEndpointMutation(endpoints.testing.setAppointmentTomorrow, {
    success: (_, input) => success(Number(input.params.id)),
    failure,
  });

/** The notify page's test reminder: success false in the answer is a failure too ('Failed' or the server's message). */
export const useSendTestReminder = () =>
  useEndpointMutation(endpoints.notifications.appointmentReminderTest, {
    failure: NOTIFY_MESSAGES.sendFailed,
  });
