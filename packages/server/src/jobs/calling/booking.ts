// Booking the slot a call agreed on: one booking at a time (a transaction-level advisory lock, so two calls that
// end together cannot both take 10:00), checked against the appointments already booked and the calendar's own
// busy times, then held by the appointments_booked_slots_do_not_overlap constraint.
import { and, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments } from '../../db/schema';
import { ProviderError } from '../../providers/provider-error';
import { calendarProvider } from '../../providers/providers';
import type { EngineSettings } from '../../settings/live-settings';
import { type PickedSlot, pickSlot, type TimeSpan } from './booking-slot';

/** pg_advisory_xact_lock key of the bookings (any constant the other locks of the server do not use). */
const BOOKING_LOCK = 7_311_906;
const SEARCH_MS = 8 * 86_400_000;

export async function bookSlot(
  ctx: ServiceContext,
  requested: Date,
  settings: EngineSettings,
): Promise<PickedSlot | null> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
  const length = settings.appointmentDurationMinutes * 60_000;
  const from = new Date(Math.min(requested.getTime(), ctx.now.getTime()) - 86_400_000);
  const to = new Date(requested.getTime() + SEARCH_MS);
  const booked = await ctx.db
    .select({ at: appointments.appointmentDatetime, end: appointments.bookedEnd })
    .from(appointments)
    .where(
      and(
        isNotNull(appointments.appointmentDatetime),
        gt(appointments.appointmentDatetime, new Date(from.getTime() - length)),
        lt(appointments.appointmentDatetime, to),
      ),
    );
  const busy: TimeSpan[] = booked.map(({ at, end }) => ({
    start: at as Date,
    end: end ?? new Date((at as Date).getTime() + length),
  }));
  try {
    busy.push(...(await (await calendarProvider(ctx)).busyTimes(from, to)));
  } catch (failure) {
    // The appointments still keep our own bookings apart; the calendar's other events cannot be seen now.
    if (!(failure instanceof ProviderError)) throw failure;
    ctx.log.warn(`Booking without the calendar's busy times: ${failure.message}`);
  }
  return pickSlot({
    requested,
    durationMinutes: settings.appointmentDurationMinutes,
    busy,
    zone: settings.timeZone,
    hours: settings.callingHours,
    now: ctx.now,
  });
}
