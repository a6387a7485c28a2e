import { endpoints } from '@callops/contracts';
import { useBusinessZone, useEndpointQuery } from '@callops/shell';
import { DATA_TABLES_TEXT } from '../../data-tables/data-tables-text';
import { LatestTablePage } from '../../data-tables/LatestTablePage';
import { callFields } from './call-fields';
import { LATEST_CALLS_TEXT } from './latest-calls-text';

export default function LatestCallsPage() {
  const businessTimezone = useBusinessZone();
  return (
    <LatestTablePage
      title={LATEST_CALLS_TEXT.title}
      query={useEndpointQuery(endpoints.calls.latest)}
      rowsOf={(calls) => calls}
      footerOf={(calls) => DATA_TABLES_TEXT.newest(calls.length, LATEST_CALLS_TEXT.noun)}
      fields={callFields(businessTimezone)}
      rowKey="id"
      csvName="latest-calls"
      emptyText={LATEST_CALLS_TEXT.empty}
      errorTitle={LATEST_CALLS_TEXT.loadFailed}
    />
  );
}
