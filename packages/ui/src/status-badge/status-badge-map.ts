import type { Badge } from '@callops/contracts/core';
import { type JobState, normalizeJobState } from '@callops/contracts/jobs';
import { KANBAN_COLUMNS } from '@callops/contracts/leads';

/** A contracts badge, optionally with an explicit colour (lead statuses use their kanban colour). */
export type BadgeSpec = Badge & { color?: string };

/** 'NO_ANSWER_IN_PROGRESS' → 'NO ANSWER IN PROGRESS': readable, and keeps SMS and the like intact. */
export function leadStatusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

/** Any lead status, including the CRM screen's extra ones (IN_PROGRESS, CLOSED, COMPLETED). */
export function leadStatusBadge(status: string | null | undefined): BadgeSpec {
  if (!status) return { label: '', tone: 'default' };
  const column = KANBAN_COLUMNS.find((c) => c.status === status);
  return { label: leadStatusLabel(status), tone: 'default', color: column?.color };
}

const JOB_STATE_BADGES: Record<JobState, BadgeSpec> = {
  running: { label: 'Running', tone: 'processing' },
  pending: { label: 'Pending', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
  stopped: { label: 'Stopped', tone: 'default' },
  paused: { label: 'Paused', tone: 'warning' },
  idle: { label: 'Idle', tone: 'default' },
};

/** Any job status the spec has seen (running/active, pending/queued, ...). */
export function jobStateBadge(status: string | null | undefined): BadgeSpec {
  return JOB_STATE_BADGES[normalizeJobState(status)];
}
