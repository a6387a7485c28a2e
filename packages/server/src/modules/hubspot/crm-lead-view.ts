import type { CrmLead, CrmLeadPayload } from '@callops/contracts/hubspot';
import type { CrmRecord } from '../../providers/hubspot/crm-provider';

const text = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

/** A CRM record in the API's shape. */
export function toCrmLead(record: CrmRecord): CrmLead {
  const p = record.properties;
  return {
    hubspot_id: record.id,
    name: text(p.name),
    email: text(p.email),
    phone: text(p.phone),
    city: text(p.city),
    service: text(p.service),
    hs_lead_status: text(p.hs_lead_status),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** The create/edit payload as CRM properties: a field left out stays as it is, an empty one is cleared. */
export function toCrmProperties(payload: CrmLeadPayload): CrmRecord['properties'] {
  const optional = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null || value === '' ? null : value;
  return {
    name: payload.name,
    phone: optional(payload.phone),
    city: optional(payload.city),
    service: optional(payload.service),
    hs_lead_status: payload.hs_lead_status,
  };
}

/** A booked lead's contact person as HubSpot contact properties: first word first name, the rest last name. */
export function bookedContactProperties(
  leadName: string | null | undefined,
  leadEmail: string | null | undefined,
): CrmRecord['properties'] {
  const [first, ...rest] = (leadName ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    ...(first ? { firstname: first, lastname: rest.join(' ') || null } : {}),
    ...(leadEmail ? { email: leadEmail } : {}),
  };
}
