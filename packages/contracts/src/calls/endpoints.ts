import { z } from 'zod';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { idParamSchema } from '../core/envelope';
import {
  callInProgressSchema,
  callRecordingDetailSchema,
  callRecordingSchema,
  callRecordingsMetaSchema,
  callRecordingsQuerySchema,
  callSchema,
  latestCallsQuerySchema,
  recordingsExportLinkSchema,
  recordingsExportQuerySchema,
} from './call';
import { listenTicketSchema } from './listen';

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
  inProgress: defineEndpoint({
    method: 'GET',
    path: '/calls/in-progress',
    summary: `Every call in progress across all server replicas, oldest first (Live Calls) ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'viewer',
    response: z.array(callInProgressSchema),
  }),
  listenTicket: defineEndpoint({
    method: 'POST',
    path: '/calls/:id/listen-ticket',
    summary: `A ticket (valid 30 seconds) to open the call's listen WebSocket: the live call's audio and transcript relayed by the server; 409 once the call ended ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'operator',
    params: idParamSchema,
    response: listenTicketSchema,
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
  exportLink: defineEndpoint({
    method: 'GET',
    path: '/call-recordings/export-link',
    summary: `A signed link (valid 5 minutes) to download every recording of the filter as CSV, streamed ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'viewer',
    query: recordingsExportQuerySchema,
    response: recordingsExportLinkSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/call-recordings/:id',
    summary: `One call recording with its timed transcript (speaker, text, seconds) ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'viewer',
    params: idParamSchema,
    response: callRecordingDetailSchema,
  }),
  play: defineEndpoint({
    method: 'POST',
    path: '/call-recordings/:id/plays',
    summary: `Says that the caller pressed play on a recording: the play goes into the audit log ${CHOSEN_PATH_NOTE}`,
    // What it changes is the audit log: only its reads are refreshed (not the recordings, whose player is playing).
    tag: 'audit-log',
    access: 'viewer',
    params: idParamSchema,
    response: z.object({ id: z.number().int() }),
  }),
};
