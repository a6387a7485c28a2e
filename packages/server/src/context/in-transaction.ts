import { CommitTasks, createServiceContext, type ServiceContext } from './service-context';

/**
 * Runs `work` in one transaction with a context bound to it: for the engine's own steps, which run outside a
 * request (a request's writes already share route()'s transaction). Its after-commit tasks run once it committed.
 */
export async function inTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  const commitTasks = new CommitTasks();
  const result = await ctx.app.database.db.transaction((db) =>
    work(createServiceContext(ctx.app, { actor: ctx.actor, db, log: ctx.log, now: ctx.now, commitTasks })),
  );
  commitTasks.run();
  // Other processes hear of it through the tables' triggers; this one forgets at once what may now be stale.
  ctx.app.sharedAnswers.forgetAll();
  return result;
}
