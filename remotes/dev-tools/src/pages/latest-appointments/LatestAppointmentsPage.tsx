import { endpoints } from '@callops/contracts';
import { useBusinessZone, useEndpointQuery } from '@callops/shell';
import { DATA_TABLES_TEXT } from '../../data-tables/data-tables-text';
import { LatestTablePage } from '../../data-tables/LatestTablePage';
import { appointmentFields } from './appointment-fields';
import { LATEST_APPOINTMENTS_TEXT } from './latest-appointments-text';

export default function LatestAppointmentsPage() {
  const businessTimezone = useBusinessZone();
  const query = useEndpointQuery(endpoints.appointments.latest);
  // The status badges compare the follow-ups with the moment the rows arrived.
  const now = new Date(query.dataUpdatedAt || Date.now());
  return (
    <LatestTablePage
      title={LATEST_APPOINTMENTS_TEXT.title}
      query={query}
      rowsOf={(data) => data.appointments}
      footerOf={(data) =>
        DATA_TABLES_TEXT.newestOf(data.fetched_count, data.total_count, LATEST_APPOINTMENTS_TEXT.noun)
      }
      fields={appointmentFields(now, businessTimezone)}
      rowKey="id"
      csvName="latest-appointments"
      emptyText={LATEST_APPOINTMENTS_TEXT.empty}
      errorTitle={LATEST_APPOINTMENTS_TEXT.loadFailed}
    />
  );
}
