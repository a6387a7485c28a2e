// The testing helpers of spec §§2, 7: NO_ANSWER companies and reminder appointments moved to today (or tomorrow) at
// 10:00 in the business time zone, so an operator can run a calling or reminder job on them at once. The lists are
// capped; their summary counts cover every row and count by the badge rules of @callops/contracts/testing.
import { addCalendarDays, calendarDay, REMINDERS, todayAt, zonedDateTime } from '@callops/contracts/core';
import {
  type AppointmentDateResult,
  type FollowUpDateResult,
  NO_ANSWER_TESTING_MESSAGES,
  type NoAnswerCompaniesResponse,
  REMINDER_TESTING_MESSAGES,
  type ReminderAppointmentsResponse,
  type UpdatedCount,
} from '@callops/contracts/testing';
import { type AnyColumn, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, companies } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { businessTimezone } from '../../settings/live-settings';
import { toAppointment } from '../appointments/appointment-view';

const NO_ANSWER = 'NO_ANSWER';

/** [start, end) of the business day `dayOffset` days from today. */
function businessDay(now: Date, zone: string, dayOffset = 0): { start: Date; end: Date } {
  const day = addCalendarDays(calendarDay(now, zone), dayOffset);
  return {
    start: zonedDateTime(day, '00:00', zone),
    end: zonedDateTime(addCalendarDays(day, 1), '00:00', zone),
  };
}

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const within = (column: AnyColumn, range: { start: Date; end: Date }) =>
  sql`(${column} >= ${instant(range.start)} and ${column} < ${instant(range.end)})`;

export async function noAnswerCompanies(
  ctx: ServiceContext,
  { limit }: { limit: number },
): Promise<NoAnswerCompaniesResponse> {
  const zone = await businessTimezone(ctx);
  const today = businessDay(ctx.now, zone);
  const isNoAnswer = eq(companies.leadStatus, NO_ANSWER);
  // One pass over companies_status_follow_up_idx for the three cards.
  const [counts] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${within(companies.followUpDate, today)}))::int`,
      unset: sql<number>`(count(*) filter (where ${companies.followUpDate} is null))::int`,
    })
    .from(companies)
    .where(isNoAnswer);
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(isNoAnswer)
    .orderBy(sql`${companies.followUpDate} asc nulls first`, asc(companies.id))
    .limit(limit);
  return {
    companies: rows.map((row) => ({
      id: row.id,
      company_name: row.name,
      phone_number: row.phone,
      email: row.email,
      no_answer_count: row.noAnswerCount,
      follow_up_date: row.followUpDate?.toISOString() ?? null,
    })),
    total_count: counts?.total ?? 0,
    follow_up_today_count: counts?.today ?? 0,
    no_follow_up_count: counts?.unset ?? 0,
  };
}

export async function setFollowUpToday(ctx: ServiceContext, id: number): Promise<FollowUpDateResult> {
  const at = todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now);
  const [row] = await ctx.db
    .update(companies)
    .set({ followUpDate: at, updatedAt: ctx.now })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  if (!row) throw notFound(NO_ANSWER_TESTING_MESSAGES.unknownCompany(id));
  return { id, follow_up_date: at.toISOString() };
}

/** Ids that are not among `found`, in the order given. */
const missingIds = (ids: readonly number[], found: readonly { id: number }[]) => {
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
};

/** The given NO_ANSWER companies, or all of them, to today at 10:00; an unknown id changes nothing (400). */
export async function bulkSetFollowUpToday(
  ctx: ServiceContext,
  ids: readonly number[] | undefined,
): Promise<UpdatedCount> {
  const at = todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now);
  const where = ids
    ? and(eq(companies.leadStatus, NO_ANSWER), inArray(companies.id, [...ids]))
    : eq(companies.leadStatus, NO_ANSWER);
  const updated = await ctx.db
    .update(companies)
    .set({ followUpDate: at, updatedAt: ctx.now })
    .where(where)
    .returning({ id: companies.id });
  if (ids) {
    const missing = missingIds(ids, updated);
    // Thrown inside route()'s transaction: the rows already updated roll back with it.
    if (missing.length > 0) {
      const message = NO_ANSWER_TESTING_MESSAGES.unknownCompanies(missing);
      throw badRequest(message, [{ field: 'company_ids', message }]);
    }
  }
  return { updated_count: updated.length };
}

export async function reminderAppointments(
  ctx: ServiceContext,
  { limit }: { limit: number },
): Promise<ReminderAppointmentsResponse> {
  const zone = await businessTimezone(ctx);
  const today = businessDay(ctx.now, zone);
  const calledToday = within(appointments.callFollowupDatetime, today);
  const appointmentToday = within(appointments.appointmentDatetime, today);
  // The cards count by reminderTestingBadge: 'Already Called Today' first, then today's, then any other date.
  const [counts] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      ready: sql<number>`(count(*) filter (where not coalesce(${calledToday}, false) and ${appointmentToday}))::int`,
      scheduled: sql<number>`(count(*) filter (where not coalesce(${calledToday}, false) and ${appointments.appointmentDatetime} is not null and not ${appointmentToday}))::int`,
    })
    .from(appointments);
  // Today's and the coming ones first (soonest first), then past ones (latest first), then those without a date.
  const rows = await ctx.db
    .select()
    .from(appointments)
    .orderBy(
      sql`case when ${appointments.appointmentDatetime} >= ${instant(today.start)} then 0 when ${appointments.appointmentDatetime} is not null then 1 else 2 end`,
      sql`case when ${appointments.appointmentDatetime} >= ${instant(today.start)} then ${appointments.appointmentDatetime} end asc`,
      desc(appointments.appointmentDatetime),
      asc(appointments.id),
    )
    .limit(limit);
  return {
    appointments: rows.map(toAppointment),
    total_count: counts?.total ?? 0,
    ready_count: counts?.ready ?? 0,
    scheduled_count: counts?.scheduled ?? 0,
  };
}

async function setAppointmentDay(
  ctx: ServiceContext,
  id: number,
  dayOffset: 0 | 1,
): Promise<AppointmentDateResult> {
  const at = todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now, dayOffset);
  const [row] = await ctx.db
    .update(appointments)
    .set({ appointmentDatetime: at, updatedAt: ctx.now })
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  if (!row) throw notFound(REMINDER_TESTING_MESSAGES.unknownAppointment(id));
  return { id, appointment_datetime: at.toISOString() };
}

export const setAppointmentToday = (ctx: ServiceContext, id: number) => setAppointmentDay(ctx, id, 0);
export const setAppointmentTomorrow = (ctx: ServiceContext, id: number) => setAppointmentDay(ctx, id, 1);

/** The given appointments, or all of them, to today at 10:00; an unknown id changes nothing (400). */
export async function bulkSetAppointmentsToday(
  ctx: ServiceContext,
  ids: readonly number[] | undefined,
): Promise<UpdatedCount> {
  const at = todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now);
  const updated = await ctx.db
    .update(appointments)
    .set({ appointmentDatetime: at, updatedAt: ctx.now })
    .where(ids ? inArray(appointments.id, [...ids]) : undefined)
    .returning({ id: appointments.id });
  if (ids) {
    const missing = missingIds(ids, updated);
    if (missing.length > 0) {
      const message = REMINDER_TESTING_MESSAGES.unknownAppointments(missing);
      throw badRequest(message, [{ field: 'appointment_ids', message }]);
    }
  }
  return { updated_count: updated.length };
}
