import type { TestApp } from './test-app';

export interface TestLead {
  name: string;
  phone: string | null;
  status?: string;
  city?: string | null;
  followUp?: string | null;
  nextAttemptAt?: string | null;
  hubspotId?: string | null;
}

/** Inserts leads as an import would (SQL, no location worked out yet); the ids in order. */
export async function insertLeads(t: TestApp, leads: readonly TestLead[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, lead] of leads.entries()) {
    const { rows } = await t.database.executeSql(
      `insert into companies (name, phone, city, email, service, lead_status, follow_up_date, next_attempt_at,
         hubspot_id, created_at, updated_at)
       values ($1, $2, $3, $4, 'Plumbing', $5, $6, $7, $8, now() - ($9 || ' minutes')::interval, now())
       returning id`,
      [
        lead.name,
        lead.phone,
        lead.city ?? null,
        `lead${i}@example.com`,
        lead.status ?? 'NEW',
        lead.followUp ?? null,
        lead.nextAttemptAt ?? null,
        lead.hubspotId ?? null,
        String(1000 - i),
      ],
    );
    ids.push(rows[0]?.id as number);
  }
  return ids;
}

/** Polls `check` until it holds. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
