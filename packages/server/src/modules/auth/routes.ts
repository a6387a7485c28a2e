import { endpoints } from '@callops/contracts';
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@callops/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { DUMMY_HASH, verifyPassword } from '../../access/password';
import { notFound, tooManyRequests, unauthorized } from '../../errors';
import { route } from '../../http/route';
import { loginMaxFailures, sessionLifetimeSeconds } from '../../settings/live-settings';
import { findUserByUsername, setOwnPhone, toUser } from '../users/service';

export function registerAuthRoutes(app: FastifyInstance): void {
  // Sign-in writes nothing: no transaction is held while the password hash is checked.
  route(
    app,
    endpoints.auth.login,
    async (ctx, { body }) => {
      const { username, password } = body;
      const { loginThrottle, tokens } = ctx.app;
      const ip = ctx.request.ip;
      // Both security settings are read now, so a change applies to the very next sign-in.
      const maxFailures = await loginMaxFailures(ctx);
      const wait = await loginThrottle.retryAfterSeconds(ip, username, maxFailures);
      if (wait > 0) {
        ctx.log.warn(`Sign-in refused from ${ip}: too many failed attempts`);
        throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE, wait);
      }
      const user = await findUserByUsername(ctx, username);
      // Verify against a dummy hash for unknown users so timing does not reveal which names exist.
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || user.disabled) {
        await loginThrottle.recordFailure(ip, username);
        ctx.log.warn(`Failed sign-in from ${ip}`);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      await loginThrottle.recordSuccess(ip, username);
      ctx.log.info(`${user.username} signed in`);
      const lifetime = await sessionLifetimeSeconds(ctx);
      const access_token = await tokens.sign(
        { userId: user.id, username: user.username, role: user.role, tokenVersion: user.tokenVersion },
        lifetime,
      );
      return { access_token, token_type: 'bearer' as const, expires_in: lifetime, user: toUser(user) };
    },
    { transaction: false },
  );

  // The user the token's check has just read, from the user-access cache: no second read of the row.
  route(app, endpoints.auth.me, async (ctx) => {
    const user = await ctx.app.userAccess.read(ctx.actor.id ?? 0);
    if (!user) throw notFound(`User ${ctx.actor.id} not found`);
    return toUser(user);
  });

  route(app, endpoints.auth.setOwnPhone, (ctx, { body }) => setOwnPhone(ctx, body.phone));
}
