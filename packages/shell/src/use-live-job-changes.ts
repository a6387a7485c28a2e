import { eventEndpoints, JOB_CHANGES_STREAM, jobEndpoints } from '@callops/contracts/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from './api-context';
import { type LiveStatus, watchLiveChanges } from './live-changes';
import { useSession } from './session-context';

/** The reads a job change makes stale: jobs (active, latest, timers) and their events. */
export const LIVE_JOB_TAGS = [jobEndpoints.active.tag, eventEndpoints.recent.tag] as const;
const NO_TAGS: readonly string[] = [];

/**
 * Listens to the server's job-changes stream while mounted and reads every query of the jobs and events tags again
 * within a second of a change. The screens keep their 60 s polling (spec §9), which is what updates them while
 * the stream is down; the answer says which of the two is at work. `alsoTags` are further reads a job change makes
 * stale (Live Calls: a call placed or ended is a job change).
 */
export function useLiveJobChanges(alsoTags: readonly string[] = NO_TAGS): LiveStatus {
  const api = useApi();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!token) return undefined;
    return watchLiveChanges({
      open: (signal) => api.stream(JOB_CHANGES_STREAM.path, { signal }),
      // The throttle waits for these reads before the next refresh, so none cancels its predecessor.
      refresh: () =>
        Promise.all(
          [...LIVE_JOB_TAGS, ...alsoTags].map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })),
        ),
      onStatus: setStatus,
    });
  }, [api, queryClient, token, alsoTags]);
  return status;
}
