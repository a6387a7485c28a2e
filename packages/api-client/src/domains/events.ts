import { endpoints } from '@callops/contracts';
import type { CallOptions } from '../client-options';
import type { Transport } from '../transport';

const e = endpoints.events;

export const createEventsApi = (t: Transport) => ({
  recent: (limit?: number, options?: CallOptions) => t.call(e.recent, { query: { limit } }, options),
  batch: (jobId: string, options?: CallOptions) => t.call(e.batch, { params: { id: jobId } }, options),
});
