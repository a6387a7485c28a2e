import { POLLING } from '@callops/contracts/core';
import { jobEndpoints } from '@callops/contracts/jobs';
import { statsEndpoints } from '@callops/contracts/stats';
import { useEndpointQuery } from '@callops/shell';

/** Running and queued jobs, polled every minute (spec §9) and read again on every live change (ActiveJobsPanel). */
export const useActiveJobs = () =>
  useEndpointQuery(jobEndpoints.active, undefined, { refetchInterval: POLLING.activeJobsMs });

/** The three windows at once: the tabs, cards and comparison table all read this one answer. */
export const useDashboardStats = () => useEndpointQuery(statsEndpoints.combined);

/** The last business days (calls, cost, time to first call); read again with the windows' answer. */
export const useDashboardDays = () => useEndpointQuery(statsEndpoints.days);
