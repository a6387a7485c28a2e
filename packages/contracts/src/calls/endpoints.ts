import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  callRecordingSchema,
  callRecordingsMetaSchema,
  callRecordingsQuerySchema,
  callSchema,
  latestCallsQuerySchema,
} from './call';

export const callEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/calls/latest',
    summary: 'The newest calls (Latest Calls table)',
    tag: 'calls',
    access: 'viewer',
    query: latestCallsQuerySchema,
    response: z.array(callSchema),
  }),
};

export const recordingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/call-recordings',
    summary: 'Calls with a recording, newest first, optionally filtered; pagination travels beside data',
    tag: 'calls',
    access: 'viewer',
    query: callRecordingsQuerySchema,
    response: z.array(callRecordingSchema),
    meta: callRecordingsMetaSchema,
  }),
};
