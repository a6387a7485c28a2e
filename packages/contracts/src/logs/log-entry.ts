import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { limitField } from '../core/fields';
import { PAGINATION } from '../core/spec-constants';

export const LOG_SOCKET = {
  maxReconnectAttempts: 5,
  reconnectDelayMs: 5_000,
} as const;

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const logEntrySchema = z.object({
  id: z.number().int(),
  level: logLevelSchema,
  message: z.string(),
  service: z.string(),
  timestamp: isoDateTime,
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsQuerySchema = z.object({
  limit: limitField(PAGINATION.logsLimit, PAGINATION.maxListLimit),
  level: logLevelSchema.optional(),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;
