import { canArchiveVoice, canDeleteVoice, VOICE_MESSAGES, type Voice } from '@callops/contracts/voices';

export interface VoiceActions {
  /** The note under a disabled Archive, or null when the voice can be archived. */
  archiveBlockedBy: string | null;
  /** The note under a disabled Delete, or null when the voice can be deleted. */
  deleteBlockedBy: string | null;
}

/** Spec §4: an active voice cannot be archived, a voice used in VAPI cannot be deleted. */
export const voiceActions = (voice: Pick<Voice, 'status' | 'is_used_in_vapi'>): VoiceActions => ({
  archiveBlockedBy: canArchiveVoice(voice) ? null : VOICE_MESSAGES.deactivateBeforeArchiving,
  deleteBlockedBy: canDeleteVoice(voice) ? null : VOICE_MESSAGES.usedInVapi,
});

/** Spec §5: an id that is blank after trimming is ignored (nothing is sent). */
export const voiceIdToAdd = (typed: string | undefined): string | null => {
  const id = (typed ?? '').trim();
  return id === '' ? null : id;
};
