import { type Role, roleAtLeast } from '@callops/contracts/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { TokenError, type TokenService } from '../modules/auth/tokens';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Resolves a token to its user. The user is read from the database on every request, so a disabled user, a reset
 * password (token version) or a role change takes effect at once.
 */
export async function authenticate(
  token: string | undefined,
  db: Db,
  tokens: TokenService,
): Promise<AuthUser> {
  if (!token) throw unauthorized('Not authenticated: send a bearer token');
  let claims: Awaited<ReturnType<TokenService['verify']>>;
  try {
    claims = await tokens.verify(token);
  } catch (err) {
    throw unauthorized(err instanceof TokenError ? err.message : 'Invalid token');
  }
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized('Invalid token');
  if (user.disabled) throw unauthorized('This account is disabled');
  return { id: user.id, username: user.username, role: user.role };
}

export function requireRole(user: AuthUser, required: Role): void {
  if (!roleAtLeast(user.role, required)) {
    throw forbidden(`This needs the ${required} role; you are signed in as ${user.role}`);
  }
}
