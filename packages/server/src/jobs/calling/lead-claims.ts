// Which leads and appointments a calling job may call now, and claiming them. A claim is one UPDATE over rows
// picked with FOR UPDATE SKIP LOCKED: two dispatchers (in one process or in several on one PostgreSQL) never get
// the same row, and a claimed lead leaves the statuses the next claim looks for (NEW → NEW_IN_PROGRESS,
// NO_ANSWER → NO_ANSWER_IN_PROGRESS), so no lead is called twice at once.
import { addCalendarDays, calendarDay, zonedDateTime } from '@callops/contracts/core';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { plannedPerRun } from '../../db/pglite-query';
import { callableNow, onDoNotCallList } from '../../modules/compliance/lead-eligibility';
import type { EngineSettings } from '../../settings/live-settings';

export interface ClaimedLead {
  kind: 'lead';
  companyId: number;
  name: string;
  phone: string;
  email: string | null;
  service: string | null;
  statusBefore: 'NEW' | 'NO_ANSWER';
}

export interface ClaimedAppointment {
  kind: 'appointment';
  appointmentId: number;
  companyId: number | null;
  leadName: string | null;
  leadEmail: string | null;
  phone: string;
  companyName: string | null;
  service: string | null;
  appointmentAt: Date | null;
}

/** The business day around `now`: [start, end) instants. */
export function businessDay(now: Date, zone: string): { start: Date; end: Date } {
  const today = calendarDay(now, zone);
  return {
    start: zonedDateTime(today, '00:00', zone),
    end: zonedDateTime(addCalendarDays(today, 1), '00:00', zone),
  };
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Leads due for a cold call (spec: NEW, and NO_ANSWER whose follow-up date is today or earlier), with a phone, not
 * yet called by the job (when there is one). Whether they may be called now is callableNow's question.
 */
export function dueLeads(ctx: ServiceContext, jobId: string | null, zone: string): SQL {
  const { end } = businessDay(ctx.now, zone);
  return sql`
  (c.lead_status = 'NEW' or (c.lead_status = 'NO_ANSWER' and c.follow_up_date < ${end.toISOString()}::timestamptz))
  and coalesce(c.phone, '') <> ''
  ${jobId ? sql`and not exists (select 1 from calls k where k.job_id = ${jobId} and k.company_id = c.id)` : sql``}`;
}

export async function countEligibleLeads(ctx: ServiceContext, jobId: string, zone: string): Promise<number> {
  const [row] = rows<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from companies c where ${dueLeads(ctx, jobId, zone)}`),
  );
  return row?.n ?? 0;
}

/** Due leads of the job that may not be called now but may be later (not on the do-not-call list). */
export async function countWaitingLeads(
  ctx: ServiceContext,
  jobId: string,
  settings: EngineSettings,
): Promise<number> {
  const [row] = rows<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from companies c
      where ${dueLeads(ctx, jobId, settings.timeZone)} and not ${onDoNotCallList} and not ${callableNow(ctx, settings)}`),
  );
  return row?.n ?? 0;
}

/** A claim is the lead's first call unless one came before (the Dashboard's time to first call). */
const firstCalled = (now: string) => sql`first_called_at = coalesce(c.first_called_at, ${now}::timestamptz)`;

/** Leads a claim statement looks at, in the order they are called: its cost is this window, not every due lead. */
const CLAIM_WINDOW = 500;

/**
 * The first window of a claim: a few times the leads it wants, since every lead in a window is checked before any
 * is taken (a round freeing a dozen slots checked 500 leads). Windows double while they hold too few callable ones.
 */
const firstWindow = (take: number): number => Math.min(CLAIM_WINDOW, Math.max(4 * take, 32));

type ClaimRow = { id: number; name: string; phone: string; email: string | null; service: string | null };

/**
 * Claims up to `take` leads of one status, in order (NEW oldest first, NO_ANSWER by follow-up date): a window of
 * them at a time, read off the status index, and claimed among those that may be called now. Only when a window
 * holds too few callable leads does the next one follow, so a round costs its window, however many leads are due
 * (a whole-table candidate scan and sort grew with the campaign).
 */
