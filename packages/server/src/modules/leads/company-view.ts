import type { Company } from '@callops/contracts/leads';
import type { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

/** A companies row in the API's shape. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    hubspot_id: row.hubspotId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    service: row.service,
    lead_status: row.leadStatus as Company['lead_status'],
    lead_score: row.leadScore,
    no_answer_count: row.noAnswerCount,
    follow_up_date: row.followUpDate ? row.followUpDate.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    callee_time_zone: row.calleeZones?.length === 1 ? (row.calleeZones[0] ?? null) : null,
    callback:
      row.callbackAt && row.callbackZone
        ? { at: row.callbackAt.toISOString(), zone: row.callbackZone, note: row.callbackNote }
        : null,
  };
}
