import { endpoints } from '@callops/contracts';
import { VOICE_MESSAGES } from '@callops/contracts/voices';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

export type VoiceList = 'active' | 'archived';

export const useVoices = (list: VoiceList) =>
  useEndpointQuery(list === 'active' ? endpoints.voices.list : endpoints.voices.archived);

/** Spec §8: each failure with the server's message, or 'Unknown error occurred'. */
const failureWith = (title: string) => (message: string) =>
  `${title}: ${message || VOICE_MESSAGES.unknownError}`;

export const useAddVoice = () =>
  useEndpointMutation(endpoints.voices.add, {
    success: VOICE_MESSAGES.added,
    failure: failureWith(VOICE_MESSAGES.addFailed),
  });

export const useSetVoiceStatus = () =>
  useEndpointMutation(endpoints.voices.updateStatus, {
    success: (voice) => (voice.status === 'ACTIVE' ? VOICE_MESSAGES.activated : VOICE_MESSAGES.deactivated),
    failure: failureWith(VOICE_MESSAGES.updateFailed),
  });

export const useArchiveVoice = () =>
  useEndpointMutation(endpoints.voices.archive, {
    success: VOICE_MESSAGES.archived,
    failure: failureWith(VOICE_MESSAGES.archiveFailed),
  });

export const useUnarchiveVoice = () =>
  useEndpointMutation(endpoints.voices.unarchive, {
    success: VOICE_MESSAGES.unarchived,
    failure: failureWith(VOICE_MESSAGES.unarchiveFailed),
  });

export const useDeleteVoice = () =>
  useEndpointMutation(endpoints.voices.remove, {
    success: VOICE_MESSAGES.deleted,
    failure: failureWith(VOICE_MESSAGES.deleteFailed),
  });
