import { REMINDERS, todayAt } from '@callops/contracts/core';
import type {
  AppointmentsForTesting,
  BulkUpdateResult,
  CompaniesForTesting,
} from '@callops/contracts/database';
import { DATABASE_MANAGEMENT_MESSAGES, TESTING_LIST_LIMIT } from '@callops/contracts/database';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, companies } from '../../db/schema';
import { notFound } from '../../errors';
import { businessTimezone } from '../../settings/live-settings';
import { countAppointments } from '../appointments/appointment-counts';
import { toAppointment } from '../appointments/appointment-view';
import { toCompany } from '../leads/company-view';

const M = DATABASE_MANAGEMENT_MESSAGES;

/** NO_ANSWER companies, the soonest follow-up first (companies_status_follow_up_idx), bounded. */
export async function companiesForTesting(ctx: ServiceContext): Promise<CompaniesForTesting> {
  const noAnswer = eq(companies.leadStatus, 'NO_ANSWER');
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(noAnswer)
    .orderBy(asc(companies.followUpDate), asc(companies.id))
    .limit(TESTING_LIST_LIMIT);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(companies).where(noAnswer);
  return { companies: rows.map(toCompany), total_count: count?.n ?? 0 };
}

/** Appointments, newest first (appointments_created_at_idx), bounded. */
export async function appointmentsForTesting(ctx: ServiceContext): Promise<AppointmentsForTesting> {
  const rows = await ctx.db
    .select()
    .from(appointments)
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(TESTING_LIST_LIMIT);
  return { appointments: rows.map(toAppointment), total_count: await countAppointments(ctx.db) };
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Today at 10:00 in the business time zone: what 'Set to today' means everywhere. */
async function todayAtTen(ctx: ServiceContext): Promise<Date> {
  return todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now);
}

/**
 * Moves the follow-up date of every given company to today at 10:00, so the next cold-calling round retries
 * them. All or nothing: one unknown id is a 404 and nothing changes.
 */
export async function updateNoAnswerDates(
  ctx: ServiceContext,
  { company_ids }: { company_ids: readonly number[] },
): Promise<BulkUpdateResult> {
  const ids = unique(company_ids);
  const at = await todayAtTen(ctx);
  const updated = await ctx.db
    .update(companies)
    .set({ followUpDate: at, updatedAt: ctx.now })
    .where(inArray(companies.id, ids))
    .returning({ id: companies.id });
  if (updated.length !== ids.length) {
    const found = new Set(updated.map((row) => row.id));
    // Thrown inside route()'s transaction: the rows already updated roll back with it.
    throw notFound(M.unknownCompanies(ids.filter((id) => !found.has(id))));
  }
  await ctx.audit({
    action: 'update',
    entity: 'company',
    entityKey: 'follow_up_date',
    newValue: `${ids.length} companies set to ${at.toISOString()}: ${ids.join(', ')}`,
  });
  return { message: M.noAnswerDatesUpdated(ids.length), updated_count: ids.length };
}

/**
 * Moves the date of every given appointment to today at 10:00, so today's reminder calls take them. All or
 * nothing, as above.
 */
export async function updateAppointmentDates(
  ctx: ServiceContext,
  { appointment_ids }: { appointment_ids: readonly number[] },
): Promise<BulkUpdateResult> {
  const ids = unique(appointment_ids);
  const at = await todayAtTen(ctx);
  const updated = await ctx.db
    .update(appointments)
    .set({ appointmentDatetime: at, updatedAt: ctx.now })
    .where(inArray(appointments.id, ids))
    .returning({ id: appointments.id });
  if (updated.length !== ids.length) {
    const found = new Set(updated.map((row) => row.id));
    throw notFound(M.unknownAppointments(ids.filter((id) => !found.has(id))));
  }
  await ctx.audit({
    action: 'update',
    entity: 'appointment',
    entityKey: 'appointment_datetime',
    newValue: `${ids.length} appointments set to ${at.toISOString()}: ${ids.join(', ')}`,
  });
  return { message: M.appointmentDatesUpdated(ids.length), updated_count: ids.length };
}
