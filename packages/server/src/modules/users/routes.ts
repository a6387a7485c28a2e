import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { changeRole, createUser, listUsers, resetPassword, setDisabled } from './service';

export function registerUserRoutes(app: FastifyInstance): void {
  const e = endpoints.users;
  route(app, e.list, (ctx) => listUsers(ctx));
  route(app, e.create, (ctx, { body }) => createUser(ctx, body));
  route(app, e.changeRole, (ctx, { params, body }) => changeRole(ctx, { id: params.id, role: body.role }));
  route(app, e.resetPassword, (ctx, { params, body }) =>
    resetPassword(ctx, { id: params.id, password: body.password }),
  );
  route(app, e.disable, (ctx, { params }) => setDisabled(ctx, { id: params.id, disabled: true }));
  route(app, e.enable, (ctx, { params }) => setDisabled(ctx, { id: params.id, disabled: false }));
}
