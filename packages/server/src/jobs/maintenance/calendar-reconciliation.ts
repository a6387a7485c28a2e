// Every quarter of an hour: the upcoming appointments whose calendar event is gone from the calendar (deleted or
// cancelled there by a person) are flagged (calendar_missing_at) and logged, so nobody is expected at a time the
// calendar no longer shows. The simulated calendar is the appointments table: nothing can go missing there.
import { and, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments } from '../../db/schema';
import { ProviderError } from '../../providers/provider-error';
import { calendarProvider } from '../../providers/providers';

const AHEAD_MS = 30 * 86_400_000;
export const RECONCILE_EVERY_MINUTES = 15;

export async function reconcileCalendar(ctx: ServiceContext): Promise<number> {
  const calendar = await calendarProvider(ctx);
  if (calendar.mode === 'simulated') return 0;
  const to = new Date(ctx.now.getTime() + AHEAD_MS);
  const upcoming = await ctx.db
    .select({ id: appointments.id, eventId: appointments.calendarEventId })
    .from(appointments)
    .where(
      and(
        isNotNull(appointments.calendarEventId),
        isNull(appointments.calendarMissingAt),
        gt(appointments.appointmentDatetime, ctx.now),
        lt(appointments.appointmentDatetime, to),
      ),
    );
  if (upcoming.length === 0) return 0;
  let missing: string[];
  try {
    missing = await calendar.missingEvents(
      upcoming.map((row) => row.eventId as string),
      ctx.now,
      to,
    );
  } catch (failure) {
    if (!(failure instanceof ProviderError)) throw failure;
    ctx.log.warn(`Calendar reconciliation skipped: ${failure.message}`);
    return 0;
  }
  if (missing.length === 0) return 0;
  const flagged = await ctx.db
    .update(appointments)
    .set({ calendarMissingAt: ctx.now, updatedAt: ctx.now })
    .where(inArray(appointments.calendarEventId, missing))
    .returning({ id: appointments.id });
  ctx.log.warn(
    `Calendar reconciliation: ${flagged.length} upcoming appointment(s) missing from the calendar: ${flagged.map((row) => row.id).join(', ')}`,
  );
  return flagged.length;
}
