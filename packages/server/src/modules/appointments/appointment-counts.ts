// How many appointments there are, read from the 16 shards the appointments triggers keep (migration 0026): the
// list's total costs 16 rows, whatever the number of appointments.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { appointmentCounts } from '../../db/schema';

const keptCount = preparedQuery('appointment_counts', (db, name) =>
  db
    .select({ n: sql<number>`coalesce(sum(${appointmentCounts.n}), 0)::int` })
    .from(appointmentCounts)
    .prepare(name),
);

export async function countAppointments(db: Db): Promise<number> {
  const [row] = await keptCount(db).execute();
  return row?.n ?? 0;
}
