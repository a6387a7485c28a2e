import { z } from 'zod';

/** The tables the danger zone can empty. */
export const DANGER_TABLES = ['jobs', 'companies', 'appointments', 'calls'] as const;
export const dangerTableSchema = z.enum(DANGER_TABLES, {
  error: `must be one of ${DANGER_TABLES.join(', ')}`,
});
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

/**
 * DELETE /danger/cleanup/all-data. Running and queued jobs are cancelled first, in the same transaction
 * (`cancelled_jobs` says how many), so no job writes into a table being emptied.
 */
export const deleteAllResultSchema = z.object({
  cancelled_jobs: z.number().int(),
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
  cancelled_jobs: z.number().int(),
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
