import { type Appointment, appointmentStatusBadges } from '@callops/contracts/appointments';
import { COPY_FEEDBACK } from '@callops/contracts/core';
import { StatusBadge } from '@callops/ui';
import { Flex } from 'antd';
import { copyField, dateField } from '../../data-tables/common-fields';
import type { TableField } from '../../data-tables/table-field';
import { LATEST_APPOINTMENTS_TEXT } from './latest-appointments-text';

const C = LATEST_APPOINTMENTS_TEXT.columns;
const copyFeedback = { feedbackMs: COPY_FEEDBACK.appointmentsTableDurationMs };

/**
 * Spec §2: Lead Name, Email, Phone, Appointment Date, SMS/Email Follow-up, Call Follow-up, Company, Remarks
 * (cut at 50 with expand/collapse), Created, and the computed Status of spec §4 at `now`.
 */
export function appointmentFields(now: Date, zone: string): TableField<Appointment>[] {
  const statusText = (appointment: Appointment) =>
    appointmentStatusBadges(appointment, now)
      .map((badge) => badge.label)
      .join(', ');
  return [
    { key: 'lead_name', title: C.leadName, csv: (a) => a.lead_name },
    copyField('lead_email', C.email, copyFeedback),
    copyField('lead_number', C.phone, copyFeedback),
    dateField('appointment_datetime', C.appointmentDate, zone),
    dateField('sms_mail_followup_datetime', C.smsEmailFollowUp, zone),
    dateField('call_followup_datetime', C.callFollowUp, zone),
    { key: 'company_name', title: C.company, csv: (a) => a.company_name },
    { key: 'remark', title: C.remarks, csv: (a) => a.remark },
    dateField('created_at', C.created, zone),
    {
      key: 'status',
      title: C.status,
      render: (appointment) => (
        <Flex gap={4} wrap>
          {appointmentStatusBadges(appointment, now).map((badge) => (
            <StatusBadge key={badge.label} label={badge.label} tone={badge.tone} />
          ))}
        </Flex>
      ),
      sortValue: statusText,
      searchValue: statusText,
      csv: statusText,
    },
  ];
}
