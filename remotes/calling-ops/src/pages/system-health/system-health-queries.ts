import { endpoints } from '@callops/contracts';
import { useEndpointQuery } from '@callops/shell';

/** How often the page reads again: about a replica's heartbeat. */
export const SYSTEM_HEALTH_REFRESH_MS = 10_000;

export const useSystemHealth = () =>
  useEndpointQuery(endpoints.systemHealth.get, undefined, { refetchInterval: SYSTEM_HEALTH_REFRESH_MS });
