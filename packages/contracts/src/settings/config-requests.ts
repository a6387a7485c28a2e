import { z } from 'zod';
import {
  CONFIG_MESSAGES,
  configDescriptionSchema,
  configGroupSchema,
  configKeySchema,
  configValueSchema,
} from './config-entry';
import { validateConfigValue } from './config-validation';

/** POST /app-config: key and value both required; known keys also pass their value check. */
export const createConfigRequestSchema = z
  .object({
    key: configKeySchema,
    value: configValueSchema.min(1, CONFIG_MESSAGES.valueRequired),
    description: configDescriptionSchema.nullable().optional(),
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
  value: configValueSchema,
  description: configDescriptionSchema.nullable().optional(),
});
export type UpdateConfigRequest = z.infer<typeof updateConfigRequestSchema>;
