// Where the spec lists several response shapes, the client accepts them all and hands the caller the first
// (the one the contracts describe). Anything else is 'Unexpected response format from API'.

import type { Appointment, AppointmentsListResponse } from '@callops/contracts/appointments';
import {
  CALENDAR_MESSAGES,
  type CalendarAuthStatus,
  type CalendarAuthUrl,
} from '@callops/contracts/calendar';
import type { CallRecording, Pagination } from '@callops/contracts/calls';
import { UNEXPECTED_FORMAT_MESSAGE } from '@callops/contracts/core';
import type { Company, LeadsListResponse } from '@callops/contracts/leads';
import type { AdminPhonesResponse } from '@callops/contracts/settings';
import type { CombinedStats } from '@callops/contracts/stats';
import { ApiError } from './api-error';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const unexpected = () => new ApiError(200, UNEXPECTED_FORMAT_MESSAGE);

/** A list found as a bare array, under `key`, under `data`, or under `data.key`. */
export function listFrom<T>(value: unknown, ...keys: string[]): T[] {
  if (Array.isArray(value)) return value as T[];
  if (isRecord(value)) {
    for (const key of keys) if (Array.isArray(value[key])) return value[key] as T[];
    if ('data' in value) return listFrom<T>(value.data, ...keys);
  }
  throw unexpected();
}

const countOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** Counts sit beside the list, or beside it inside `data`. */
function countsOf(value: unknown): Json {
  if (!isRecord(value)) return {};
  return isRecord(value.data) ? { ...value.data, ...value } : value;
}

/** Leads in `leads` or `companies` (or bare), with the counts defaulting to the list's length. */
export function leadsList(value: unknown): LeadsListResponse {
  const leads = listFrom<Company>(value, 'leads', 'companies');
  const counts = countsOf(value);
  const fetched = countOr(counts.fetched_count, leads.length);
  return { leads, fetched_count: fetched, total_count: countOr(counts.total_count, fetched) };
}

/** Appointments in `appointments`, a bare array or a `data` array. */
export function appointmentsList(value: unknown): AppointmentsListResponse {
  const appointments = listFrom<Appointment>(value, 'appointments');
  const counts = countsOf(value);
  const fetched = countOr(counts.fetched_count, appointments.length);
  return { appointments, fetched_count: fetched, total_count: countOr(counts.total_count, fetched) };
}

export const companiesOnly = <T>(value: unknown): { companies: T[] } => ({
  companies: listFrom<T>(value, 'companies'),
});
export const appointmentsOnly = <T>(value: unknown): { appointments: T[] } => ({
  appointments: listFrom<T>(value, 'appointments'),
});

/** The three windows, wrapped in the envelope (already unwrapped here) or bare. */
export function combinedStats(value: unknown): CombinedStats {
  const stats = isRecord(value) && isRecord(value.data) && !('last_24h' in value) ? value.data : value;
  if (
    !isRecord(stats) ||
    !isRecord(stats.last_24h) ||
    !isRecord(stats.last_7d) ||
    !isRecord(stats.last_30d)
  ) {
    throw unexpected();
  }
  return stats as CombinedStats;
}

/** Status detail under `status` and/or flat `authorized`, `reason`: always both. */
export function calendarAuthStatus(value: unknown): CalendarAuthStatus {
  if (!isRecord(value)) throw new ApiError(200, CALENDAR_MESSAGES.noData);
  const nested = isRecord(value.status) ? value.status : {};
  const authorized = Boolean(nested.authorized ?? value.authorized ?? false);
  const reason = (nested.reason ?? value.reason ?? null) as string | null;
  const status = {
    authorized,
    reason,
    calendars_count: (nested.calendars_count ?? value.calendars_count ?? null) as number | null,
    api_access: Boolean(nested.api_access ?? value.api_access ?? false),
  };
  return { status, authorized, reason };
}

/** The consent URL in `auth_url` or `url`. */
export function calendarAuthUrl(value: unknown): CalendarAuthUrl {
  const url = isRecord(value) ? (value.auth_url ?? value.url) : typeof value === 'string' ? value : undefined;
  if (typeof url !== 'string' || url === '') throw new ApiError(200, CALENDAR_MESSAGES.noAuthUrl);
  return { auth_url: url };
}

/** Recordings: `data` with `pagination` beside it; pagination made up from the list when missing. */
export function recordingsPage(
  value: { data: unknown; pagination?: unknown },
  query: { limit?: number; offset?: number },
): { data: CallRecording[]; pagination: Pagination } {
  const data = listFrom<CallRecording>(value.data, 'recordings');
  const given = isRecord(value.pagination) ? value.pagination : {};
  return {
    data,
    pagination: {
      limit: countOr(given.limit, query.limit ?? data.length),
      offset: countOr(given.offset, query.offset ?? 0),
      total: countOr(given.total, data.length),
    },
  };
}

/** The admin phone list as `phoneNumbers`, `phone_numbers` or a bare array. */
export function adminPhones(value: unknown): AdminPhonesResponse {
  return { phoneNumbers: listFrom<string>(value, 'phoneNumbers', 'phone_numbers') };
}

/** Results that carry their own `success`: false raises their message (or `fallback`). */
export function requireSuccess<T extends { success: boolean; message?: string }>(
  result: T,
  fallback: string,
): T {
  if (result.success === false) throw new ApiError(200, result.message || fallback);
  return result;
}
