import { z } from 'zod';
import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { deletedSchema, idParamSchema } from '../core/envelope';
import {
  addVoiceRequestSchema,
  confirmVoiceNameRequestSchema,
  updateVoiceStatusRequestSchema,
  voiceDetailsSchema,
  voiceIdParamSchema,
  voiceSchema,
} from './voice';

export const voiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/voices/',
    summary: 'Voices that are not archived',
    tag: 'voices',
    access: 'viewer',
    response: z.array(voiceSchema),
  }),
  archived: defineEndpoint({
    method: 'GET',
    path: '/voices/archived',
    summary: 'Archived voices',
    tag: 'voices',
    access: 'viewer',
    response: z.array(voiceSchema),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/voices/',
    summary: `Add a voice by its provider voice id (name and preview come from the provider) ${CHOSEN_PATH_NOTE}`,
    tag: 'voices',
    access: 'admin',
    body: addVoiceRequestSchema,
    response: voiceSchema,
  }),
  fetch: defineEndpoint({
    method: 'GET',
    path: '/voices/fetch/:id',
    summary: "The voice provider's details of a voice id (:id is the provider voice id)",
    tag: 'voices',
    access: 'viewer',
    params: voiceIdParamSchema,
    response: voiceDetailsSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/voices/:id',
    summary:
      'Activate or deactivate a voice; activating one sets it on the VAPI assistant and deactivates the active one',
    tag: 'voices',
    access: 'admin',
    params: idParamSchema,
    body: updateVoiceStatusRequestSchema,
    response: voiceSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/voices/:id',
    summary: 'Delete a voice, its name typed as confirmation (409 while it is used in VAPI)',
    tag: 'voices',
    access: 'admin',
    params: idParamSchema,
    body: confirmVoiceNameRequestSchema,
    response: deletedSchema,
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: '/voices/:id/archive',
    summary: 'Archive a voice, its name typed as confirmation (409 while it is active)',
    tag: 'voices',
    access: 'admin',
    params: idParamSchema,
    body: confirmVoiceNameRequestSchema,
    response: voiceSchema,
  }),
  unarchive: defineEndpoint({
    method: 'POST',
    path: '/voices/:id/unarchive',
    summary: 'Bring an archived voice back to the list',
    tag: 'voices',
    access: 'admin',
    params: idParamSchema,
    response: voiceSchema,
  }),
};
