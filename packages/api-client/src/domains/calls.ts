import { endpoints } from '@callops/contracts';
import type { RecordingFilter } from '@callops/contracts/calls';
import type { CallOptions } from '../client-options';
import { recordingsPage } from '../tolerant-responses';
import type { Transport } from '../transport';

export const createCallsApi = (t: Transport) => ({
  latest: (limit?: number, options?: CallOptions) =>
    t.call(endpoints.calls.latest, { query: { limit } }, options),
});

export interface RecordingsQuery {
  /** 'all' (or nothing) sends no filter. */
  status?: RecordingFilter | 'all';
  limit?: number;
  offset?: number;
}

export const createRecordingsApi = (t: Transport) => ({
  /** `{ data, pagination }`; pagination is made up from the list when the server leaves it out. */
  list: async ({ status, limit, offset }: RecordingsQuery = {}, options?: CallOptions) => {
    const query = { status: status === 'all' ? undefined : status, limit, offset };
    return recordingsPage(await t.callWithMeta(endpoints.recordings.list, { query }, options), {
      limit,
      offset,
    });
  },
});
