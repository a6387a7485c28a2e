import { DATABASE_MANAGEMENT_MESSAGES as M } from '@callops/contracts/database';
import type { Company } from '@callops/contracts/leads';
import { useBusinessZone, useNotify } from '@callops/shell';
import type { DataTableColumn } from '@callops/ui';
import { formatTableDate } from '../../data-tables/table-dates';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';
import { SelectableTestingTable } from './SelectableTestingTable';
import { useCompaniesForTesting, useUpdateNoAnswerDates } from './use-database-management';

export function CompaniesForTestingPanel() {
  const businessTimezone = useBusinessZone();
  const notify = useNotify();
  const update = useUpdateNoAnswerDates();
  const followUp = (company: Company) => formatTableDate(company.follow_up_date, businessTimezone);
  const columns: DataTableColumn<Company>[] = [
    { key: 'name', title: T.columns.name },
    { key: 'phone', title: T.columns.phone },
    { key: 'no_answer_count', title: T.columns.noAnswer, align: 'right' },
    { key: 'follow_up_date', title: T.columns.followUp, render: followUp, searchValue: followUp },
  ];
  return (
    <SelectableTestingTable
      title={M.panels.companies}
      query={useCompaniesForTesting()}
      rowsOf={(data) => data.companies}
      totalOf={(data) => data.total_count}
      rowName={(company) => company.name}
      columns={columns}
      tableLabel={T.companiesTable}
      emptyText={T.noCompanies}
      loadFailed={M.loadFailed}
      bulkLabel={T.setFollowUpsToday}
      bulkBusy={update.isPending}
      onBulk={(ids) => update.mutateAsync({ body: { company_ids: ids } })}
      onNothingSelected={() => notify.error(M.selectCompany)}
    />
  );
}
