import type { Call } from '@callops/contracts/calls';
import { EMPTY_TEXT, TRUNCATION } from '@callops/contracts/core';
import { JOB_TYPE_LABELS } from '@callops/contracts/jobs';
import { AudioPlayer, ExpandableText, StatusBadge } from '@callops/ui';
import { Typography } from 'antd';
import { copyField, dateField, slNoField } from '../../data-tables/common-fields';
import type { TableField } from '../../data-tables/table-field';
import {
  callCostText,
  callLeadName,
  callStatusTone,
  callTextView,
  callTransferText,
  shownCallSid,
} from './call-row';
import { LATEST_CALLS_TEXT } from './latest-calls-text';

const C = LATEST_CALLS_TEXT.columns;
const EXPANDED_TEXT_WIDTH = 360;

function CallText({ call, text }: { call: Call; text: string | null }) {
  const view = callTextView(call, text);
  if (!view) return <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>;
  // The table sizes its columns to their content: an expanded transcript wraps instead of making one long row.
  return (
    <div style={{ maxWidth: EXPANDED_TEXT_WIDTH }}>
      <ExpandableText
        text={view.full}
        maxLength={TRUNCATION.tableTextCutAt}
        longerThan={TRUNCATION.tableTextLongerThan}
      />
    </div>
  );
}

const textField = (key: 'call_transcript' | 'call_summary', title: string): TableField<Call> => ({
  key,
  title,
  render: (call) => <CallText call={call} text={call[key]} />,
  csv: (call) => call[key],
});

/**
 * Spec §2: Sl No, Lead Name, Lead Email, Company Name, Company Phone, Status, Job Type, Created At, Transcript,
 * Summary, Recording, ID, Company ID, Call SID; and the warm transfer the lead asked for, after the summary.
 */
export function callFields(zone: string): TableField<Call>[] {
  const jobType = (call: Call) => (call.job_type ? JOB_TYPE_LABELS[call.job_type] : null);
  return [
    slNoField(),
    {
      key: 'lead_name',
      title: C.leadName,
      render: callLeadName,
      searchValue: callLeadName,
      csv: (call) => call.lead_name,
    },
    { key: 'lead_email', title: C.leadEmail, csv: (call) => call.lead_email },
    { key: 'company_name', title: C.companyName, csv: (call) => call.company_name },
    { key: 'company_phone', title: C.companyPhone, csv: (call) => call.company_phone },
    {
      key: 'status',
      title: C.status,
      render: (call) => <StatusBadge label={call.status} tone={callStatusTone(call.status)} />,
      csv: (call) => call.status,
    },
    {
      key: 'job_type',
      title: C.jobType,
      render: (call) => jobType(call) ?? EMPTY_TEXT,
      sortValue: jobType,
      searchValue: jobType,
      csv: (call) => call.job_type,
    },
    dateField('created_at', C.createdAt, zone),
    textField('call_transcript', C.transcript),
    textField('call_summary', C.summary),
    {
      key: 'transfer',
      title: C.transfer,
      render: (call) => callTransferText(call) ?? EMPTY_TEXT,
      sortValue: callTransferText,
      searchValue: callTransferText,
      csv: callTransferText,
    },
    {
      key: 'call_rec_url',
      title: C.recording,
      sortable: false,
      render: (call) => (
        <AudioPlayer
          src={call.call_rec_url}
          compact
          label={`${call.lead_name ?? call.company_name ?? ''} ${call.id}`}
        />
      ),
      csv: (call) => call.call_rec_url,
    },
    {
      key: 'cost_usd',
      title: C.cost,
      align: 'right',
      render: (call) => callCostText(call),
      sortValue: (call) => call.cost_usd ?? -1,
      searchValue: callCostText,
      csv: (call) => call.cost_usd,
    },
    { key: 'id', title: C.id, csv: (call) => call.id },
    { key: 'company_id', title: C.companyId, csv: (call) => call.company_id },
    copyField('call_sid', C.callSid, { shown: shownCallSid }),
  ];
}
