// The CRM while HubSpot is not set up: HubSpot-shaped records kept in the simulated_crm_records table, so the CRM
// screens and the import job work in MOCK mode. It starts with a fixed set of sample leads.
import { randomUUID } from 'node:crypto';
import { CANADIAN_SAMPLE_COMPANIES } from '@callops/contracts/leads';
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { simulatedCrmRecords } from '../../db/schema';
import { ProviderError } from '../provider-error';
import { createRandom } from '../simulation/seeded-random';
import type { CrmProvider, CrmRecord } from './crm-provider';

type Row = typeof simulatedCrmRecords.$inferSelect;

const SAMPLE_SIZE = 60;
const SAMPLE_STATUSES = ['NEW', 'NEW', 'NEW', 'NO_ANSWER', 'QUALIFIED', 'APPOINTMENT_BOOKED', 'UNQUALIFIED'];

/** Properties as stored: the ones given, undefined ones left out. */
const stored = (properties: CrmRecord['properties']): Record<string, string | null> =>
  Object.fromEntries(
    Object.entries(properties).filter((entry): entry is [string, string | null] => entry[1] !== undefined),
  );

const toRecord = (row: Row): CrmRecord => ({
  id: row.id,
  properties: row.properties,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The sample leads the simulated CRM starts with: the same on every machine. */
function sampleRecords(now: Date): (typeof simulatedCrmRecords.$inferInsert)[] {
  const r = createRandom(20_261_122);
  return Array.from({ length: SAMPLE_SIZE }, (_, i) => {
    const sample =
      CANADIAN_SAMPLE_COMPANIES[i % CANADIAN_SAMPLE_COMPANIES.length] ?? CANADIAN_SAMPLE_COMPANIES[0];
    const round = Math.floor(i / CANADIAN_SAMPLE_COMPANIES.length);
    const createdAt = new Date(now.getTime() - (SAMPLE_SIZE - i) * 3_600_000);
    return {
      id: `sim-${String(900_001 + i)}`,
      properties: {
        name:
          (round === 0
            ? sample?.name
            : `${sample?.name} ${['East', 'West', 'North'][round - 1] ?? ''}`.trim()) ?? null,
        phone: `+1416555${String(2000 + i).padStart(4, '0')}`,
        city: r.pick(['Toronto', 'Ottawa', 'Montreal', 'Vancouver', 'Calgary', 'Halifax']),
        service: sample?.service ?? null,
        email: `contact${i + 1}@example.com`,
        hs_lead_status: r.pick(SAMPLE_STATUSES),
      },
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function createSimulatedCrm(ctx: ServiceContext): CrmProvider {
  const ensureSample = async () => {
    const [row] = await ctx.db.select({ n: count() }).from(simulatedCrmRecords);
    if ((row?.n ?? 0) === 0) {
      await ctx.db.insert(simulatedCrmRecords).values(sampleRecords(ctx.now)).onConflictDoNothing();
    }
  };
  return {
    mode: 'simulated',
    async searchLeads({ statuses, limit, after }) {
      await ensureSample();
      const status = sql<string>`${simulatedCrmRecords.properties}->>'hs_lead_status'`;
      const where = and(
        eq(simulatedCrmRecords.archived, false),
        statuses && statuses.length > 0 ? inArray(status, [...statuses]) : undefined,
      );
      // The cursor is the last record seen: (created_at, id) keeps the order stable while records change.
      const [cursorAt, cursorId] = after ? (after.split('|') as [string, string]) : [];
      const page = await ctx.db
        .select()
        .from(simulatedCrmRecords)
        .where(
          and(
            where,
            cursorAt && cursorId
              ? or(
                  gt(simulatedCrmRecords.createdAt, new Date(cursorAt)),
                  and(
                    eq(simulatedCrmRecords.createdAt, new Date(cursorAt)),
                    gt(simulatedCrmRecords.id, cursorId),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(simulatedCrmRecords.createdAt), asc(simulatedCrmRecords.id))
        .limit(limit + 1);
      const [total] = await ctx.db.select({ n: count() }).from(simulatedCrmRecords).where(where);
      const records = page.slice(0, limit);
      const last = records.at(-1);
      return {
        records: records.map(toRecord),
        total: total?.n ?? 0,
        ...(page.length > limit && last ? { after: `${last.createdAt.toISOString()}|${last.id}` } : {}),
      };
    },
    async createLead(properties) {
      await ensureSample();
      const [row] = await ctx.db
        .insert(simulatedCrmRecords)
        .values({
          id: `sim-${randomUUID()}`,
          properties: stored(properties),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      return toRecord(row as Row);
    },
    async updateLead(id, properties) {
      const [current] = await ctx.db
        .select()
        .from(simulatedCrmRecords)
        .where(eq(simulatedCrmRecords.id, id))
        .limit(1);
      if (!current || current.archived) {
        throw new ProviderError('simulated CRM', `record ${id} not found`, { status: 404 });
      }
      const [row] = await ctx.db
        .update(simulatedCrmRecords)
        .set({ properties: { ...current.properties, ...stored(properties) }, updatedAt: ctx.now })
        .where(eq(simulatedCrmRecords.id, id))
        .returning();
      return toRecord(row as Row);
    },
    async deleteLead(id) {
      const archived = await ctx.db
        .update(simulatedCrmRecords)
        .set({ archived: true, updatedAt: ctx.now })
        .where(and(eq(simulatedCrmRecords.id, id), eq(simulatedCrmRecords.archived, false)))
        .returning({ id: simulatedCrmRecords.id });
      return archived.length > 0;
    },
  };
}
