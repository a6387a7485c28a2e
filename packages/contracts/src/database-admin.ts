import { z } from 'zod';
import { appointmentSchema } from './appointments';
import { companySchema } from './companies';

/** The tables the danger zone can empty. */
export const DANGER_TABLES = ['jobs', 'companies', 'appointments', 'calls'] as const;
export const dangerTableSchema = z.enum(DANGER_TABLES);
export type DangerTable = z.infer<typeof dangerTableSchema>;

export const tableCountsSchema = z.object({
  jobs: z.number().int(),
  companies: z.number().int(),
  appointments: z.number().int(),
  calls: z.number().int(),
});
export type TableCounts = z.infer<typeof tableCountsSchema>;

/** GET /danger/status. */
export const databaseStatusSchema = z.object({ table_counts: tableCountsSchema });
export type DatabaseStatus = z.infer<typeof databaseStatusSchema>;

/** DELETE /danger/cleanup/all-data. */
export const deleteAllResultSchema = z.object({
  actual_deleted: z.number().int(),
  deleted_count: z.number().int(),
  deleted_counts: tableCountsSchema,
  before_deletion: tableCountsSchema,
  after_deletion: tableCountsSchema,
  remaining_records: z.number().int(),
});
export type DeleteAllResult = z.infer<typeof deleteAllResultSchema>;

export const dangerTableParamSchema = z.object({ table: dangerTableSchema });

/** DELETE /danger/cleanup/table/{table}. */
export const deleteTableResultSchema = z.object({
  table: dangerTableSchema,
  actual_deleted: z.number().int(),
  deleted_count: z.number().int(),
  before_deletion: z.number().int(),
  after_deletion: z.number().int(),
  remaining_records: z.number().int(),
});
export type DeleteTableResult = z.infer<typeof deleteTableResultSchema>;

export const DANGER_MESSAGES = {
  confirmFirst: 'Please confirm by checking the checkbox first',
  confirmTableFirst: (table: string) => `Please confirm by checking the checkbox for ${table} first`,
  statusFailed: 'Failed to fetch table status',
  deleteAllFailed: 'Failed to delete all data',
  deleteTableFailed: (table: string) => `Failed to delete data from ${table}`,
  /** Success toast, with the warning suffix when records remain. */
  deleted: (count: number, table: string | null, remaining: number) =>
    `Successfully deleted ${count} records from ${table ?? 'all tables'}${
      remaining > 0 ? ` (Warning: ${remaining} records still remain)` : ''
    }`,
} as const;

// --- Database Management (testing helpers) ---

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
