import { endpoints } from '@callops/contracts';
import type { DashboardPeriod, RealtimeWindow } from '@callops/contracts/stats';
import type { CallOptions } from '../client-options';
import { combinedStats } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.stats;

export const createStatsApi = (t: Transport) => ({
  /** Wrapped in the envelope or bare; anything else raises 'Unexpected response format from API'. */
  combined: async (options?: CallOptions) => combinedStats(await t.call(e.combined, {}, options)),
  dashboard: (period?: DashboardPeriod, options?: CallOptions) =>
    t.call(e.dashboard, { query: { period } }, options),
  realtime: (period: RealtimeWindow, options?: CallOptions) =>
    t.call(e.realtime, { query: { period } }, options),
});
