// A dispatch round whose server process died (kill -9, a lost machine) stays "active" in the queue until it expires,
// and the job's next round cannot start meanwhile: its campaign would stand still for the expiry and pg-boss's next
// maintenance. The process running a round is written on the job as the round starts; a round whose process is no
// longer there is cancelled and the job's dispatcher woken at once. Runs at start-up and with the maintenance.
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context/app-services';
import type { ServiceContext } from '../../context/service-context';
import { jobs } from '../../db/schema';
import { enqueue } from '../../queue/enqueue';
import { QUEUES } from '../queues';

/** Writes that this process runs the job's round `roundId` (the queue job's id): one statement, before the round. */
export async function recordRoundOwner(app: AppServices, jobId: string, roundId: string): Promise<void> {
  await app.database.db
    .update(jobs)
    .set({ dispatchRoundId: roundId, dispatchProcess: app.database.processKey })
    .where(eq(jobs.id, jobId));
}

/** Cancels every active round whose process is gone and queues the job's next round; how many it found. */
export async function resumeDeadRounds(ctx: ServiceContext): Promise<number> {
  const queue = ctx.app.queue;
  if (!queue) return 0;
  const { rows } = await ctx.app.database.executeSql(
    `select b.id, j.id as job_id, j.dispatch_process
     from pgboss.job b join jobs j on j.dispatch_round_id = b.id::text
     where b.name = $1 and b.state = 'active'`,
    [QUEUES.dispatch.name],
  );
  let resumed = 0;
  for (const row of rows as { id: string; job_id: string; dispatch_process: number }[]) {
    if (await ctx.app.database.processAlive(row.dispatch_process)) continue;
    await queue.boss.cancel(QUEUES.dispatch.name, row.id);
    await ctx.db
      .update(jobs)
      .set({ dispatchRoundId: null, dispatchProcess: null })
      .where(and(eq(jobs.id, row.job_id), eq(jobs.dispatchRoundId, row.id)));
    await enqueue(ctx, QUEUES.dispatch, { jobId: row.job_id }, { singletonKey: row.job_id });
    ctx.log.info(`The dispatch round of job ${row.job_id} died with its server process: started again`);
    resumed += 1;
  }
  return resumed;
}
