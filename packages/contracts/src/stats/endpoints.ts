import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import {
  combinedStatsSchema,
  dashboardDaysSchema,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  realtimeStatsQuerySchema,
  realtimeStatsSchema,
  statsTrendQuerySchema,
  statsTrendSchema,
} from './stats';

export const statsEndpoints = {
  combined: defineEndpoint({
    method: 'GET',
    path: '/dashboard/stats/combined',
    summary: 'Call statistics for the last 24 hours, 7 days and 30 days at once',
    tag: 'stats',
    access: 'viewer',
    response: combinedStatsSchema,
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/dashboard/stats',
    summary: 'Call statistics of one dashboard period, with the number of active jobs',
    tag: 'stats',
    access: 'viewer',
    query: dashboardStatsQuerySchema,
    response: dashboardStatsSchema,
  }),
  days: defineEndpoint({
    method: 'GET',
    path: '/dashboard/days',
    summary:
      'The last 7 business days: calls, voicemail apart from no answer, cost and cost per booked appointment, and the median time from lead creation to first call',
    tag: 'stats',
    access: 'viewer',
    response: dashboardDaysSchema,
  }),
  realtime: defineEndpoint({
    method: 'GET',
    path: '/stats/calls',
    summary: 'Call statistics of one real-time window (last5m, last15m, last1h, last4h, last8h)',
    tag: 'stats',
    access: 'viewer',
    query: realtimeStatsQuerySchema,
    response: realtimeStatsSchema,
  }),
  trend: defineEndpoint({
    method: 'GET',
    path: '/stats/trend',
    summary: `Answer and booking rate per hour over the last 24 hours or per day over the last 30 days, in the business time zone ${CHOSEN_PATH_NOTE}`,
    tag: 'stats',
    access: 'viewer',
    query: statsTrendQuerySchema,
    response: statsTrendSchema,
  }),
};
