import { endpoints } from '@callops/contracts';
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@callops/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { tooManyRequests, unauthorized } from '../../errors';
import { route } from '../../http/route';
import { loginMaxFailures, sessionLifetimeSeconds } from '../app-config/live-settings';
import { findUserById, findUserByUsername, toUser } from '../users/service';
import { DUMMY_HASH, verifyPassword } from './password';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const log = ctx.logger.child({ service: 'auth' });

  route(app, ctx, endpoints.auth.login, async ({ body, request }) => {
    const { username, password } = body;
    // Both security settings are read now, so a change applies to the very next sign-in.
    const maxFailures = await loginMaxFailures(ctx.db, ctx.config.loginThrottle.maxFailures);
    const wait = ctx.loginThrottle.retryAfterSeconds(request.ip, username, maxFailures);
    if (wait > 0) {
      log.warn(`Sign-in refused for '${username}' from ${request.ip}: too many failed attempts`);
      throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE, wait);
    }
    const user = await findUserByUsername(ctx.db, username);
    // Verify against a dummy hash for unknown users so timing does not reveal which names exist.
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok || user.disabled) {
      ctx.loginThrottle.recordFailure(request.ip, username);
      log.warn(`Failed sign-in for '${username}' from ${request.ip}`);
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    }
    ctx.loginThrottle.recordSuccess(request.ip, username);
    log.info(`${user.username} signed in`);
    const lifetime = await sessionLifetimeSeconds(ctx.db, ctx.config.jwtTtlSeconds);
    const access_token = await ctx.tokens.sign(
      { userId: user.id, username: user.username, role: user.role, tokenVersion: user.tokenVersion },
      lifetime,
    );
    return {
      access_token,
      token_type: 'bearer' as const,
      expires_in: lifetime,
      user: toUser(user),
    };
  });

  route(app, ctx, endpoints.auth.me, async ({ user }) => toUser(await findUserById(ctx.db, user.id)));
}
