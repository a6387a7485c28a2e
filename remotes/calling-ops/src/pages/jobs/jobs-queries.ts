import { endpoints } from '@callops/contracts';
import { PAGINATION, POLLING } from '@callops/contracts/core';
import { JOB_MESSAGES } from '@callops/contracts/jobs';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

// Reads poll every minute (spec §9) and are read again within a second of a change while the live stream is up
// (useLiveJobChanges); writes toast the spec's texts (server message under the failure title), and an accepted
// start, stop or cancel starts the page's countdown as soon as the server answered.

const poll = { refetchInterval: POLLING.activeJobsMs };

export const useActiveJobs = () => useEndpointQuery(endpoints.jobs.active, undefined, poll);

/** Enough of the newest jobs to find each card's last run. */
export const useLatestJobs = () =>
  useEndpointQuery(endpoints.jobs.latest, { query: { limit: PAGINATION.eventsLimit } }, poll);

/** A finished job's details (its progress), for the card whose job is no longer active. */
export const useJobStatus = (id: string | null) =>
  useEndpointQuery(endpoints.jobs.status, { params: { id: id ?? '' } }, { ...poll, enabled: id !== null });

export const useActiveTimers = () =>
  useEndpointQuery(endpoints.jobs.activeTimers, undefined, { refetchInterval: POLLING.timersMs });

export const useTimerStats = () =>
  useEndpointQuery(endpoints.jobs.timerStats, undefined, { refetchInterval: POLLING.timersMs });

/** The Job Manager's own feed of what the jobs did. */
export const RECENT_EVENTS_SHOWN = 10;
export const useRecentEvents = () =>
  useEndpointQuery(endpoints.events.recent, { query: { limit: RECENT_EVENTS_SHOWN } }, poll);

export const useStartJob = (onAccepted?: () => void) =>
  useEndpointMutation(endpoints.jobs.start, {
    success: JOB_MESSAGES.started,
    failure: JOB_MESSAGES.startFailed,
    onAnswered: onAccepted,
  });

export const useStopJob = (onAccepted?: () => void) =>
  useEndpointMutation(endpoints.jobs.stop, {
    success: JOB_MESSAGES.stopped,
    failure: JOB_MESSAGES.stopFailed,
    onAnswered: onAccepted,
  });

/** A cancelled job shows as stopped (spec §4), so its toast is the stop one. */
export const useCancelJob = (onAccepted?: () => void) =>
  useEndpointMutation(endpoints.jobs.cancel, {
    success: JOB_MESSAGES.stopped,
    failure: JOB_MESSAGES.cancelFailed,
    onAnswered: onAccepted,
  });

export const useStopAllJobs = (onAccepted?: () => void) =>
  useEndpointMutation(endpoints.jobs.stopAll, {
    success: (result) => JOB_MESSAGES.stoppedSummary(result.ended),
    failure: JOB_MESSAGES.stopAllFailed,
    onAnswered: onAccepted,
  });

/** A paused campaign calls again (beyond the spec: auto-pause). */
export const useResumeJob = (onAccepted?: () => void) =>
  useEndpointMutation(endpoints.jobs.resume, {
    success: JOB_MESSAGES.resumed,
    failure: JOB_MESSAGES.resumeFailed,
    onAnswered: onAccepted,
  });

/** The due leads of a cold-calling campaign: callable now, and why the others wait; live while it runs. */
export const useColdCallingPreview = () =>
  useEndpointQuery(endpoints.jobs.coldCallingPreview, undefined, poll);

export const useSendReminders = () =>
  useEndpointMutation(endpoints.jobs.sendReminders, {
    success: JOB_MESSAGES.remindersSent,
    failure: JOB_MESSAGES.sendRemindersFailed,
  });
