import { endpoints } from '@callops/contracts';
import { useBusinessZone, useEndpointQuery } from '@callops/shell';
import { DATA_TABLES_TEXT } from '../../data-tables/data-tables-text';
import { LatestTablePage } from '../../data-tables/LatestTablePage';
import { companyFields } from './company-fields';
import { LATEST_COMPANIES_TEXT } from './latest-companies-text';

export default function LatestCompaniesPage() {
  const businessTimezone = useBusinessZone();
  return (
    <LatestTablePage
      title={LATEST_COMPANIES_TEXT.title}
      query={useEndpointQuery(endpoints.companies.latest)}
      rowsOf={(data) => data.leads}
      footerOf={(data) =>
        DATA_TABLES_TEXT.newestOf(data.fetched_count, data.total_count, LATEST_COMPANIES_TEXT.noun)
      }
      fields={companyFields(businessTimezone)}
      rowKey="id"
      csvName="latest-companies"
      emptyText={LATEST_COMPANIES_TEXT.empty}
      errorTitle={LATEST_COMPANIES_TEXT.loadFailed}
    />
  );
}
