import type { Appointment } from '@callops/contracts/appointments';
import { DATABASE_MANAGEMENT_MESSAGES as M } from '@callops/contracts/database';
import { useBusinessZone, useNotify } from '@callops/shell';
import type { DataTableColumn } from '@callops/ui';
import { formatTableDate } from '../../data-tables/table-dates';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';
import { SelectableTestingTable } from './SelectableTestingTable';
import { useAppointmentsForTesting, useUpdateAppointmentDates } from './use-database-management';

export function AppointmentsForTestingPanel() {
  const businessTimezone = useBusinessZone();
  const notify = useNotify();
  const update = useUpdateAppointmentDates();
  const date = (appointment: Appointment) =>
    formatTableDate(appointment.appointment_datetime, businessTimezone);
  const columns: DataTableColumn<Appointment>[] = [
    { key: 'lead_name', title: T.columns.leadName },
    { key: 'company_name', title: T.columns.company },
    { key: 'appointment_datetime', title: T.columns.appointmentDate, render: date, searchValue: date },
    { key: 'remark', title: T.columns.remark },
  ];
  return (
    <SelectableTestingTable
      title={M.panels.appointments}
      query={useAppointmentsForTesting()}
      rowsOf={(data) => data.appointments}
      totalOf={(data) => data.total_count}
      rowName={(appointment) =>
        `${appointment.lead_name ?? appointment.company_name ?? ''} ${appointment.id}`.trim()
      }
      columns={columns}
      tableLabel={T.appointmentsTable}
      emptyText={T.noAppointments}
      loadFailed={M.loadFailed}
      bulkLabel={T.setAppointmentsToday}
      bulkBusy={update.isPending}
      onBulk={(ids) => update.mutateAsync({ body: { appointment_ids: ids } })}
      onNothingSelected={() => notify.error(M.selectAppointment)}
    />
  );
}
