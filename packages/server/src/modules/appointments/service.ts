import {
  APPOINTMENT_MESSAGES,
  type Appointment,
  type AppointmentDateType,
  type AppointmentStatusUpdate,
  type AppointmentsListResponse,
  type LatestAppointmentsQuery,
} from '@callops/contracts/appointments';
import { REMINDERS, todayAt } from '@callops/contracts/core';
import { desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appointments, companies } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { businessTimezone } from '../../settings/live-settings';
import { lockCompany, recordBookedContact, writeLeadStatus } from '../leads/lead-status-change';
import { countAppointments } from './appointment-counts';
import { type AppointmentRow, toAppointmentWithLeadStatus } from './appointment-view';

const ENTITY = 'appointment';

/**
 * Newest first (appointments_created_at_idx), each with its company's lead status, and how many there are (the kept
 * count, flat as appointments grow).
 */
export async function latestAppointments(
  ctx: ServiceContext,
  { limit }: LatestAppointmentsQuery,
): Promise<AppointmentsListResponse> {
  const rows = await ctx.db
    .select({ appointment: appointments, leadStatus: companies.leadStatus })
    .from(appointments)
    .leftJoin(companies, eq(companies.id, appointments.companyId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit);
  return {
    appointments: rows.map((r) => toAppointmentWithLeadStatus(r.appointment, r.leadStatus)),
    fetched_count: rows.length,
    total_count: await countAppointments(ctx.db),
  };
}

async function lockAppointment(ctx: ServiceContext, id: number): Promise<AppointmentRow> {
  const [row] = await ctx.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(`Appointment ${id} not found`);
  return row;
}

async function readAppointment(ctx: ServiceContext, id: number): Promise<Appointment> {
  const [row] = await ctx.db
    .select({ appointment: appointments, leadStatus: companies.leadStatus })
    .from(appointments)
    .leftJoin(companies, eq(companies.id, appointments.companyId))
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row) throw notFound(`Appointment ${id} not found`);
  return toAppointmentWithLeadStatus(row.appointment, row.leadStatus);
}

/**
 * The appointments tab's status edit: the company behind the appointment gets the status (any to any);
 * APPOINTMENT_BOOKED keeps the lead name and e-mail on this appointment.
 */
export async function updateAppointmentLeadStatus(
  ctx: ServiceContext,
  { id, change }: { id: number; change: AppointmentStatusUpdate },
): Promise<Appointment> {
  const appointment = await lockAppointment(ctx, id);
  if (appointment.companyId === null) throw conflict(`Appointment ${id} has no company to set a status on`);
  const company = await writeLeadStatus(
    ctx,
    await lockCompany(ctx, appointment.companyId),
    change.lead_status,
  );
  if (change.lead_status === 'APPOINTMENT_BOOKED') {
    await recordBookedContact(
      ctx,
      company,
      { leadName: change.lead_name ?? null, leadEmail: change.lead_email ?? null },
      id,
    );
  }
  return readAppointment(ctx, id);
}

const DATE_COLUMN = {
  appointment: 'appointmentDatetime',
  sms_email: 'smsMailFollowupDatetime',
  call: 'callFollowupDatetime',
} as const;

/** 'Set to today': one of the appointment's dates becomes today at 10:00 in the business time zone. */
export async function setAppointmentDateToday(
  ctx: ServiceContext,
  { id, type }: { id: number; type: AppointmentDateType | 'call' },
): Promise<Appointment> {
  const appointment = await lockAppointment(ctx, id);
  const column = DATE_COLUMN[type];
  const today = todayAt(REMINDERS.setToTodayTime, await businessTimezone(ctx), ctx.now);
  await ctx.db
    .update(appointments)
    .set({ [column]: today, updatedAt: ctx.now })
    .where(eq(appointments.id, id));
  await ctx.audit({
    action: 'update',
    entity: ENTITY,
    entityKey: String(id),
    oldValue: `${type}: ${appointment[column]?.toISOString() ?? 'none'}`,
    newValue: `${type}: ${today.toISOString()}`,
  });
  return readAppointment(ctx, id);
}

export const dateSetTodayMessage = (type: AppointmentDateType | 'call') =>
  type === 'call' ? APPOINTMENT_MESSAGES.callFollowUpSetToday : APPOINTMENT_MESSAGES.dateSetToday(type);
