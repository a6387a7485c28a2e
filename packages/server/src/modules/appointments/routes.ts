import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  dateSetTodayMessage,
  latestAppointments,
  setAppointmentDateToday,
  updateAppointmentLeadStatus,
} from './service';

export function registerAppointmentRoutes(app: FastifyInstance): void {
  const e = endpoints.appointments;

  route(app, e.latest, (ctx, { query }) => latestAppointments(ctx, query), { compiledAnswer: true });
  route(app, e.updateStatus, async (ctx, { params, body }) => {
    const appointment = await updateAppointmentLeadStatus(ctx, { id: params.id, change: body });
    ctx.log.info(
      `${ctx.actor.username} set the lead of appointment ${appointment.id} to ${body.lead_status}`,
    );
    return appointment;
  });
  route(app, e.setDateToday, async (ctx, { params, body }) =>
    withMessage(
      await setAppointmentDateToday(ctx, { id: params.id, type: body.type }),
      dateSetTodayMessage(body.type),
    ),
  );
  route(app, e.setCallFollowUpToday, async (ctx, { params }) =>
    withMessage(
      await setAppointmentDateToday(ctx, { id: params.id, type: 'call' }),
      dateSetTodayMessage('call'),
    ),
  );
}
