// The CRM import: every lead of the CRM (HubSpot, or the simulated CRM) page by page, upserted into companies by
// hubspot_id. Names and contact details follow the CRM; a lead's status in our pipeline is kept once it exists.
import { LEAD_STATUSES, type LeadStatus } from '@callops/contracts/leads';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { CrmRecord } from '../../providers/hubspot/crm-provider';
import { crmProvider } from '../../providers/providers';
import { recordJobEvent } from '../jobs/job-events';

const PAGE_SIZE = 100;

export interface CrmImport {
  fetched: number;
  created: number;
  updated: number;
}

const statusOf = (value: string | null | undefined): LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? '') ? (value as LeadStatus) : 'NEW';

async function upsert(
  ctx: ServiceContext,
  records: CrmRecord[],
): Promise<{ created: number; updated: number }> {
  if (records.length === 0) return { created: 0, updated: 0 };
  const now = ctx.now.toISOString();
  const values = sql.join(
    records.map(
      (r) =>
        sql`(${r.id}, ${r.properties.name?.trim() || `CRM lead ${r.id}`}, ${r.properties.phone ?? null}, ${r.properties.email ?? null}, ${r.properties.city ?? null}, ${r.properties.service ?? null}, ${statusOf(r.properties.hs_lead_status)}, ${now}::timestamptz, ${now}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = (await ctx.db.execute(sql`
    insert into companies (hubspot_id, name, phone, email, city, service, lead_status, created_at, updated_at)
    values ${values}
    on conflict (hubspot_id) do update set
      name = excluded.name, phone = excluded.phone, email = excluded.email, city = excluded.city,
      service = excluded.service, updated_at = excluded.updated_at
    returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  const created = result.rows.filter((row) => row.inserted).length;
  return { created, updated: result.rows.length - created };
}

export async function importCrmLeads(
  ctx: ServiceContext,
  options: {
    jobId?: string;
    limit?: number;
    onProgress?: (done: number, total: number) => Promise<void>;
    /** Asked before each page: false stops the import there (the job was stopped). */
    shouldContinue?: () => Promise<boolean>;
  } = {},
): Promise<CrmImport> {
  const crm = await crmProvider(ctx);
  const totals: CrmImport = { fetched: 0, created: 0, updated: 0 };
  let after: string | undefined;
  do {
    if (options.shouldContinue && !(await options.shouldContinue())) break;
    const want =
      options.limit === undefined ? PAGE_SIZE : Math.min(PAGE_SIZE, options.limit - totals.fetched);
    if (want <= 0) break;
    const page = await crm.searchLeads({ limit: want, ...(after ? { after } : {}) });
    const { created, updated } = await upsert(ctx, page.records);
    totals.fetched += page.records.length;
    totals.created += created;
    totals.updated += updated;
    after = page.after;
    await options.onProgress?.(totals.fetched, page.total);
    if (options.jobId) {
      await recordJobEvent(ctx, {
        jobId: options.jobId,
        jobType: 'hubspot_fetch',
        type: 'crm_page',
        message: `${crm.mode === 'simulated' ? 'Simulated CRM' : 'HubSpot'}: ${page.records.length} leads (${created} new, ${updated} updated).`,
        data: { fetched: page.records.length, created, updated },
      });
    }
  } while (after);
  if (totals.created > 0) await ctx.app.engine.leadArrived(ctx);
  return totals;
}
