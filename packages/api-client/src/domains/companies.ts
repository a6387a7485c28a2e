import { endpoints } from '@callops/contracts';
import type { CallOptions } from '../client-options';
import type { BodyArgs, QueryArgs } from '../endpoint-args';
import { leadsList } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.companies;

export const createCompaniesApi = (t: Transport) => ({
  /** Leads in `leads` or `companies` (or a bare array), with fetched and total counts. */
  latest: async (query: QueryArgs<typeof e.latest> = {}, options?: CallOptions) =>
    leadsList(await t.callWithMeta(e.latest, { query }, options)),
  search: (q: string, options?: CallOptions) => t.call(e.search, { query: { q } }, options),
  create: (company: BodyArgs<typeof e.create>, options?: CallOptions) =>
    t.call(e.create, { body: company }, options),
  updateLeadStatus: (id: number, update: BodyArgs<typeof e.updateLeadStatus>, options?: CallOptions) =>
    t.call(e.updateLeadStatus, { params: { id }, body: update }, options),
  setFollowUpToday: (id: number, options?: CallOptions) =>
    t.call(e.setFollowUpToday, { params: { id } }, options),
  leadStats: (options?: CallOptions) => t.call(e.leadStats, {}, options),
});