async function claimByStatus(
  ctx: ServiceContext,
  jobId: string,
  status: 'NEW' | 'NO_ANSWER',
  take: number,
  settings: EngineSettings,
): Promise<ClaimRow[]> {
  const now = ctx.now.toISOString();
  const order = status === 'NEW' ? sql`c.created_at` : sql`c.follow_up_date`;
  // A NO_ANSWER lead is due once its follow-up date has come (dueLeads): the window holds due ones only.
  const due =
    status === 'NEW'
      ? sql``
      : sql`and c.follow_up_date < ${businessDay(ctx.now, settings.timeZone).end.toISOString()}::timestamptz`;
  const claimed: ClaimRow[] = [];
  let after: { at: string; id: number } | null = null;
  let size = firstWindow(take);
  while (claimed.length < take) {
    const window = rows<{ id: number; at: string }>(
      await ctx.db.execute(sql`
        select c.id, ${order}::text as at from companies c
        where c.lead_status = ${status} ${due}
          ${after ? sql`and (${order}, c.id) > (${after.at}::timestamptz, ${after.id}::int)` : sql``}
        order by ${order}, c.id
        limit ${size}`),
    );
    if (window.length === 0) break;
    const place = new Map(window.map((lead, i) => [lead.id, i]));
    const got = rows<ClaimRow>(
      await ctx.db.execute(
        plannedPerRun(sql`
          with picked as (
            select c.id from companies c
            where c.id = any(string_to_array(${window.map((lead) => lead.id).join(',')}, ',')::int[])
              and c.lead_status = ${status} and ${dueLeads(ctx, jobId, settings.timeZone)}
              and ${callableNow(ctx, settings)}
            order by ${order}, c.id
            limit ${take - claimed.length}
            for update skip locked
          )
          update companies c
          set lead_status = ${`${status}_IN_PROGRESS`}, claimed_at = ${now}::timestamptz,
              claimed_by_job_id = ${jobId}, updated_at = ${now}::timestamptz, ${firstCalled(now)}
          where c.id = any(array(select id from picked))
          returning c.id, c.name, c.phone, c.email, c.service`),
      ),
    );
    // Called in the order they were picked (an UPDATE returns its rows in no particular order).
    claimed.push(...got.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0)));
    if (window.length < size) break;
    after = window[window.length - 1] as { at: string; id: number };
    size = Math.min(CLAIM_WINDOW, size * 2);
  }
  return claimed;
}

/**
 * Speed to lead: NEW leads created within the last `speed_to_lead_minutes`, newest first, ahead of every other lead.
 * They are few, so one statement claims them (companies_status_created_idx, read backwards from now).
 */
async function claimFreshLeads(
  ctx: ServiceContext,
  jobId: string,
  take: number,
  settings: EngineSettings,
): Promise<ClaimRow[]> {
  if (settings.speedToLeadMinutes <= 0) return [];
  const now = ctx.now.toISOString();
  const since = new Date(ctx.now.getTime() - settings.speedToLeadMinutes * 60_000).toISOString();
  const got = rows<ClaimRow & { at: string }>(
    await ctx.db.execute(sql`
      with picked as (
        select c.id from companies c
        where c.lead_status = 'NEW' and c.created_at >= ${since}::timestamptz
          and ${dueLeads(ctx, jobId, settings.timeZone)} and ${callableNow(ctx, settings)}
        order by c.created_at desc, c.id desc
        limit ${take}
        for update skip locked
      )
      update companies c
      set lead_status = 'NEW_IN_PROGRESS', claimed_at = ${now}::timestamptz, claimed_by_job_id = ${jobId},
          updated_at = ${now}::timestamptz, ${firstCalled(now)}
      where c.id = any(array(select id from picked))
      returning c.id, c.name, c.phone, c.email, c.service, c.created_at::text as at`),
  );
  return got.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
}

/**
 * Callbacks the leads asked for that have fallen due, earliest first, ahead of every other lead: a NO_ANSWER lead
 * whose booked callback_at has come (companies_callback_idx).
 */
async function claimDueCallbacks(
  ctx: ServiceContext,
  jobId: string,
  take: number,
  settings: EngineSettings,
): Promise<ClaimRow[]> {
  const now = ctx.now.toISOString();
  const got = rows<ClaimRow & { at: string }>(
    await ctx.db.execute(sql`
      with picked as (
        select c.id from companies c
        where c.callback_at is not null and c.callback_at <= ${now}::timestamptz and c.lead_status = 'NO_ANSWER'
          and ${dueLeads(ctx, jobId, settings.timeZone)} and ${callableNow(ctx, settings)}
        order by c.callback_at, c.id
        limit ${take}
        for update skip locked
      )
      update companies c
      set lead_status = 'NO_ANSWER_IN_PROGRESS', claimed_at = ${now}::timestamptz, claimed_by_job_id = ${jobId},
          updated_at = ${now}::timestamptz, ${firstCalled(now)}
      where c.id = any(array(select id from picked))
      returning c.id, c.name, c.phone, c.email, c.service, c.callback_at::text as at`),
  );
  return got.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
}

