import type { Company } from '@callops/contracts/leads';
import { DataTable, type DataTableColumn, LeadStatusBadge, leadStatusLabel } from '@callops/ui';
import { Button, Flex, Typography } from 'antd';
import { callbackText, formatLeadDateTime } from '../../lead-dates';
import { DB_LEADS_TEXT } from './db-leads-text';

const C = DB_LEADS_TEXT.columns;

export interface LeadsTabProps {
  leads: Company[];
  footer: string;
  canEdit: boolean;
  zone: string;
  /** The lead whose follow-up is being set, while it is. */
  busyId: number | null;
  onEditStatus: (lead: Company) => void;
  onFollowUpToday: (lead: Company) => void;
}

export function LeadsTab({
  leads,
  footer,
  canEdit,
  zone,
  busyId,
  onEditStatus,
  onFollowUpToday,
}: LeadsTabProps) {
  const now = new Date();
  // A booked callback stands in for the follow-up date: it is when the lead is called next, on its own clock.
  const followUp = (lead: Company) =>
    callbackText(lead.callback, now) ?? formatLeadDateTime(lead.follow_up_date, zone);
  const columns: DataTableColumn<Company>[] = [
    { key: 'name', title: C.name },
    { key: 'phone', title: C.phone },
    { key: 'email', title: C.email },
    { key: 'city', title: C.city },
    { key: 'service', title: C.service },
    {
      key: 'lead_status',
      title: C.status,
      render: (lead) => (
        <Flex gap={8} align="center">
          <LeadStatusBadge status={lead.lead_status} />
          {canEdit && (
            <Button
              size="small"
              aria-label={DB_LEADS_TEXT.editStatusOf(lead.name)}
              onClick={() => onEditStatus(lead)}
            >
              {DB_LEADS_TEXT.editStatus}
            </Button>
          )}
        </Flex>
      ),
      searchValue: (lead) => leadStatusLabel(lead.lead_status),
    },
    { key: 'no_answer_count', title: C.noAnswer, align: 'right' },
    {
      key: 'follow_up_date',
      title: C.followUp,
      render: (lead) =>
        lead.callback ? (
          <Flex vertical>
            <span>{followUp(lead)}</span>
            {lead.callback.note && <Typography.Text type="secondary">{lead.callback.note}</Typography.Text>}
          </Flex>
        ) : (
          followUp(lead)
        ),
      searchValue: followUp,
    },
    {
      key: 'created_at',
      title: C.created,
      render: (lead) => formatLeadDateTime(lead.created_at, zone),
      searchValue: (lead) => formatLeadDateTime(lead.created_at, zone),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: C.actions,
            sortable: false,
            render: (lead: Company) => (
              <Button size="small" loading={busyId === lead.id} onClick={() => onFollowUpToday(lead)}>
                {DB_LEADS_TEXT.followUpToday}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={leads}
      rowKey="id"
      emptyText={DB_LEADS_TEXT.noLeads}
      ariaLabel={DB_LEADS_TEXT.tableLabel.leads}
      footer={<Typography.Text type="secondary">{footer}</Typography.Text>}
    />
  );
}
