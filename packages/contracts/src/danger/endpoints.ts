import { defineEndpoint } from '../core/endpoint';
import {
  dangerTableParamSchema,
  databaseStatusSchema,
  deleteAllResultSchema,
  deleteTableResultSchema,
} from './danger';

/** Emptying a table changes every list and count built on it, and cancels jobs. */
const DANGER_AFFECTS = [
  'jobs',
  'events',
  'stats',
  'companies',
  'appointments',
  'calls',
  'database',
  'testing',
  'hubspot',
] as const;

/** The danger zone: development only, admins. */
export const dangerEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/danger/status',
    summary: 'Record counts of jobs, companies, appointments and calls',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    response: databaseStatusSchema,
  }),
  deleteAll: defineEndpoint({
    method: 'DELETE',
    path: '/danger/cleanup/all-data',
    summary:
      'Delete every job, company, appointment and call in one transaction, cancelling running and queued jobs first',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    response: deleteAllResultSchema,
    affects: DANGER_AFFECTS,
  }),
  deleteTable: defineEndpoint({
    method: 'DELETE',
    path: '/danger/cleanup/table/:table',
    summary:
      'Delete every record of one table (jobs, companies, appointments or calls) in one transaction, cancelling running and queued jobs first',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    params: dangerTableParamSchema,
    response: deleteTableResultSchema,
    affects: DANGER_AFFECTS,
  }),
};
