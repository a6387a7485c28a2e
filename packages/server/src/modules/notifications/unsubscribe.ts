// The unsubscribe link every e-mail to a lead carries: a signed link (no sign-in: the person clicks it in their
// mail) to a page whose button puts the address on the suppression list. The page asks first, since mail scanners
// open links; the POST is what suppresses.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext, type ServiceContext } from '../../context/service-context';
import { emailSuppressions } from '../../db/schema';
import { signedMediaLink, verifyMediaSignature } from '../../http/media-signature';
import { engineSettings } from '../../settings/live-settings';

export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** CAN-SPAM asks that the link work for 30 days at least; a year covers a reminder kept in an inbox. */
const UNSUBSCRIBE_LINK_SECONDS = 365 * 24 * 3600;

const addressPath = (email: string) =>
  `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ email: email.trim().toLowerCase() })}`;

/** The full URL an e-mail to `email` carries. */
export function unsubscribeUrl(ctx: ServiceContext, email: string): string {
  const { url } = signedMediaLink(ctx, addressPath(email), UNSUBSCRIBE_LINK_SECONDS);
  return `${ctx.app.config.publicUrl.replace(/\/$/, '')}${url}`;
}

/** On the list once; returns whether it was new. */
export async function suppressEmail(ctx: ServiceContext, email: string): Promise<boolean> {
  const added = await ctx.db
    .insert(emailSuppressions)
    .values({ email: email.trim().toLowerCase(), source: 'unsubscribe_link', createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ email: emailSuppressions.email });
  if (added.length > 0)
    await ctx.audit({
      action: 'create',
      entity: 'email_suppression',
      entityKey: email.trim().toLowerCase(),
      newValue: 'unsubscribed by link',
    });
  return added.length > 0;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">` +
  `<h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const linkQuery = z.object({
  email: z.email().max(320),
  expires: z.coerce.number().int(),
  signature: z
    .string()
    .max(128)
    .regex(/^[0-9a-f]*$/),
});

export function registerUnsubscribeRoutes(app: FastifyInstance): void {
  const services = app.services;
  const valid = ({ email, expires, signature }: z.infer<typeof linkQuery>) =>
    verifyMediaSignature(
      services.config.secretKey,
      addressPath(email),
      expires,
      signature,
      services.clock.now(),
    );
  const refused = page('This link does not work', '<p>The unsubscribe link is not valid or has expired.</p>');
  const schema = {
    tags: ['notifications'],
    querystring: linkQuery,
  };

  app.route({
    method: 'GET',
    url: UNSUBSCRIBE_PATH,
    schema: { ...schema, summary: 'The page of an e-mail’s unsubscribe link: asks before suppressing' },
    handler: async (request, reply) => {
      const query = request.query as z.infer<typeof linkQuery>;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!valid(query)) return reply.status(401).send(refused);
      const { businessName } = await engineSettings(createServiceContext(services, { actor: SYSTEM_ACTOR }));
      const action = escapeHtml(request.url);
      return reply.send(
        page(
          `Unsubscribe from ${businessName}`,
          `<p>Stop all e-mails to <strong>${escapeHtml(query.email)}</strong>?</p>` +
            `<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
    },
  });

  app.route({
    method: 'POST',
    url: UNSUBSCRIBE_PATH,
    schema: { ...schema, summary: 'Puts the signed link’s address on the e-mail suppression list' },
    handler: async (request, reply) => {
      const query = request.query as z.infer<typeof linkQuery>;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!valid(query)) return reply.status(401).send(refused);
      const actor = { ...SYSTEM_ACTOR, username: 'unsubscribe link' };
      await services.database.db.transaction((db) =>
        suppressEmail(createServiceContext(services, { actor, db }), query.email),
      );
      return reply.send(
        page('You are unsubscribed', `<p>No more e-mails will be sent to ${escapeHtml(query.email)}.</p>`),
      );
    },
  });
}
