import type {
  CreateCompanyRequest,
  CreatedId,
  LatestCompaniesQuery,
  LeadsListResponse,
} from '@callops/contracts/leads';
import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { companies } from '../../db/schema';
import { toCompany } from './company-view';

const ENTITY = 'company';

/** Newest first (companies_created_at_idx), with how many match in all. */
export async function latestCompanies(
  ctx: ServiceContext,
  { limit, statuses }: LatestCompaniesQuery,
): Promise<LeadsListResponse> {
  const where: SQL | undefined = statuses ? inArray(companies.leadStatus, statuses) : undefined;
  const rows = await ctx.db
    .select()
    .from(companies)
    .where(where)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(limit);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where);
  return { leads: rows.map(toCompany), total_count: count?.n ?? 0, fetched_count: rows.length };
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
  return row;
}