/**
 * Claims up to `limit` leads for a cold-calling job: callbacks that fell due, earliest first; fresh NEW ones newest
 * first (speed to lead); then NEW ones oldest first, then due NO_ANSWER ones; only leads that may be called now (their own hours, not on the
 * do-not-call list, under the caps, past any retry delay).
 */
export async function claimLeads(
  ctx: ServiceContext,
  jobId: string,
  limit: number,
  settings: EngineSettings,
): Promise<ClaimedLead[]> {
  const asClaims = (found: ClaimRow[], status: 'NEW' | 'NO_ANSWER'): ClaimedLead[] =>
    found.map((row) => ({
      kind: 'lead' as const,
      companyId: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      service: row.service,
      statusBefore: status,
    }));
  const claimed = asClaims(await claimDueCallbacks(ctx, jobId, limit, settings), 'NO_ANSWER');
  if (claimed.length < limit)
    claimed.push(...asClaims(await claimFreshLeads(ctx, jobId, limit - claimed.length, settings), 'NEW'));
  if (claimed.length < limit)
    claimed.push(
      ...asClaims(await claimByStatus(ctx, jobId, 'NEW', limit - claimed.length, settings), 'NEW'),
    );
  if (claimed.length < limit)
    claimed.push(
      ...asClaims(
        await claimByStatus(ctx, jobId, 'NO_ANSWER', limit - claimed.length, settings),
        'NO_ANSWER',
      ),
    );
  return claimed;
}

/** Today's appointments a reminder-call job has not called today, with a number to call. */
const dueAppointments = (
  jobId: string,
  day: { start: Date; end: Date },
  skipped: readonly number[] = [],
) => sql`
  a.appointment_datetime >= ${day.start.toISOString()}::timestamptz
  and a.appointment_datetime < ${day.end.toISOString()}::timestamptz
  and (a.call_followup_datetime is null or a.call_followup_datetime < ${day.start.toISOString()}::timestamptz)
  and coalesce(a.lead_number, '') <> ''
  and not exists (select 1 from calls k where k.job_id = ${jobId} and k.appointment_id = a.id)
  ${skipped.length > 0 ? sql`and a.id <> all(string_to_array(${skipped.join(',')}, ',')::int[])` : sql``}`;

export async function countDueAppointments(
  ctx: ServiceContext,
  jobId: string,
  zone: string,
): Promise<number> {
  const day = businessDay(ctx.now, zone);
  const [row] = rows<{ n: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from appointments a where ${dueAppointments(jobId, day)}`,
    ),
  );
  return row?.n ?? 0;
}

/** Claims up to `limit` of today's appointments for reminder calls; the claim is their call follow-up time. */
export async function claimAppointments(
  ctx: ServiceContext,
  jobId: string,
  limit: number,
  zone: string,
  skipped: readonly number[] = [],
): Promise<ClaimedAppointment[]> {
  if (limit <= 0) return [];
  const day = businessDay(ctx.now, zone);
  const now = ctx.now.toISOString();
  const claimed = rows<{
    id: number;
    company_id: number | null;
    lead_name: string | null;
    lead_email: string | null;
    lead_number: string;
    company_name: string | null;
    service: string | null;
    appointment_datetime: string | Date | null;
  }>(
    await ctx.db.execute(sql`
      with picked as (
        select a.id from appointments a where ${dueAppointments(jobId, day, skipped)}
        order by a.appointment_datetime, a.id
        limit ${limit}
        for update skip locked
      )
      update appointments a
      set call_followup_datetime = ${now}::timestamptz, updated_at = ${now}::timestamptz
      from picked where a.id = picked.id
      returning a.id, a.company_id, a.lead_name, a.lead_email, a.lead_number, a.company_name, a.service,
        a.appointment_datetime`),
  );
  return claimed.map((row) => ({
    kind: 'appointment' as const,
    appointmentId: row.id,
    companyId: row.company_id,
    leadName: row.lead_name,
    leadEmail: row.lead_email,
    phone: row.lead_number,
    companyName: row.company_name,
    service: row.service,
    appointmentAt: row.appointment_datetime ? new Date(row.appointment_datetime) : null,
  }));
}
