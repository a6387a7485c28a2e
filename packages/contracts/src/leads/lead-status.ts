import { z } from 'zod';

/** The 15 lead statuses of spec §4. */
export const LEAD_STATUSES = [
  'NEW',
  'NEW_IN_PROGRESS',
  'LEAD_SCORE_PENDING',
  'NO_ANSWER',
  'NO_ANSWER_IN_PROGRESS',
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_BOOKED_SMS_SENT',
  'APPOINTMENT_BOOKED_EMAIL_SENT',
  'APPOINTMENT_REMINDER_SMS_SENT',
  'APPOINTMENT_REMINDER_EMAIL_SENT',
  'QUALIFIED',
  'QUALIFIED_SMS_SENT',
  'QUALIFIED_EMAIL_SENT',
  'UNQUALIFIED',
  'PENDING_CLIENT_RESPONSE',
] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** Claimed by a running calling job: the lead is being called right now. */
export const IN_PROGRESS_STATUSES: readonly LeadStatus[] = ['NEW_IN_PROGRESS', 'NO_ANSWER_IN_PROGRESS'];

/** Where an in-progress lead goes back to when its call is lost (process-stuck-leads, crash recovery). */
export const RELEASED_STATUS: Partial<Record<LeadStatus, LeadStatus>> = {
  NEW_IN_PROGRESS: 'NEW',
  NO_ANSWER_IN_PROGRESS: 'NO_ANSWER',
};
