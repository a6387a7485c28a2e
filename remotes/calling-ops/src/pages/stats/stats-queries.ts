import { endpoints } from '@callops/contracts';
import { POLLING } from '@callops/contracts/core';
import type { RealtimeWindow, TrendRange } from '@callops/contracts/stats';
import { useEndpointQuery } from '@callops/shell';

const refreshEvery = (auto: boolean) => (auto ? POLLING.realtimeStatsMs : false);

/** One real-time window, read again every 5 minutes while auto-refresh is on. */
export const useRealtimeStats = (period: RealtimeWindow, auto: boolean) =>
  useEndpointQuery(endpoints.stats.realtime, { query: { period } }, { refetchInterval: refreshEvery(auto) });

export const useStatsTrend = (range: TrendRange, auto: boolean) =>
  useEndpointQuery(endpoints.stats.trend, { query: { range } }, { refetchInterval: refreshEvery(auto) });
