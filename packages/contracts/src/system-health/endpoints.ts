import { defineEndpoint } from '../core/endpoint';
import { systemHealthSchema } from './system-health';

export const systemHealthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/system-health',
    summary:
      'For admins: each queue, the vendors and the webhook lag over the last hour, every server replica by its heartbeat, and the last ten errors with their request ids',
    tag: 'system-health',
    access: 'admin',
    response: systemHealthSchema,
  }),
};
