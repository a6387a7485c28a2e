import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { idParamSchema } from '../core/envelope';
import {
  changeRoleRequestSchema,
  createUserRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
} from './user';

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    summary: 'Every user account',
    tag: 'users',
    access: 'admin',
    response: z.array(userSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/users',
    summary: 'Create a user account',
    tag: 'users',
    access: 'admin',
    body: createUserRequestSchema,
    response: userSchema,
  }),
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/users/:id/role',
    summary: "Change a user's role",
    tag: 'users',
    access: 'admin',
    params: idParamSchema,
    body: changeRoleRequestSchema,
    response: userSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/users/:id/reset-password',
    summary: "Set a new password; the user's existing tokens stop working",
    tag: 'users',
    access: 'admin',
    params: idParamSchema,
    body: resetPasswordRequestSchema,
    response: userSchema,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/users/:id/disable',
    summary: 'Disable a user; their tokens stop working at once',
    tag: 'users',
    access: 'admin',
    params: idParamSchema,
    response: userSchema,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/users/:id/enable',
    summary: 'Enable a disabled user',
    tag: 'users',
    access: 'admin',
    params: idParamSchema,
    response: userSchema,
  }),
};
