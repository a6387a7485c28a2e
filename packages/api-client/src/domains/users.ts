import { endpoints } from '@callops/contracts';
import type { Role } from '@callops/contracts/core';
import type { CallOptions } from '../client-options';
import type { BodyArgs } from '../endpoint-args';
import type { Transport } from '../transport';

const e = endpoints.users;

export const createUsersApi = (t: Transport) => ({
  list: (options?: CallOptions) => t.call(e.list, {}, options),
  create: (user: BodyArgs<typeof e.create>, options?: CallOptions) =>
    t.call(e.create, { body: user }, options),
  changeRole: (id: number, role: Role, options?: CallOptions) =>
    t.call(e.changeRole, { params: { id }, body: { role } }, options),
  resetPassword: (id: number, password: string, options?: CallOptions) =>
    t.call(e.resetPassword, { params: { id }, body: { password } }, options),
  disable: (id: number, options?: CallOptions) => t.call(e.disable, { params: { id } }, options),
  enable: (id: number, options?: CallOptions) => t.call(e.enable, { params: { id } }, options),
});
