// Setting a lead's status by hand (DB Leads, Database Management, the kanban): one place for what that changes.
import { IN_PROGRESS_STATUSES, type LeadStatus } from '@callops/contracts/leads';
import { desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, companies } from '../../db/schema';
import { notFound } from '../../errors';
import type { CompanyRow } from './company-view';

export const companyNotFound = (id: number) => notFound(`Company ${id} not found`);

/** The company, locked until the transaction ends, so two edits take turns. */
export async function lockCompany(ctx: ServiceContext, id: number): Promise<CompanyRow> {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, id)).for('update').limit(1);
  if (!row) throw companyNotFound(id);
  return row;
}

/**
 * Puts a locked company into `status`. A lead taken out of a calling job's hands by hand is no longer claimed, so
 * releasing stuck leads does not put it back.
 */
export async function writeLeadStatus(
  ctx: ServiceContext,
  company: CompanyRow,
  status: LeadStatus,
): Promise<CompanyRow> {
  const inProgress = IN_PROGRESS_STATUSES.includes(status);
  const [row] = await ctx.db
    .update(companies)
    .set({
      leadStatus: status,
      updatedAt: ctx.now,
      ...(inProgress ? {} : { claimedAt: null, claimedByJobId: null }),
    })
    .where(eq(companies.id, company.id))
    .returning();
  if (!row) throw companyNotFound(company.id);
  await ctx.audit({
    action: 'update',
    entity: 'company',
    entityKey: String(company.id),
    oldValue: company.leadStatus,
    newValue: status,
  });
  return row;
}

/**
 * A booking by hand keeps its lead name and e-mail on the company's appointment: `appointmentId`'s when given (the
 * appointments tab), else the company's newest, else a new one without a date yet (as Reminder testing shows: 'No
 * Date Set').
 */
export async function recordBookedContact(
  ctx: ServiceContext,
  company: CompanyRow,
  contact: { leadName: string | null; leadEmail: string | null },
  appointmentId?: number,
): Promise<void> {
  const [existing] = appointmentId
    ? [{ id: appointmentId }]
    : await ctx.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.companyId, company.id))
        .orderBy(desc(appointments.createdAt), desc(appointments.id))
        .limit(1);
  if (existing) {
    // null means none was given: what the appointment holds stays.
    await ctx.db
      .update(appointments)
      .set({
        ...(contact.leadName === null ? {} : { leadName: contact.leadName }),
        ...(contact.leadEmail === null ? {} : { leadEmail: contact.leadEmail }),
        updatedAt: ctx.now,
      })
      .where(eq(appointments.id, existing.id));
    return;
  }
  await ctx.db.insert(appointments).values({
    companyId: company.id,
    leadName: contact.leadName,
    leadEmail: contact.leadEmail,
    leadNumber: company.phone,
    companyName: company.name,
    service: company.service,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
}
