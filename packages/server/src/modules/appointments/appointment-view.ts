import type { Appointment } from '@callops/contracts/appointments';
import type { LeadStatus } from '@callops/contracts/leads';
import type { appointments } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An appointments row in the API's shape. */
export function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    company_id: row.companyId,
    lead_name: row.leadName,
    lead_email: row.leadEmail,
    lead_number: row.leadNumber,
    company_name: row.companyName,
    service: row.service,
    appointment_datetime: iso(row.appointmentDatetime),
    sms_mail_followup_datetime: iso(row.smsMailFollowupDatetime),
    call_followup_datetime: iso(row.callFollowupDatetime),
    remark: row.remark,
    is_rescheduled: row.isRescheduled,
    reschedule_count: row.rescheduleCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An appointment with the lead status of its company (null without one), for the screens that edit it. */
export const toAppointmentWithLeadStatus = (row: AppointmentRow, leadStatus: string | null): Appointment => ({
  ...toAppointment(row),
  lead_status: leadStatus as LeadStatus | null,
});
