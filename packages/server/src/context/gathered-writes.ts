// A group commit for small writes that come many at once, each in a request of its own (a campaign's calls telling
// their stages and lines through the webhook): the writes that arrive while a statement is written, or in the same
// turn, go together in the next one. Each caller still waits for the statement that carries its write.
import { isTransaction } from '../db/client';
import type { AppServices } from './app-services';
import type { ServiceContext } from './service-context';

interface Waiting<I, R> {
  ctx: ServiceContext;
  item: I;
  settle(result: R): void;
  fail(err: unknown): void;
}

interface Batch<I, R> {
  waiting: Waiting<I, R>[];
  writing: boolean;
}

/**
 * A writer of one item that gathers: `writeAll` writes the items gathered (in one statement, under the context of the
 * first) and gives each its result, in order. In a caller's transaction an item is written there, alone.
 */
export function gatherWrites<I, R>(
  writeAll: (ctx: ServiceContext, items: readonly I[]) => Promise<R[]>,
): (ctx: ServiceContext, item: I) => Promise<R> {
  const batches = new WeakMap<AppServices, Batch<I, R>>();
  const drain = async (batch: Batch<I, R>) => {
    while (batch.waiting.length > 0) {
      const waiting = batch.waiting.splice(0);
      try {
        const results = await writeAll(
          (waiting[0] as Waiting<I, R>).ctx,
          waiting.map((w) => w.item),
        );
        for (const [i, w] of waiting.entries()) w.settle(results[i] as R);
      } catch (err) {
        for (const w of waiting) w.fail(err);
      }
    }
    batch.writing = false;
  };
  return async (ctx, item) => {
    if (isTransaction(ctx.db)) return (await writeAll(ctx, [item]))[0] as R;
    return new Promise<R>((settle, fail) => {
      let batch = batches.get(ctx.app);
      if (!batch) {
        batch = { waiting: [], writing: false };
        batches.set(ctx.app, batch);
      }
      batch.waiting.push({ ctx, item, settle, fail });
      if (!batch.writing) {
        batch.writing = true;
        setImmediate(() => void drain(batch));
      }
    });
  };
}
