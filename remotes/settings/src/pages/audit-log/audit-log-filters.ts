import type { AuditLogFilters } from '@callops/contracts/audit-log';
import { addCalendarDays, zonedDateTime } from '@callops/contracts/core';

/** What the page's filters hold: a choice each (or none), and calendar days (YYYY-MM-DD) in the business zone. */
export interface AuditLogPageFilters {
  username?: string;
  action?: string;
  entity?: string;
  fromDay?: string;
  /** The last day shown, whole. */
  toDay?: string;
}

/** The filters as the API takes them: only the ones set; days become instants of `zone` (the end exclusive). */
export function auditQueryOf(
  { username, action, entity, fromDay, toDay }: AuditLogPageFilters,
  zone: string,
): AuditLogFilters {
  return {
    ...(username ? { username } : {}),
    ...(action ? { action } : {}),
    ...(entity ? { entity } : {}),
    ...(fromDay ? { from: zonedDateTime(fromDay, '00:00', zone).toISOString() } : {}),
    ...(toDay ? { to: zonedDateTime(addCalendarDays(toDay, 1), '00:00', zone).toISOString() } : {}),
  };
}
