import { authEndpoints } from './auth';
import { logEndpoints } from './logs';
import { userEndpoints } from './users';

/** Every /api/v1 call, grouped by domain. */
export const endpoints = {
  auth: authEndpoints,
  users: userEndpoints,
  logs: logEndpoints,
};
export type Endpoints = typeof endpoints;
