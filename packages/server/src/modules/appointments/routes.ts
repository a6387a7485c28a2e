import { endpoints } from '@callops/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { latestAppointments } from './service';

export function registerAppointmentRoutes(app: FastifyInstance): void {
  const e = endpoints.appointments;

  route(app, e.latest, (ctx, { query }) => latestAppointments(ctx, query));
}
