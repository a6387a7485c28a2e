import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { boundedText, externalIdField, FIELD_LIMITS, shortText } from '../core/fields';

export const VOICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const voiceStatusSchema = z.enum(VOICE_STATUSES);
export type VoiceStatus = z.infer<typeof voiceStatusSchema>;

export const voiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The voice provider's (ElevenLabs) voice id. */
  voice_id: z.string(),
  status: voiceStatusSchema,
  preview_url: z.string().nullable(),
  is_used_in_vapi: z.boolean(),
  is_archived: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Voice = z.infer<typeof voiceSchema>;

/** What a provider voice id may hold: it travels in the vendor's URL path, so nothing that could change the path. */
export const VOICE_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;

/** Adding a voice by its provider id; a blank id is ignored by the form. */
export const addVoiceRequestSchema = z.object({
  voice_id: boundedText(FIELD_LIMITS.externalId)
    .trim()
    .min(1, 'Voice ID is required')
    .regex(VOICE_ID_PATTERN, "A voice ID may hold letters, digits, '.', '_', ':' and '-' only"),
});
export type AddVoiceRequest = z.infer<typeof addVoiceRequestSchema>;

/** Only one voice can be ACTIVE: activating one deactivates the others. */
export const updateVoiceStatusRequestSchema = z.object({ status: voiceStatusSchema });
export type UpdateVoiceStatusRequest = z.infer<typeof updateVoiceStatusRequestSchema>;

/** GET /voices/fetch/{id}: what the voice provider knows about a voice id, before it is added. */
export const voiceDetailsSchema = z.object({
  voice_id: z.string(),
  name: z.string(),
  preview_url: z.string().nullable(),
  category: z.string().nullable(),
});
export type VoiceDetails = z.infer<typeof voiceDetailsSchema>;

export const voiceIdParamSchema = z.object({ id: externalIdField() });

/** Archive and delete carry the name the user typed; the server compares it with the voice's name exactly. */
export const confirmVoiceNameRequestSchema = z.object({ confirm_name: shortText() });
export type ConfirmVoiceNameRequest = z.infer<typeof confirmVoiceNameRequestSchema>;

export const VOICE_MESSAGES = {
  deactivateBeforeArchiving: 'Deactivate before archiving',
  usedInVapi: 'Cannot delete - used in VAPI',
  loadFailed: 'Failed to load voices',
  loadArchivedFailed: 'Failed to load archived voices',
  addFailed: 'Failed to add voice',
  deleteFailed: 'Failed to delete voice',
  archiveFailed: 'Failed to archive voice',
  unarchiveFailed: 'Failed to unarchive voice',
  unknownError: 'Unknown error occurred',
  updateFailed: 'Failed to update voice',
  added: 'Voice added',
  activated: 'Voice activated',
  deactivated: 'Voice deactivated',
  archived: 'Voice archived',
  unarchived: 'Voice unarchived',
  deleted: 'Voice deleted',
  notFound: (id: number) => `Voice ${id} not found`,
  unknownVoice: (voiceId: string) => `The voice provider has no voice with the ID ${voiceId}`,
  alreadyAdded: (name: string) => `This voice is already in the library as ${name}`,
  nameMismatch: 'The typed name does not match the voice name',
  unarchiveBeforeActivating: 'Unarchive the voice before activating it',
  notArchived: 'The voice is not archived',
} as const;

/** Archive and delete need the voice's name typed exactly. */
export const isVoiceNameConfirmed = (typed: string, voice: Pick<Voice, 'name'>): boolean =>
  typed === voice.name;

/** An active voice cannot be archived; a voice used in VAPI cannot be deleted. */
export const canArchiveVoice = (voice: Pick<Voice, 'status'>): boolean => voice.status !== 'ACTIVE';
export const canDeleteVoice = (voice: Pick<Voice, 'is_used_in_vapi'>): boolean => !voice.is_used_in_vapi;
