import { eq } from 'drizzle-orm';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { TokenError, type TokenService } from './tokens';

/**
 * Resolves a bearer token to the user behind it. The user is read on every request, so a disabled user, a reset
 * password (token version) or a role change takes effect at once.
 */
export function createAuthenticator(db: Db, tokens: TokenService) {
  return async function authenticate(token: string | undefined): Promise<Actor> {
    if (!token) throw unauthorized('Not authenticated: send a bearer token');
    let claims: Awaited<ReturnType<TokenService['verify']>>;
    try {
      claims = await tokens.verify(token);
    } catch (err) {
      throw unauthorized(err instanceof TokenError ? err.message : 'Invalid token');
    }
    const [user] = await db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        disabled: users.disabled,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized('Invalid token');
    if (user.disabled) throw unauthorized('This account is disabled');
    return { id: user.id, username: user.username, role: user.role };
  };
}
