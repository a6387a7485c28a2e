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
import {
  callControlActionSchema,
  endCallRequestSchema,
  guideRequestSchema,
  sayRequestSchema,
  transferRequestSchema,
} from './control';

const CONTROL_NOTE =
  "Sent through the call's control URL; idempotent by request_id (the same id again answers the same action). " +
  '409: the call already ended or offers no control; 502: the voice provider refused it or did not answer.';

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
  say: defineEndpoint({
    method: 'POST',
    path: '/calls/:id/say',
    summary: `The agent speaks the supervisor's sentence to the caller. ${CONTROL_NOTE} ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'operator',
    params: idParamSchema,
    body: sayRequestSchema,
    response: callControlActionSchema,
    affects: ['jobs', 'audit-log'],
  }),
  guide: defineEndpoint({
    method: 'POST',
    path: '/calls/:id/guide',
    summary: `A system message that steers the agent; the caller does not hear it. ${CONTROL_NOTE} ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'operator',
    params: idParamSchema,
    body: guideRequestSchema,
    response: callControlActionSchema,
    affects: ['jobs', 'audit-log'],
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/calls/:id/transfer',
    summary: `Hands the call to the caller's own phone (profile) or the team number (settings). ${CONTROL_NOTE} ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'operator',
    params: idParamSchema,
    body: transferRequestSchema,
    response: callControlActionSchema,
    affects: ['jobs', 'audit-log'],
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/calls/:id/end',
    summary: `Ends the call; its report arrives as usual. ${CONTROL_NOTE} ${CHOSEN_PATH_NOTE}`,
    tag: 'calls',
    access: 'operator',
    params: idParamSchema,
    body: endCallRequestSchema,
    response: callControlActionSchema,
    affects: ['jobs', 'audit-log'],
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
