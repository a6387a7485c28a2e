import type { Appointment, AppointmentDateType } from '@callops/contracts/appointments';
import { DataTable, type DataTableColumn, LeadStatusBadge, leadStatusLabel } from '@callops/ui';
import { Button, Flex, Typography } from 'antd';
import { formatLeadDateTime } from '../../lead-dates';
import { DB_LEADS_TEXT } from './db-leads-text';

const C = DB_LEADS_TEXT.columns;

/** Which 'set to today' of an appointment. */
export type AppointmentToday = AppointmentDateType | 'call';

export interface AppointmentsTabProps {
  appointments: Appointment[];
  footer: string;
  canEdit: boolean;
  zone: string;
  /** The action running, while it does. */
  busy: { id: number; kind: AppointmentToday } | null;
  onEditStatus: (appointment: Appointment) => void;
  onSetToday: (appointment: Appointment, kind: AppointmentToday) => void;
}

const TODAY_ACTIONS: { kind: AppointmentToday; label: string }[] = [
  { kind: 'appointment', label: DB_LEADS_TEXT.appointmentToday },
  { kind: 'sms_email', label: DB_LEADS_TEXT.smsEmailToday },
  { kind: 'call', label: DB_LEADS_TEXT.callToday },
];

const dateColumn = (
  key: 'appointment_datetime' | 'sms_mail_followup_datetime' | 'call_followup_datetime' | 'created_at',
  title: string,
  zone: string,
): DataTableColumn<Appointment> => ({
  key,
  title,
  render: (a) => formatLeadDateTime(a[key], zone),
  searchValue: (a) => formatLeadDateTime(a[key], zone),
});

export function AppointmentsTab({
  appointments,
  footer,
  canEdit,
  zone,
  busy,
  onEditStatus,
  onSetToday,
}: AppointmentsTabProps) {
  const columns: DataTableColumn<Appointment>[] = [
    { key: 'lead_name', title: C.leadName },
    { key: 'lead_email', title: C.email },
    { key: 'lead_number', title: C.phone },
    { key: 'company_name', title: C.company },
    dateColumn('appointment_datetime', C.appointmentDate, zone),
    dateColumn('sms_mail_followup_datetime', C.smsEmailFollowUp, zone),
    dateColumn('call_followup_datetime', C.callFollowUp, zone),
    {
      key: 'lead_status',
      title: C.status,
      render: (a) => (
        <Flex gap={8} align="center">
          <LeadStatusBadge status={a.lead_status} />
          {canEdit && a.company_id !== null && (
            <Button
              size="small"
              aria-label={DB_LEADS_TEXT.editStatusOf(a.lead_name ?? a.company_name ?? DB_LEADS_TEXT.unnamed)}
              onClick={() => onEditStatus(a)}
            >
              {DB_LEADS_TEXT.editStatus}
            </Button>
          )}
        </Flex>
      ),
      searchValue: (a) => (a.lead_status ? leadStatusLabel(a.lead_status) : ''),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: C.actions,
            sortable: false,
            render: (a: Appointment) => (
              <Flex gap={8}>
                {TODAY_ACTIONS.map(({ kind, label }) => (
                  <Button
                    key={kind}
                    size="small"
                    loading={busy?.id === a.id && busy.kind === kind}
                    onClick={() => onSetToday(a, kind)}
                  >
                    {label}
                  </Button>
                ))}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={appointments}
      rowKey="id"
      emptyText={DB_LEADS_TEXT.noAppointments}
      ariaLabel={DB_LEADS_TEXT.tableLabel.appointments}
      footer={<Typography.Text type="secondary">{footer}</Typography.Text>}
    />
  );
}
