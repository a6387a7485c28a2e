import { z } from 'zod';
import { CONFIG_MESSAGES, configGroupSchema } from './config-entry';
import { validateConfigValue } from './config-validation';

const KEY_PATTERN = /^[a-z][a-z0-9_.-]*$/;

/** POST /app-config: key and value both required; known keys also pass their value check. */
export const createConfigRequestSchema = z
  .object({
    key: z.string().trim().min(1, CONFIG_MESSAGES.keyRequired).regex(KEY_PATTERN, CONFIG_MESSAGES.keyFormat),
    value: z.string().min(1, CONFIG_MESSAGES.valueRequired),
    description: z.string().nullable().optional(),
    is_sensitive: z.boolean().optional(),
    gui_group: configGroupSchema.optional(),
    gui_priority: z.number().int().optional(),
  })
  .superRefine((body, ctx) => {
    const error = validateConfigValue(body.key, body.value);
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });
export type CreateConfigRequest = z.infer<typeof createConfigRequestSchema>;

/** PUT /app-config/{key}: the value is checked against the key on the server (validateConfigValue). */
export const updateConfigRequestSchema = z.object({
  value: z.string(),
  description: z.string().nullable().optional(),
});
export type UpdateConfigRequest = z.infer<typeof updateConfigRequestSchema>;
