import { endpoints } from '@callops/contracts';
import type { VoiceStatus } from '@callops/contracts/voices';
import type { CallOptions } from '../client-options';
import type { Transport } from '../transport';

const e = endpoints.voices;

export const createVoicesApi = (t: Transport) => ({
  list: (options?: CallOptions) => t.call(e.list, {}, options),
  archived: (options?: CallOptions) => t.call(e.archived, {}, options),
  add: (voiceId: string, options?: CallOptions) => t.call(e.add, { body: { voice_id: voiceId } }, options),
  /** The provider's details of a voice id. */
  fetch: (voiceId: string, options?: CallOptions) => t.call(e.fetch, { params: { id: voiceId } }, options),
  setStatus: (id: number, status: VoiceStatus, options?: CallOptions) =>
    t.call(e.updateStatus, { params: { id }, body: { status } }, options),
  remove: (id: number, options?: CallOptions) => t.call(e.remove, { params: { id } }, options),
  archive: (id: number, options?: CallOptions) => t.call(e.archive, { params: { id } }, options),
  unarchive: (id: number, options?: CallOptions) => t.call(e.unarchive, { params: { id } }, options),
});
