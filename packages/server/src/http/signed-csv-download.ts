// A CSV download a browser makes without a bearer token (a plain link): the API hands out a short-lived link whose
// filters and expiry are signed, and the download route streams the rows a batch at a time. The recordings list, the
// do-not-call list and the audit log export through it. Handing out a link is audited (who exported what); a viewer's
// link says so in what it signs, and the rows come out with people's contacts masked.
import { Readable } from 'node:stream';
import { maskContacts } from '@callops/contracts/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../context/actor';
import { createServiceContext, type ServiceContext } from '../context/service-context';
import { errorEnvelope } from './envelope';
import { signedMediaLink, verifyMediaSignature } from './media-signature';

/** A link works for five minutes: long enough to click, short enough not to be shared around. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export interface SignedCsvDownload<F extends Record<string, string | undefined>> {
  /** Outside /api/v1 (no bearer token), e.g. /media/exports/call-recordings.csv. */
  path: string;
  summary: string;
  tag: string;
  /** The filters the link carries, as query parameters. */
  filters: z.ZodType<F>;
  filename(filters: F, day: string): string;
  /** The CSV, header first, a batch of rows at a time; people's contacts masked when ctx.actor is a viewer. */
  rows(ctx: ServiceContext, filters: F): AsyncIterable<string>;
}

/** The download's path with its filters (sorted, empty ones left out): what the link signs. */
function pathWithFilters(download: SignedCsvDownload<never>, filters: Record<string, string | undefined>) {
  const query = new URLSearchParams(
    Object.entries(filters)
      .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  ).toString();
  return query ? `${download.path}?${query}` : download.path;
}

/** A row as the download's reader may see it: a viewer's with people's contacts masked. */
export const asShownTo = <T>(ctx: ServiceContext, row: T): T =>
  ctx.actor.role === 'viewer' ? maskContacts(row) : row;

/** The download's rows for a viewer: the link carries this, signed, and rows() masks contacts for it. */
const MASKED: Record<string, string> = { masked: '1' };

export async function signedDownloadLink<F extends Record<string, string | undefined>>(
  ctx: ServiceContext,
  download: SignedCsvDownload<F>,
  filters: F,
): Promise<{ url: string; expires_at: string }> {
  const masked = ctx.actor.role === 'viewer';
  const target = pathWithFilters(download as SignedCsvDownload<never>, {
    ...filters,
    ...(masked ? MASKED : {}),
  });
  await ctx.audit({
    action: 'export',
    entity: download.tag,
    entityKey: pathWithFilters(download as SignedCsvDownload<never>, filters),
    newValue: masked ? 'CSV, contacts masked' : 'CSV',
  });
  const { url, expiresAt } = signedMediaLink(ctx, target, DOWNLOAD_LINK_SECONDS);
  return { url, expires_at: expiresAt.toISOString() };
}

const signatureQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z
    .string()
    .max(128)
    .regex(/^[0-9a-f]*$/),
  masked: z.literal('1').optional(),
});

export function registerSignedCsvDownload<F extends Record<string, string | undefined>>(
  app: FastifyInstance,
  download: SignedCsvDownload<F>,
): void {
  const services = app.services;
  app.route({
    method: 'GET',
    url: download.path,
    schema: {
      summary: download.summary,
      tags: [download.tag],
      querystring: (download.filters as unknown as z.ZodObject).extend(signatureQuery.shape),
    },
    handler: async (request, reply) => {
      const { expires, signature, masked, ...rest } = request.query as z.infer<typeof signatureQuery> & F;
      const filters = rest as unknown as F;
      const signed = pathWithFilters(download as SignedCsvDownload<never>, {
        ...filters,
        ...(masked ? MASKED : {}),
      });
      if (
        !verifyMediaSignature(services.config.secretKey, signed, expires, signature, services.clock.now())
      ) {
        return reply.status(401).send(errorEnvelope(request, 'This export link is not valid or has expired'));
      }
      // The rows are read as the server's, shown as the viewer who asked for the link would see them.
      const actor = masked ? { ...SYSTEM_ACTOR, role: 'viewer' as const } : SYSTEM_ACTOR;
      const ctx = createServiceContext(services, { actor });
      const day = ctx.now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${download.filename(filters, day)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(download.rows(ctx, filters)));
    },
  });
}
