import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { z } from 'zod';

/** The upload takes JSON files only: a .json name or a JSON media type. */
export function isJsonFile(file: { name: string; type: string }): boolean {
  return file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
}

/**
 * The upload form (spec §5): a file is required and must be JSON. What the server then checks (that it is a Google
 * OAuth client) comes back as the upload's failure.
 */
export const credentialsFileSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof Blob, CALENDAR_MESSAGES.selectCredentialsFile)
    .refine(isJsonFile, CALENDAR_MESSAGES.jsonFileOnly),
});
