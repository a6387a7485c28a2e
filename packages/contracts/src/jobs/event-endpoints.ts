import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { jobEventSchema, jobIdParamSchema, recentEventsQuerySchema } from './job';

export const eventEndpoints = {
  recent: defineEndpoint({
    method: 'GET',
    path: '/events/recent',
    summary: 'The newest job events (limit, default 50)',
    tag: 'events',
    access: 'viewer',
    query: recentEventsQuerySchema,
    response: z.array(jobEventSchema),
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/events/batch/:id',
    summary: 'The events of one job run (the batch id is the job id), oldest first',
    tag: 'events',
    access: 'viewer',
    params: jobIdParamSchema,
    response: z.array(jobEventSchema),
  }),
};
