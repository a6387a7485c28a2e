import { REMINDERS, todayAt } from '@callops/contracts/core';
import type {
  Company,
  CompanySearchQuery,
  CreateCompanyRequest,
  CreatedId,
  LatestCompaniesQuery,
  LeadStatusUpdate,
  LeadsListResponse,
} from '@callops/contracts/leads';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { companies } from '../../db/schema';
import { businessTimezone } from '../../settings/live-settings';
import { toCompany } from './company-view';
import { lockCompany, recordBookedContact, writeLeadStatus } from './lead-status-change';
import { countCompanies } from './status-counts';

const ENTITY = 'company';
/** A search answers at most this many companies, newest first. */
export const COMPANY_SEARCH_LIMIT = 50;

/** Newest first (companies_created_at_idx), with how many match in all. */
const latestRows = (filtered: boolean) => (db: Db, name: string) =>
  db
    .select()
    .from(companies)
    .where(filtered ? sql`${companies.leadStatus} = any(${sql.placeholder('statuses')})` : undefined)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
const latest = preparedQuery('latest_companies', latestRows(false));
const latestOfStatuses = preparedQuery('latest_companies_of', latestRows(true));

export async function latestCompanies(
  ctx: ServiceContext,
  { limit, statuses }: LatestCompaniesQuery,
): Promise<LeadsListResponse> {
  const rows = statuses
    ? await latestOfStatuses(ctx.db).execute({ limit, statuses: [...statuses] })
    : await latest(ctx.db).execute({ limit });
  const total = await countCompanies(ctx.db, statuses);
  return { leads: rows.map(toCompany), total_count: total, fetched_count: rows.length };
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Companies whose phone or name contains `q` (case-insensitive), newest first, at most COMPANY_SEARCH_LIMIT. */
export async function searchCompanies(ctx: ServiceContext, { q }: CompanySearchQuery): Promise<Company[]> {
  const pattern = `%${likeEscaped(q)}%`;
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(or(ilike(companies.phone, pattern), ilike(companies.name, pattern)))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(COMPANY_SEARCH_LIMIT);
  return rows.map(toCompany);
}

/** A lead made by hand; a HubSpot id already taken is a conflict (the unique index says so). */
export async function createCompany(ctx: ServiceContext, input: CreateCompanyRequest): Promise<CreatedId> {
  const [row] = await ctx.db
    .insert(companies)
    .values({
      hubspotId: input.hubspot_id,
      name: input.name,
      phone: input.phone,
      email: input.email,
      leadStatus: input.lead_status,
      city: input.city,
      service: input.service,
      noAnswerCount: input.no_answer_count,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('insert returned no row');
  await ctx.audit({
    action: 'create',
    entity: ENTITY,
    entityKey: String(row.id),
    oldValue: null,
    newValue: `${input.name} (${input.lead_status})`,
  });
  if (input.lead_status === 'NEW') await ctx.app.engine.leadArrived(ctx);
  return row;
}

/**
 * A status set by hand: any status from any other. APPOINTMENT_BOOKED keeps the lead name and e-mail sent with it
 * on the company's appointment.
 */
export async function updateLeadStatus(
  ctx: ServiceContext,
  { id, change }: { id: number; change: LeadStatusUpdate },
): Promise<Company> {
  const company = await lockCompany(ctx, id);
  const row = await writeLeadStatus(ctx, company, change.lead_status);
  if (change.lead_status === 'APPOINTMENT_BOOKED') {
    await recordBookedContact(ctx, row, {
      leadName: change.lead_name ?? null,
      leadEmail: change.lead_email ?? null,
    });
  }
  return toCompany(row);
}

/** 'Set to today': the follow-up date becomes today at 10:00 in the business time zone. */
export async function setFollowUpToday(ctx: ServiceContext, { id }: { id: number }): Promise<Company> {
  const company = await lockCompany(ctx, id);
  const followUp = todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now);
  const [row] = await ctx.db
    .update(companies)
    .set({ followUpDate: followUp, updatedAt: ctx.now })
    .where(eq(companies.id, id))
    .returning();
  await ctx.audit({
    action: 'update',
    entity: ENTITY,
    entityKey: String(id),
    oldValue: company.followUpDate?.toISOString() ?? null,
    newValue: followUp.toISOString(),
  });
  return toCompany(row ?? company);
}
