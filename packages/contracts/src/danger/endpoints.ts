import { defineEndpoint } from '../core/endpoint';
import {
  dangerTableParamSchema,
  databaseStatusSchema,
  deleteAllResultSchema,
  deleteTableResultSchema,
} from './danger';

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
    summary: 'Delete every job, company, appointment and call',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    response: deleteAllResultSchema,
  }),
  deleteTable: defineEndpoint({
    method: 'DELETE',
    path: '/danger/cleanup/table/:table',
    summary: 'Delete every record of one table (jobs, companies, appointments or calls)',
    tag: 'danger',
    access: 'admin',
    devOnly: true,
    params: dangerTableParamSchema,
    response: deleteTableResultSchema,
  }),
};
