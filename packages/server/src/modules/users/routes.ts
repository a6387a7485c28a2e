import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';
import { changeRole, createUser, listUsers, resetPassword, setDisabled } from './service';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = endpoints.users;
  route(app, ctx, e.list, async () => listUsers(ctx.db));
  route(app, ctx, e.create, async ({ body, user }) => createUser(ctx.db, user, body));
  route(app, ctx, e.changeRole, async ({ params, body, user }) =>
    changeRole(ctx.db, user, params.id, body.role),
  );
  route(app, ctx, e.resetPassword, async ({ params, body, user }) =>
    resetPassword(ctx.db, user, params.id, body.password),
  );
  route(app, ctx, e.disable, async ({ params, user }) => setDisabled(ctx.db, user, params.id, true));
  route(app, ctx, e.enable, async ({ params, user }) => setDisabled(ctx.db, user, params.id, false));
}
