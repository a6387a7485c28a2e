import { endpoints } from '@callops/contracts';
import type { Appointment } from '@callops/contracts/appointments';
import { REMINDER_TESTING_MESSAGES, reminderTestingBadge } from '@callops/contracts/testing';
import { useBusinessZone, useCan } from '@callops/shell';
import { type DataTableColumn, StatusBadge, useRowFlash } from '@callops/ui';
import { Button, Flex, Typography } from 'antd';
import { TestingListPage } from './TestingListPage';
import { formatInZone } from './testing-format';
import {
  useBulkSetAppointmentsToday,
  useReminderAppointments,
  useSetAppointmentToday,
  useSetAppointmentTomorrow,
} from './testing-queries';
import { TESTING_TEXT } from './testing-text';

export default function ReminderTestingPage() {
  const zone = useBusinessZone();
  const query = useReminderAppointments();
  const rowFlash = useRowFlash();
  const setToday = useSetAppointmentToday(rowFlash.flash);
  const setTomorrow = useSetAppointmentTomorrow(
    REMINDER_TESTING_MESSAGES.updatedTomorrow,
    REMINDER_TESTING_MESSAGES.tomorrowFailed,
    rowFlash.flash,
  );
  const setAll = useBulkSetAppointmentsToday();
  const canWrite = useCan()(endpoints.testing.setAppointmentToday);
  const busy = setAll.isPending || setToday.isPending || setTomorrow.isPending;
  const now = Date.now();
  const name = (a: Appointment) => a.lead_name ?? a.company_name ?? TESTING_TEXT.idLabel(a.id);

  const columns: DataTableColumn<Appointment>[] = [
    {
      key: 'lead_name',
      title: TESTING_TEXT.lead,
      render: (a) => (
        <Flex vertical>
          <span>{a.lead_name ?? 'N/A'}</span>
          <Typography.Text type="secondary">{TESTING_TEXT.idLabel(a.id)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'company_name', title: TESTING_TEXT.company, render: (a) => a.company_name ?? 'N/A' },
    {
      key: 'lead_number',
      title: TESTING_TEXT.contact,
      render: (a) => (
        <Flex vertical>
          <span>{a.lead_number ?? 'N/A'}</span>
          {a.lead_email && <Typography.Text type="secondary">{a.lead_email}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'appointment_datetime',
      title: TESTING_TEXT.appointmentDate,
      render: (a) => formatInZone(a.appointment_datetime, zone) ?? TESTING_TEXT.notSet,
    },
    {
      key: 'status',
      title: TESTING_TEXT.status,
      sortValue: (a) => reminderTestingBadge(a, now, zone).label,
      render: (a) => <StatusBadge {...reminderTestingBadge(a, now, zone)} />,
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
              aria-label={`${TESTING_TEXT.setToday}: ${name(a)}`}
              disabled={busy}
              onClick={() => setToday.mutate({ params: { id: a.id } })}
            >
              {TESTING_TEXT.setToday}
            </Button>
            <Button
              size="small"
              aria-label={`${TESTING_TEXT.setTomorrow}: ${name(a)}`}
              disabled={busy}
              onClick={() => setTomorrow.mutate({ params: { id: a.id } })}
            >
              {TESTING_TEXT.setTomorrow}
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <TestingListPage
      title={TESTING_TEXT.reminderTitle}
      query={query}
      rowsOf={(data) => data.appointments}
      totalOf={(data) => data.total_count}
      columns={columns}
      rowFlash={rowFlash}
      messages={REMINDER_TESTING_MESSAGES}
      cardsOf={(data) => [
        { label: TESTING_TEXT.totalAppointments, value: data.total_count },
        { label: TESTING_TEXT.readyForReminder, value: data.ready_count },
        { label: TESTING_TEXT.scheduled, value: data.scheduled_count },
      ]}
      setAll={
        canWrite
          ? {
              busy,
              pending: setAll.isPending,
              run: (rows) => setAll.mutate({ body: { appointment_ids: rows.map((a) => a.id) } }),
            }
          : undefined
      }
    />
  );
}
