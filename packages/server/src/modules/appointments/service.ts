import type { AppointmentsListResponse, LatestAppointmentsQuery } from '@callops/contracts/appointments';
import { desc, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments } from '../../db/schema';
import { toAppointment } from './appointment-view';

/** Newest first (appointments_created_at_idx), with how many there are in all. */
export async function latestAppointments(
  ctx: ServiceContext,
  { limit }: LatestAppointmentsQuery,
): Promise<AppointmentsListResponse> {
  const rows = await ctx.db
    .select()
    .from(appointments)
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(appointments);
  return { appointments: rows.map(toAppointment), fetched_count: rows.length, total_count: count?.n ?? 0 };
}
