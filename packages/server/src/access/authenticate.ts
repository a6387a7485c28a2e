import type { Actor } from '../context/actor';
import { unauthorized } from '../errors';
import { TokenError, type TokenService } from './tokens';
import type { UserAccessCache } from './user-access';

/**
 * Resolves a bearer token to the user behind it. The user's role, token version and disabled state come from the
 * user-access cache, which every change of them clears at its commit, so a disabled user, a reset password or a
 * role change takes effect at once.
 */
export function createAuthenticator(userAccess: UserAccessCache, tokens: TokenService) {
  return async function authenticate(token: string | undefined): Promise<Actor> {
    if (!token) throw unauthorized('Not authenticated: send a bearer token');
    let claims: Awaited<ReturnType<TokenService['verify']>>;
    try {
      claims = await tokens.verify(token);
    } catch (err) {
      throw unauthorized(err instanceof TokenError ? err.message : 'Invalid token');
    }
    const user = await userAccess.read(claims.userId);
    if (!user) throw unauthorized('Invalid token');
    // Said first: disabling also revokes the user's tokens, and the person should learn why they were signed out.
    if (user.disabled) throw unauthorized('This account is disabled');
    if (user.tokenVersion !== claims.tokenVersion) throw unauthorized('Invalid token');
    return { id: user.id, username: user.username, role: user.role };
  };
}
