import type { Voice } from '@callops/contracts/voices';
import type { voices } from '../../db/schema';

type VoiceRow = typeof voices.$inferSelect;

export const toVoice = (row: VoiceRow): Voice => ({
  id: row.id,
  name: row.name,
  voice_id: row.voiceId,
  status: row.status,
  preview_url: row.previewUrl,
  is_used_in_vapi: row.isUsedInVapi,
  is_archived: row.archived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
