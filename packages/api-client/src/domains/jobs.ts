import { endpoints } from '@callops/contracts';
import { JOB_MESSAGES, type JobType } from '@callops/contracts/jobs';
import type { CallOptions } from '../client-options';
import type { BodyArgs } from '../endpoint-args';
import { requireSuccess } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.jobs;

type StartBody = BodyArgs<typeof e.startColdCalling>;
type RemindersBody = BodyArgs<typeof e.startSendReminders>;

export const createJobsApi = (t: Transport) => ({
  active: (options?: CallOptions) => t.call(e.active, {}, options),
  latest: (limit?: number, options?: CallOptions) => t.call(e.latest, { query: { limit } }, options),
  status: (id: string, options?: CallOptions) => t.call(e.status, { params: { id } }, options),
  start: (type: JobType, body?: StartBody, options?: CallOptions) =>
    t.call(e.start, { params: { type }, body }, options),
  stop: (id: string, options?: CallOptions) => t.call(e.stop, { params: { id } }, options),
  cancel: (id: string, options?: CallOptions) => t.call(e.cancel, { params: { id } }, options),
  cancelByType: (type: JobType, options?: CallOptions) =>
    t.call(e.cancelByType, { params: { type } }, options),
  stopAll: (options?: CallOptions) => t.call(e.stopAll, {}, options),
  startColdCalling: (body?: StartBody, options?: CallOptions) =>
    t.call(e.startColdCalling, { body }, options),
  stopColdCalling: (options?: CallOptions) => t.call(e.stopColdCalling, {}, options),
  startReminderCalls: (body?: StartBody, options?: CallOptions) =>
    t.call(e.startReminderCalls, { body }, options),
  stopReminderCalls: (options?: CallOptions) => t.call(e.stopReminderCalls, {}, options),
  startSendReminders: (body?: RemindersBody, options?: CallOptions) =>
    t.call(e.startSendReminders, { body }, options),
  stopSendReminders: (options?: CallOptions) => t.call(e.stopSendReminders, {}, options),
  startHubspotFetch: (body?: StartBody, options?: CallOptions) =>
    t.call(e.startHubspotFetch, { body }, options),
  stopHubspotFetch: (options?: CallOptions) => t.call(e.stopHubspotFetch, {}, options),
  processStuckLeads: (options?: CallOptions) => t.call(e.processStuckLeads, {}, options),
  timerStatus: (id: string, options?: CallOptions) => t.call(e.timerStatus, { params: { id } }, options),
  activeTimers: (options?: CallOptions) => t.call(e.activeTimers, {}, options),
  timerStats: (options?: CallOptions) => t.call(e.timerStats, {}, options),
  /** A result with `success: false` raises its message ('Failed to send reminders.' without one). */
  sendReminders: async (body?: RemindersBody, options?: CallOptions) =>
    requireSuccess(await t.call(e.sendReminders, { body }, options), JOB_MESSAGES.sendRemindersFailed),
});
