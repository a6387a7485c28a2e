import { endpoints } from '@callops/contracts';
import type { Appointment } from '@callops/contracts/appointments';
import { NOTIFY_MESSAGES } from '@callops/contracts/notifications';
import { notifyBadge } from '@callops/contracts/testing';
import { useBusinessZone, useCan, useNotify } from '@callops/shell';
import { type DataTableColumn, StatusBadge, useRowFlash } from '@callops/ui';
import { Button, Flex, Typography } from 'antd';
import { TestingListPage } from './TestingListPage';
import { formatInZone, reminderTimes } from './testing-format';
import { useReminderAppointments, useSendTestReminder, useSetAppointmentTomorrow } from './testing-queries';
import { TESTING_TEXT } from './testing-text';

export default function ReminderNotifyPage() {
  const zone = useBusinessZone();
  const notify = useNotify();
  const query = useReminderAppointments();
  const rowFlash = useRowFlash();
  const setTomorrow = useSetAppointmentTomorrow(
    () => NOTIFY_MESSAGES.setTomorrow,
    NOTIFY_MESSAGES.tomorrowFailed,
    rowFlash.flash,
  );
  const send = useSendTestReminder();
  const canWrite = useCan()(endpoints.notifications.appointmentReminderTest);
  const now = Date.now();
  const name = (a: Appointment) => a.lead_name ?? NOTIFY_MESSAGES.defaultName;

  const sendReminder = (a: Appointment) => {
    if (!a.appointment_datetime) return;
    send.mutate(
      {
        body: {
          companyName: name(a),
          email: a.lead_email,
          phone: a.lead_number,
          ...reminderTimes(a.appointment_datetime, zone),
          isDayBefore: true,
        },
      },
      {
        onSuccess: (result) =>
          result.success
            ? notify.success(NOTIFY_MESSAGES.sent)
            : notify.error(result.message || NOTIFY_MESSAGES.failed),
      },
    );
  };

  const columns: DataTableColumn<Appointment>[] = [
    { key: 'lead_name', title: TESTING_TEXT.lead, render: (a) => name(a) },
    {
      key: 'lead_email',
      title: TESTING_TEXT.email,
      render: (a) =>
        a.lead_email ?? <Typography.Text type="secondary">{NOTIFY_MESSAGES.noEmail}</Typography.Text>,
    },
    {
      key: 'lead_number',
      title: TESTING_TEXT.phone,
      render: (a) =>
        a.lead_number ?? <Typography.Text type="secondary">{NOTIFY_MESSAGES.noPhone}</Typography.Text>,
    },
    {
      key: 'appointment_datetime',
      title: TESTING_TEXT.dateAndTime,
      render: (a) => formatInZone(a.appointment_datetime, zone) ?? TESTING_TEXT.notSet,
    },
    {
      key: 'status',
      title: TESTING_TEXT.status,
      sortValue: (a) => notifyBadge(a, now, zone).label,
      render: (a) => <StatusBadge {...notifyBadge(a, now, zone)} />,
    },
    {
      key: 'actions',
      title: TESTING_TEXT.actions,
      sortable: false,
      render: (a) =>
        canWrite && (
          <Flex gap={8}>
            <Button
              size="small"
              aria-label={`${TESTING_TEXT.setTomorrow}: ${name(a)}`}
              disabled={setTomorrow.isPending}
              onClick={() => setTomorrow.mutate({ params: { id: a.id } })}
            >
              {TESTING_TEXT.setTomorrow}
            </Button>
            <Button
              size="small"
              type="primary"
              aria-label={`${TESTING_TEXT.sendReminder}: ${name(a)}`}
              disabled={!a.appointment_datetime || (!a.lead_email && !a.lead_number)}
              loading={send.isPending && send.variables?.body.companyName === name(a)}
              onClick={() => sendReminder(a)}
            >
              {TESTING_TEXT.sendReminder}
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <TestingListPage
      title={TESTING_TEXT.notifyTitle}
      query={query}
      rowsOf={(data) => data.appointments}
      totalOf={(data) => data.total_count}
      columns={columns}
      rowFlash={rowFlash}
      messages={NOTIFY_MESSAGES}
    />
  );
}
