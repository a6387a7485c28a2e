import { endpoints } from '@callops/contracts';
import { NOTIFY_MESSAGES } from '@callops/contracts/notifications';
import { NO_ANSWER_TESTING_MESSAGES, REMINDER_TESTING_MESSAGES } from '@callops/contracts/testing';
import { useEndpointMutation, useEndpointQuery, useUpdateCachedRead } from '@callops/shell';
import { patchRow } from '@callops/ui';

/** Told the id of the row an action changed (to highlight it). */
type OnRowChanged = (id: number) => void;

export const useNoAnswerCompanies = () => useEndpointQuery(endpoints.testing.noAnswerCompanies);
export const useReminderAppointments = () => useEndpointQuery(endpoints.testing.reminderAppointments);

/** 'Set to Today': the answer's follow-up date goes into the row where it is, and the row is highlighted. */
export const useSetFollowUpToday = (onRowChanged?: OnRowChanged) => {
  const updateList = useUpdateCachedRead(endpoints.testing.noAnswerCompanies);
  return useEndpointMutation(endpoints.testing.setFollowUpToday, {
    success: (_, input) => NO_ANSWER_TESTING_MESSAGES.updated(Number(input.params.id)),
    failure: NO_ANSWER_TESTING_MESSAGES.updateFailed,
    onAnswered: (result) => {
      updateList((data) => ({ ...data, companies: patchRow(data.companies, result) }));
      onRowChanged?.(result.id);
    },
  });
};

export const useBulkSetFollowUpToday = () =>
  useEndpointMutation(endpoints.testing.bulkSetFollowUpToday, {
    success: (result) => NO_ANSWER_TESTING_MESSAGES.bulkUpdated(result.updated_count),
    failure: NO_ANSWER_TESTING_MESSAGES.bulkFailed,
  });

/** An appointment's new date from a write's answer, put into its row where it is in the reminder list. */
const useAppointmentInPlace = (onRowChanged?: OnRowChanged) => {
  const updateList = useUpdateCachedRead(endpoints.testing.reminderAppointments);
  return (result: { id: number; appointment_datetime: string }) => {
    updateList((data) => ({ ...data, appointments: patchRow(data.appointments, result) }));
    onRowChanged?.(result.id);
  };
};

export const useSetAppointmentToday = (onRowChanged?: OnRowChanged) =>
  useEndpointMutation(endpoints.testing.setAppointmentToday, {
    success: (_, input) => REMINDER_TESTING_MESSAGES.updated(Number(input.params.id)),
    failure: REMINDER_TESTING_MESSAGES.updateFailed,
    onAnswered: useAppointmentInPlace(onRowChanged),
  });

export const useBulkSetAppointmentsToday = () =>
  useEndpointMutation(endpoints.testing.bulkSetAppointmentsToday, {
    success: (result) => REMINDER_TESTING_MESSAGES.bulkUpdated(result.updated_count),
    failure: REMINDER_TESTING_MESSAGES.bulkFailed,
  });

export const useSetAppointmentTomorrow = (
  success: (id: number) => string,
  failure: string,
  onRowChanged?: OnRowChanged,
) =>
  useEndpointMutation(endpoints.testing.setAppointmentTomorrow, {
    success: (_, input) => success(Number(input.params.id)),
    failure,
    onAnswered: useAppointmentInPlace(onRowChanged),
  });

/** The notify page's test reminder: success false in the answer is a failure too ('Failed' or the server's message). */
export const useSendTestReminder = () =>
  useEndpointMutation(endpoints.notifications.appointmentReminderTest, {
    failure: NOTIFY_MESSAGES.sendFailed,
  });
