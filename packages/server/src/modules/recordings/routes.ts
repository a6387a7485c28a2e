import { Readable } from 'node:stream';
import { endpoints } from '@callops/contracts';
import { recordingFilterSchema } from '@callops/contracts/calls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { withMeta } from '../../http/envelope';
import { route } from '../../http/route';
import { verifyMediaSignature } from '../media/media-signature';
import {
  exportPathAndQuery,
  listRecordings,
  RECORDINGS_EXPORT_PATH,
  recordingDetail,
  recordingsCsv,
  recordingsExportLink,
} from './service';

export function registerRecordingRoutes(app: FastifyInstance): void {
  const e = endpoints.recordings;
  route(app, e.list, async (ctx, { query }) => {
    const { data, pagination } = await listRecordings(ctx, query);
    return withMeta(data, { pagination });
  });
  route(app, e.exportLink, async (ctx, { query }) => recordingsExportLink(ctx, query.status));
  route(app, e.detail, (ctx, { params }) => recordingDetail(ctx, params.id));
}

/**
 * The CSV download behind an export link (outside /api/v1: a browser download sends no bearer token, so the link
 * carries a signature over its filter and expiry instead). Streamed a batch at a time.
 */
export function registerRecordingExport(app: FastifyInstance): void {
  const services = app.services;
  app.route({
    method: 'GET',
    url: RECORDINGS_EXPORT_PATH,
    schema: {
      summary:
        'The call recordings of a filter as CSV (a signed link from GET /api/v1/call-recordings/export-link)',
      tags: ['calls'],
      querystring: z.object({
        status: recordingFilterSchema.optional(),
        expires: z.coerce.number().int(),
        signature: z
          .string()
          .max(128)
          .regex(/^[0-9a-f]*$/),
      }),
    },
    handler: async (request, reply) => {
      const { status, expires, signature } = request.query as {
        status?: z.infer<typeof recordingFilterSchema>;
        expires: number;
        signature: string;
      };
      const signed = exportPathAndQuery(status);
      if (
        !verifyMediaSignature(services.config.secretKey, signed, expires, signature, services.clock.now())
      ) {
        return reply
          .status(401)
          .send({ success: false, message: 'This export link is not valid or has expired' });
      }
      const ctx = createServiceContext(services, { actor: SYSTEM_ACTOR });
      const day = ctx.now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="call-recordings-${status ?? 'all'}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(recordingsCsv(ctx, status)));
    },
  });
}
