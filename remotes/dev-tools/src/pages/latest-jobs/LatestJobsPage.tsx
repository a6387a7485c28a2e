import { endpoints } from '@callops/contracts';
import { useBusinessZone, useEndpointQuery } from '@callops/shell';
import { DATA_TABLES_TEXT } from '../../data-tables/data-tables-text';
import { LatestTablePage } from '../../data-tables/LatestTablePage';
import { jobFields } from './job-fields';
import { LATEST_JOBS_TEXT } from './latest-jobs-text';

export default function LatestJobsPage() {
  const businessTimezone = useBusinessZone();
  return (
    <LatestTablePage
      title={LATEST_JOBS_TEXT.title}
      query={useEndpointQuery(endpoints.jobs.latest)}
      rowsOf={(jobs) => jobs}
      footerOf={(jobs) => DATA_TABLES_TEXT.newest(jobs.length, LATEST_JOBS_TEXT.noun)}
      fields={jobFields(businessTimezone)}
      rowKey="id"
      csvName="latest-jobs"
      emptyText={LATEST_JOBS_TEXT.empty}
      errorTitle={LATEST_JOBS_TEXT.loadFailed}
    />
  );
}
