import type { Company } from '@callops/contracts/leads';
import { leadStatusLabel, StatusBadge } from '@callops/ui';
import { copyField, dateField, slNoField } from '../../data-tables/common-fields';
import type { TableField } from '../../data-tables/table-field';
import { LATEST_COMPANIES_TEXT } from './latest-companies-text';

const C = LATEST_COMPANIES_TEXT.columns;

/**
 * Spec §2: Sl No, Name, Email, Phone, Lead Status, City, Service, No Answer, Follow Up, Created At, Updated At, ID,
 * HubSpot ID; and beyond it, the callee's time zone after the city.
 */
export function companyFields(zone: string): TableField<Company>[] {
  return [
    slNoField(),
    { key: 'name', title: C.name, csv: (company) => company.name },
    copyField('email', C.email),
    copyField('phone', C.phone),
    {
      key: 'lead_status',
      title: C.leadStatus,
      // A plain badge: the kanban colours as text on their own tint fall short of the contrast AA asks for.
      render: (company) => <StatusBadge label={leadStatusLabel(company.lead_status)} />,
      searchValue: (company) => leadStatusLabel(company.lead_status),
      csv: (company) => company.lead_status,
    },
    { key: 'city', title: C.city, csv: (company) => company.city },
    {
      key: 'callee_time_zone',
      title: C.timeZone,
      render: (company) => company.callee_time_zone ?? LATEST_COMPANIES_TEXT.unknownZone,
      searchValue: (company) => company.callee_time_zone ?? LATEST_COMPANIES_TEXT.unknownZone,
      csv: (company) => company.callee_time_zone,
    },
    { key: 'service', title: C.service, csv: (company) => company.service },
    { key: 'no_answer_count', title: C.noAnswer, align: 'right', csv: (company) => company.no_answer_count },
    dateField('follow_up_date', C.followUp, zone),
    dateField('created_at', C.createdAt, zone),
    dateField('updated_at', C.updatedAt, zone),
    { key: 'id', title: C.id, csv: (company) => company.id },
    copyField('hubspot_id', C.hubspotId),
  ];
}
