// Setting a lead's status by hand (spec §4, §5): any status from any other; an unchanged or empty choice only closes
// the editor; APPOINTMENT_BOOKED sends the lead name and e-mail (the sample ones when the lead has none), every
// other status sends them as null.
import { LEAD_STATUSES, type LeadStatus, SAMPLE_LEAD_CONTACT } from '@callops/contracts/leads';
import { leadStatusLabel } from '@callops/ui';

export const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: leadStatusLabel(status),
}));

export const needsBookedContact = (status: LeadStatus | undefined | null): boolean =>
  status === 'APPOINTMENT_BOOKED';

/** Whether a chosen status is a change to send, or only closes the editor. */
export function isStatusChange(
  current: string | null | undefined,
  chosen: LeadStatus | undefined | null,
): boolean {
  return !!chosen && chosen !== current;
}

export interface BookedContact {
  leadName: string;
  leadEmail: string;
}

/** What the lead name and e-mail fields start with: the lead's own, else the sample ones. */
export function bookedContactDefaults(lead: {
  name?: string | null | undefined;
  email?: string | null | undefined;
}): BookedContact {
  return {
    leadName: lead.name?.trim() || SAMPLE_LEAD_CONTACT.name,
    leadEmail: lead.email?.trim() || SAMPLE_LEAD_CONTACT.email,
  };
}

/** The name and e-mail sent with a status: given for APPOINTMENT_BOOKED (empty is null), null otherwise. */
export function contactSentWith(
  status: LeadStatus,
  contact: Partial<BookedContact>,
): { lead_name: string | null; lead_email: string | null } {
  if (!needsBookedContact(status)) return { lead_name: null, lead_email: null };
  return {
    lead_name: contact.leadName?.trim() || null,
    lead_email: contact.leadEmail?.trim() || null,
  };
}
