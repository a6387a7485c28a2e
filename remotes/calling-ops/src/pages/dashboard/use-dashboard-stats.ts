import { endpoints } from '@callops/contracts';
import { useApi } from '@callops/shell';
import { useQuery } from '@tanstack/react-query';

export const DASHBOARD_STATS_QUERY_KEY = ['dashboard', 'stats', 'combined'] as const;

/** The three windows at once: the tabs, cards and comparison table all read this one answer. */
export function useDashboardStats() {
  const api = useApi();
  return useQuery({
    queryKey: DASHBOARD_STATS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.stats.combined, undefined, { signal }),
  });
}
