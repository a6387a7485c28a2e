import { endpoints } from '@callops/contracts';
import { POLLING } from '@callops/contracts/core';
import { useApi } from '@callops/shell';
import { useQuery } from '@tanstack/react-query';

export const ACTIVE_JOBS_QUERY_KEY = ['jobs', 'active'] as const;

/** Running and queued jobs, polled every minute (spec §9). */
export function useActiveJobs() {
  const api = useApi();
  return useQuery({
    queryKey: ACTIVE_JOBS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.jobs.active, undefined, { signal }),
    refetchInterval: POLLING.activeJobsMs,
  });
}
