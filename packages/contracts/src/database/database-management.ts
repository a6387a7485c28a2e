import { z } from 'zod';
import { appointmentSchema } from '../appointments/appointment';
import { companySchema } from '../leads/company';

/** GET /database/companies-for-testing (the client also accepts the list bare or nested in data). */
export const companiesForTestingSchema = z.object({ companies: z.array(companySchema) });
export type CompaniesForTesting = z.infer<typeof companiesForTestingSchema>;

/** GET /database/appointments-for-testing. */
export const appointmentsForTestingSchema = z.object({ appointments: z.array(appointmentSchema) });
export type AppointmentsForTesting = z.infer<typeof appointmentsForTestingSchema>;

export const updateNoAnswerDatesRequestSchema = z.object({
  company_ids: z.array(z.number().int().positive()).min(1, 'Please select at least one company'),
});
export type UpdateNoAnswerDatesRequest = z.infer<typeof updateNoAnswerDatesRequestSchema>;

export const updateAppointmentDatesRequestSchema = z.object({
  appointment_ids: z.array(z.number().int().positive()).min(1, 'Please select at least one appointment'),
});
export type UpdateAppointmentDatesRequest = z.infer<typeof updateAppointmentDatesRequestSchema>;

export const bulkUpdateResultSchema = z.object({
  message: z.string(),
  updated_count: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

export const DATABASE_MANAGEMENT_MESSAGES = {
  panels: {
    leadStatusAutofill: 'Lead Status Autofill',
    companies: 'Companies for Testing',
    appointments: 'Appointments for Testing',
  },
  requiredFields: 'Please fill in all required fields',
  invalidPhone: 'Please enter a valid phone number',
  selectCompany: 'Please select at least one company',
  selectAppointment: 'Please select at least one appointment',
  loadFailed: 'Failed to load data',
  noAnswerDatesFailed: 'Failed to update no-answer dates',
  appointmentDatesFailed: 'Failed to update appointment dates',
  leadStatusFailed: 'Failed to update lead status. Please try again.',
  defaultCompanyName: 'Auto-created Company',
} as const;
