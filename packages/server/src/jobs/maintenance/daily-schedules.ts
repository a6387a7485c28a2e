// The daily schedules of the Features settings: each due schedule starts its job once a business day. The run is
// recorded in schedule_runs in the start's own transaction, so whichever server process looks first starts it and
// the others find the row; a job of that type already current is left as it is (and the day counts as run).
import { JOB_TYPE_LABELS } from '@callops/contracts/jobs';
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { scheduleRuns } from '../../db/schema';
import { currentJobOfType } from '../../modules/jobs/job-store';
import { engineSettings } from '../../settings/live-settings';
import { startJob } from '../job-lifecycle';
import { type DailySchedule, dueSchedules } from './daily-schedule';

export async function runDailySchedules(ctx: ServiceContext): Promise<void> {
  const settings = await engineSettings(ctx);
  const enabled: DailySchedule[] = Object.entries(settings.dailySchedules)
    .filter(([, schedule]) => schedule.enabled)
    .map(([type, schedule]) => ({ type: type as DailySchedule['type'], time: schedule.time }));
  if (enabled.length === 0) return;
  const { day, due } = dueSchedules(ctx.now, settings.timeZone, enabled, settings.holidays);
  for (const schedule of due) {
    await inTransaction(ctx, async (tx) => {
      const [claimed] = await tx.db
        .insert(scheduleRuns)
        .values({ schedule: schedule.type, day, createdAt: tx.now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return;
      const label = JOB_TYPE_LABELS[schedule.type];
      if (await currentJobOfType(tx, schedule.type)) {
        tx.log.info(`Daily ${label} at ${schedule.time}: a ${label} job is already active, none started`);
        return;
      }
      const job = await startJob(tx, schedule.type);
      await tx.db
        .update(scheduleRuns)
        .set({ jobId: job.id })
        .where(and(eq(scheduleRuns.schedule, schedule.type), eq(scheduleRuns.day, day)));
      tx.log.info(`Daily ${label} at ${schedule.time}: started job ${job.id}`);
    });
  }
}
