// Listen tickets: a browser cannot set headers on a WebSocket, and a bearer token in a URL would outlive its use in
// logs. So an operator asks for a ticket with an authenticated POST (its role checked there) and opens the socket
// with it: signed with the server's secret, good for one call and 30 seconds, and for the user it was issued to only
// while that user's sessions are valid (the token version).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CALL_IN_PROGRESS_STATUSES,
  LISTEN_TICKET_SECONDS,
  type ListenTicket,
  listenSocketPath,
} from '@callops/contracts/calls';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { calls, jobs } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordListen } from './listen-marker';

export interface TicketClaims {
  userId: number;
  callId: number;
  tokenVersion: number;
  /** Seconds since the epoch. */
  expires: number;
}

const sign = (secretKey: string, payload: string) =>
  createHmac('sha256', secretKey).update(`listen-ticket|${payload}`).digest('base64url');

export function signListenTicket(secretKey: string, claims: TicketClaims): string {
  const payload = [claims.userId, claims.callId, claims.tokenVersion, claims.expires].join('.');
  return `${payload}.${sign(secretKey, payload)}`;
}

const NUMBER = /^(0|[1-9][0-9]{0,12})$/;

/** The ticket's claims when its signature holds and it has not expired; null otherwise. */
export function verifyListenTicket(secretKey: string, ticket: string, now: Date): TicketClaims | null {
  const parts = ticket.split('.');
  if (parts.length !== 5 || !parts.slice(0, 4).every((part) => NUMBER.test(part))) return null;
  const payload = parts.slice(0, 4).join('.');
  const expected = Buffer.from(sign(secretKey, payload));
  const actual = Buffer.from(parts[4] as string);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [userId, callId, tokenVersion, expires] = parts.slice(0, 4).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (expires * 1000 < now.getTime()) return null;
  return { userId, callId, tokenVersion, expires };
}

export type ListenableCall =
  | { state: 'live'; listenUrl: string | null; jobId: string; provider: string | null; createdAt: Date }
  | { state: 'ended' }
  | { state: 'unknown' };

/**
 * The call as a listener may see it: only a call of one of this console's own jobs is known here, and it is live
 * while its status says so. The listen URL stays on the server.
 */
export async function listenableCall(ctx: ServiceContext, callId: number): Promise<ListenableCall> {
  const [row] = await ctx.db
    .select({
      status: calls.status,
      listenUrl: calls.monitorListenUrl,
      jobId: jobs.id,
      provider: calls.provider,
      createdAt: calls.createdAt,
    })
    .from(calls)
    .innerJoin(jobs, eq(jobs.id, calls.jobId))
    .where(and(eq(calls.id, callId), isNotNull(calls.jobId)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (!(CALL_IN_PROGRESS_STATUSES as readonly string[]).includes(row.status)) return { state: 'ended' };
  return { state: 'live', ...row };
}

export const CALL_ENDED_MESSAGE = 'The call has ended: there is nothing to listen to';
export const CALL_UNKNOWN_MESSAGE = 'No call of this console’s jobs has this id';

/**
 * POST /calls/:id/listen-ticket: a ticket for the signed-in operator, for a call still in progress. Listening is
 * audited and marked on the call's recording from here (recordListen): the socket cannot be opened without a ticket.
 */
export async function issueListenTicket(ctx: ServiceContext, callId: number): Promise<ListenTicket> {
  const call = await listenableCall(ctx, callId);
  if (call.state === 'unknown') throw notFound(CALL_UNKNOWN_MESSAGE);
  if (call.state === 'ended') throw conflict(CALL_ENDED_MESSAGE);
  const user = ctx.actor.id === null ? undefined : await ctx.app.userAccess.read(ctx.actor.id);
  if (!user) throw notFound(CALL_UNKNOWN_MESSAGE);
  const expires = Math.floor(ctx.now.getTime() / 1000) + LISTEN_TICKET_SECONDS;
  const ticket = signListenTicket(ctx.app.config.secretKey, {
    userId: user.id,
    callId,
    tokenVersion: user.tokenVersion,
    expires,
  });
  await recordListen(ctx, callId, call);
  return {
    ticket,
    path: `${listenSocketPath(callId)}?ticket=${encodeURIComponent(ticket)}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}
