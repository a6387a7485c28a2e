import { endpoints } from '@callops/contracts';
import { JOB_MESSAGES, type JobType } from '@callops/contracts/jobs';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context/service-context';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import { sendReminders } from '../notifications/send-reminders';
import { toJob } from './job-view';
import {
  activeTimers,
  findJob,
  jobStory,
  latestJobs,
  leadStats,
  listActiveJobs,
  recentEvents,
  timerStats,
  timerStatus,
} from './service';

const start = async (
  ctx: ServiceContext,
  type: JobType,
  body?: { duration_minutes?: number; channels?: ('email' | 'sms')[] },
) =>
  withMessage(
    toJob(
      await ctx.app.engine.startJob(ctx, type, {
        durationMinutes: body?.duration_minutes,
        channels: body?.channels,
      }),
    ),
    JOB_MESSAGES.started,
  );

/** Stops every current job, or those of one type, saying how many of each state it ended. */
const stopJobs = async (ctx: ServiceContext, type?: JobType) => {
  const { jobs, counts } = await ctx.app.engine.endJobs(ctx, 'stopped', { type });
  return withMessage(
    { stopped_count: jobs.length, ended: counts, jobs: jobs.map(toJob) },
    JOB_MESSAGES.stoppedSummary(counts),
  );
};

export function registerJobRoutes(app: FastifyInstance): void {
  const e = endpoints.jobs;
  route(app, e.active, (ctx) => listActiveJobs(ctx));
  route(app, e.latest, (ctx, { query }) => latestJobs(ctx, query.limit), { compiledAnswer: true });
  route(app, e.status, async (ctx, { params }) => toJob(await findJob(ctx, params.id)));
  route(app, e.start, (ctx, { params, body }) => start(ctx, params.type, body));
  route(app, e.stop, async (ctx, { params }) =>
    withMessage(toJob(await ctx.app.engine.endJob(ctx, params.id, 'stopped')), JOB_MESSAGES.stopped),
  );
  route(app, e.cancel, async (ctx, { params }) =>
    withMessage(toJob(await ctx.app.engine.endJob(ctx, params.id, 'cancelled')), 'Cancelled'),
  );
  route(app, e.resume, async (ctx, { params }) =>
    withMessage(toJob(await ctx.app.engine.resumeJob(ctx, params.id)), JOB_MESSAGES.resumed),
  );
  route(app, e.coldCallingPreview, (ctx) => ctx.app.engine.campaignPreview(ctx));
  route(app, e.cancelByType, async (ctx, { params }) => {
    const cancelled = await ctx.app.engine.endJobs(ctx, 'cancelled', { type: params.type });
    return { cancelled_count: cancelled.jobs.length, jobs: cancelled.jobs.map(toJob) };
  });
  route(app, e.stopAll, (ctx) => stopJobs(ctx));
  route(app, e.startColdCalling, (ctx, { body }) => start(ctx, 'cold_calling', body));
  route(app, e.stopColdCalling, (ctx) => stopJobs(ctx, 'cold_calling'));
  route(app, e.startReminderCalls, (ctx, { body }) => start(ctx, 'reminder_calls', body));
  route(app, e.stopReminderCalls, (ctx) => stopJobs(ctx, 'reminder_calls'));
  route(app, e.startSendReminders, (ctx, { body }) => start(ctx, 'send_reminders', body));
  route(app, e.stopSendReminders, (ctx) => stopJobs(ctx, 'send_reminders'));
  route(app, e.startHubspotFetch, (ctx, { body }) => start(ctx, 'hubspot_fetch', body));
  route(app, e.stopHubspotFetch, (ctx) => stopJobs(ctx, 'hubspot_fetch'));
  route(app, e.processStuckLeads, (ctx) => ctx.app.engine.releaseStuckWork(ctx));
  route(app, e.timerStatus, (ctx, { params }) => timerStatus(ctx, params.id));
  route(app, e.activeTimers, (ctx) => activeTimers(ctx));
  route(app, e.timerStats, (ctx) => timerStats(ctx));
  // Sending waits on the e-mail and SMS providers: no transaction is held meanwhile (each appointment is claimed
  // in its own, so two runs at once never remind anyone twice).
  route(
    app,
    e.sendReminders,
    async (ctx, { body }) => {
      const { result } = await sendReminders(ctx, { channels: body?.channels ?? ['email', 'sms'] });
      return withMessage(result, JOB_MESSAGES.remindersSent);
    },
    { transaction: false },
  );

  route(app, endpoints.events.recent, (ctx, { query }) => recentEvents(ctx, query.limit), {
    compiledAnswer: true,
  });
  route(app, endpoints.events.batch, (ctx, { params }) => jobStory(ctx, params.id));
  route(app, endpoints.companies.leadStats, (ctx) => leadStats(ctx));
}
