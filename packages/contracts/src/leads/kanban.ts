import type { LeadStatus } from './lead-status';

export type KanbanColumn = { status: LeadStatus; label: string; color: string };

/** The 13 kanban columns of spec §4, in board order. */
export const KANBAN_COLUMNS: readonly KanbanColumn[] = [
  { status: 'NEW', label: 'New Leads', color: '#1677ff' },
  { status: 'NEW_IN_PROGRESS', label: 'In Progress', color: '#13c2c2' },
  { status: 'LEAD_SCORE_PENDING', label: 'Lead Score Pending', color: '#faad14' },
  { status: 'NO_ANSWER', label: 'No Answer', color: '#fa8c16' },
  { status: 'NO_ANSWER_IN_PROGRESS', label: 'Retrying', color: '#fa541c' },
  { status: 'QUALIFIED', label: 'Qualified', color: '#52c41a' },
  { status: 'QUALIFIED_EMAIL_SENT', label: 'Email Sent', color: '#a0d911' },
  { status: 'QUALIFIED_SMS_SENT', label: 'SMS Sent', color: '#7cb305' },
  { status: 'APPOINTMENT_BOOKED', label: 'Appointment Booked', color: '#722ed1' },
  { status: 'APPOINTMENT_BOOKED_EMAIL_SENT', label: 'Appt Email Sent', color: '#9254de' },
  { status: 'APPOINTMENT_BOOKED_SMS_SENT', label: 'Appt SMS Sent', color: '#b37feb' },
  { status: 'APPOINTMENT_REMINDER_EMAIL_SENT', label: 'Reminder Sent', color: '#eb2f96' },
  { status: 'UNQUALIFIED', label: 'Unqualified', color: '#f5222d' },
];

/** Allowed drag moves; statuses missing here have no outgoing move. */
export const KANBAN_MOVES: Readonly<Partial<Record<LeadStatus, readonly LeadStatus[]>>> = {
  NEW: ['NEW_IN_PROGRESS'],
  NEW_IN_PROGRESS: ['NO_ANSWER', 'LEAD_SCORE_PENDING'],
  LEAD_SCORE_PENDING: ['QUALIFIED', 'UNQUALIFIED', 'APPOINTMENT_BOOKED'],
  NO_ANSWER: ['NO_ANSWER_IN_PROGRESS'],
  NO_ANSWER_IN_PROGRESS: ['NO_ANSWER', 'LEAD_SCORE_PENDING', 'UNQUALIFIED'],
  QUALIFIED: ['QUALIFIED_EMAIL_SENT'],
  QUALIFIED_EMAIL_SENT: ['QUALIFIED_SMS_SENT'],
  APPOINTMENT_BOOKED: ['APPOINTMENT_BOOKED_EMAIL_SENT'],
  APPOINTMENT_BOOKED_EMAIL_SENT: ['APPOINTMENT_BOOKED_SMS_SENT'],
  APPOINTMENT_BOOKED_SMS_SENT: ['APPOINTMENT_REMINDER_EMAIL_SENT'],
};

/** Whether a card may be dragged from one column to another. Dropping in the same column is not a move. */
export function isKanbanMoveAllowed(from: LeadStatus, to: LeadStatus): boolean {
  if (from === to) return false;
  return KANBAN_MOVES[from]?.includes(to) ?? false;
}

export function kanbanColumnOf(status: LeadStatus): KanbanColumn | undefined {
  return KANBAN_COLUMNS.find((c) => c.status === status);
}
