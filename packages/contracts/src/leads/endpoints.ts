import { z } from 'zod';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { idParamSchema } from '../core/envelope';
import {
  companySchema,
  companySearchQuerySchema,
  createCompanyRequestSchema,
  createdIdSchema,
  latestCompaniesQuerySchema,
  leadStatsSchema,
  leadStatusUpdateSchema,
  leadsListResponseSchema,
} from './company';

export const companyEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/companies/latest',
    summary: 'The newest companies (leads), optionally only some statuses, with fetched and total counts',
    tag: 'companies',
    access: 'viewer',
    query: latestCompaniesQuerySchema,
    response: leadsListResponseSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/companies/search',
    summary: 'Companies whose phone (or name) contains q',
    tag: 'companies',
    access: 'viewer',
    query: companySearchQuerySchema,
    response: z.array(companySchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/companies',
    summary: 'Create a company (Database Management and kanban); answers its id',
    tag: 'companies',
    access: 'operator',
    body: createCompanyRequestSchema,
    response: createdIdSchema,
  }),
  updateLeadStatus: defineEndpoint({
    method: 'PUT',
    path: '/companies/:id/lead-status',
    summary: 'Set a lead status by hand (any to any); APPOINTMENT_BOOKED also takes lead name and e-mail',
    tag: 'companies',
    access: 'operator',
    params: idParamSchema,
    body: leadStatusUpdateSchema,
    response: companySchema,
  }),
  setFollowUpToday: defineEndpoint({
    method: 'PUT',
    path: '/companies/:id/follow-up-date/today',
    summary: `Set a company's follow-up date to today at 10:00 in the business zone ${CHOSEN_PATH_NOTE}`,
    tag: 'companies',
    access: 'operator',
    params: idParamSchema,
    response: companySchema,
  }),
  leadStats: defineEndpoint({
    method: 'GET',
    path: '/leads/stats',
    summary: 'How many leads are in each status',
    tag: 'companies',
    access: 'viewer',
    response: leadStatsSchema,
  }),
};
