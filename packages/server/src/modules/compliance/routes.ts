import { endpoints } from '@callops/contracts';
import { DO_NOT_CALL_MESSAGES as TEXT } from '@callops/contracts/compliance';
import type { FastifyInstance } from 'fastify';
import { withMessage, withMeta } from '../../http/envelope';
import { route } from '../../http/route';
import { registerSignedCsvDownload, signedDownloadLink } from '../../http/signed-csv-download';
import {
  addToDoNotCall,
  doNotCallExport,
  importDoNotCall,
  listDoNotCall,
  removeFromDoNotCall,
} from './service';

export function registerDoNotCallRoutes(app: FastifyInstance): void {
  const e = endpoints.doNotCall;
  route(app, e.list, async (ctx, { query }) => {
    const { data, pagination } = await listDoNotCall(ctx, query);
    return withMeta(data, { pagination });
  });
  route(app, e.add, async (ctx, { body }) => {
    const entry = await addToDoNotCall(ctx, body);
    ctx.log.info(`${ctx.actor.username} put ${entry.phone} on the do-not-call list`);
    return withMessage(entry, TEXT.added(entry.phone));
  });
  route(app, e.remove, async (ctx, { params }) => {
    const entry = await removeFromDoNotCall(ctx, params.id);
    ctx.log.info(`${ctx.actor.username} took ${entry.phone} off the do-not-call list`);
    return withMessage(entry, TEXT.removed(entry.phone));
  });
  route(app, e.import, async (ctx, { body }) => {
    const result = await importDoNotCall(ctx, body.csv);
    ctx.log.info(`${ctx.actor.username}: ${TEXT.imported(result)}`);
    return withMessage(result, TEXT.imported(result));
  });
  route(app, e.exportLink, async (ctx, { query }) => signedDownloadLink(ctx, doNotCallExport, query));
}

/** The CSV download behind an export link. */
export function registerDoNotCallExport(app: FastifyInstance): void {
  registerSignedCsvDownload(app, doNotCallExport);
}
