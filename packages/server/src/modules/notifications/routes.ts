import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { sendTestReminder } from './service';

export function registerNotificationRoutes(app: FastifyInstance): void {
  // Waits on the e-mail and SMS providers: no transaction held open meanwhile; each message is recorded as it goes.
  route(
    app,
    endpoints.notifications.appointmentReminderTest,
    async (ctx, { body }) => {
      const result = await sendTestReminder(ctx, body);
      ctx.log.info(`${ctx.actor.username} sent a test reminder: ${result.message}`);
      return result;
    },
    { transaction: false },
  );
}
