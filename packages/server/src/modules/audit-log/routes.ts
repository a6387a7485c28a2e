import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { withMeta } from '../../http/envelope';
import { route } from '../../http/route';
import { registerSignedCsvDownload, signedDownloadLink } from '../../http/signed-csv-download';
import { auditFacets, auditLogExport, listAuditEntries } from './service';

export function registerAuditRoutes(app: FastifyInstance): void {
  const e = endpoints.auditLog;
  route(app, e.list, async (ctx, { query }) => {
    const { data, pagination } = await listAuditEntries(ctx, query);
    return withMeta(data, { pagination });
  });
  route(app, e.facets, (ctx) => auditFacets(ctx));
  route(app, e.exportLink, async (ctx, { query }) => signedDownloadLink(ctx, auditLogExport, query));
}

/** The CSV download behind an export link. */
export function registerAuditLogExport(app: FastifyInstance): void {
  registerSignedCsvDownload(app, auditLogExport);
}
