import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { withMeta } from '../../http/envelope';
import { route } from '../../http/route';
import { registerSignedCsvDownload, signedDownloadLink } from '../../http/signed-csv-download';
import { listRecordings, recordingDetail, recordingsExport, recordPlay } from './recording-service';

export function registerRecordingRoutes(app: FastifyInstance): void {
  const e = endpoints.recordings;
  route(
    app,
    e.list,
    async (ctx, { query }) => {
      const { data, pagination } = await listRecordings(ctx, query);
      return withMeta(data, { pagination });
    },
    { compiledAnswer: true },
  );
  route(app, e.exportLink, async (ctx, { query }) => signedDownloadLink(ctx, recordingsExport, query));
  route(app, e.detail, async (ctx, { params }) => {
    const detail = await recordingDetail(ctx, params.id);
    // Opening a call's detail shows its transcript: an auditor sees who read which.
    await ctx.audit({ action: 'view', entity: 'transcript', entityKey: `call ${params.id}` });
    return detail;
  });
  route(app, e.play, (ctx, { params }) => recordPlay(ctx, params.id));
}

/** The CSV download behind an export link. */
export function registerRecordingExport(app: FastifyInstance): void {
  registerSignedCsvDownload(app, recordingsExport);
}
