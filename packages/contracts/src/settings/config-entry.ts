import { z } from 'zod';
import { isoDateTime } from '../core/envelope';
import { FIELD_LIMITS } from '../core/fields';

/** The settings screens, one per group. */
export const SETTINGS_GROUPS = [
  'vapi',
  'instructions',
  'twilio',
  'elevenlabs',
  'scheduling',
  'email',
  'database',
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export const CONFIG_GROUPS = [
  'notifications',
  'api',
  'security',
  'features',
  'calendar',
  'general',
  ...SETTINGS_GROUPS,
] as const;
export const configGroupSchema = z.enum(CONFIG_GROUPS);
export type ConfigGroup = z.infer<typeof configGroupSchema>;

/** App Configuration (/settings/profile) sections: these groups by name, everything else under General. */
export const PROFILE_SECTIONS = ['notifications', 'api', 'security', 'calendar', 'general'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const profileSectionOf = (group: string | null | undefined): ProfileSection =>
  (PROFILE_SECTIONS as readonly string[]).includes(group ?? '') ? (group as ProfileSection) : 'general';

export const configEntrySchema = z.object({
  key: z.string(),
  /** Text; sensitive values come back masked (first 4 + last 4). */
  value: z.string(),
  description: z.string().nullable(),
  is_sensitive: z.boolean(),
  /** Entries added by hand may have none: they show under General. */
  gui_group: configGroupSchema.nullable(),
  gui_priority: z.number().int(),
  updated_at: isoDateTime,
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

/** Config keys: lower-case letters, digits, '.', '_' and '-', starting with a letter; at most 100 characters. */
export const CONFIG_KEY_PATTERN = /^[a-z][a-z0-9_.-]*$/;
export const CONFIG_KEY_MAX_LENGTH = 100;
const keyChecks = (text: z.ZodString) =>
  text
    .min(1, 'Key is required')
    .max(CONFIG_KEY_MAX_LENGTH, `Key must be at most ${CONFIG_KEY_MAX_LENGTH} characters`)
    .regex(CONFIG_KEY_PATTERN, 'Use lower-case letters, digits, dots, dashes and underscores');
/** A key typed into a form: surrounding spaces are dropped. */
export const configKeySchema = keyChecks(z.string().max(1_000).trim());
export const configValueSchema = z
  .string()
  .max(FIELD_LIMITS.longText, `Value must be at most ${FIELD_LIMITS.longText} characters`);
export const configDescriptionSchema = z.string().max(1000, 'Description must be at most 1000 characters');

/** A key in a path is taken exactly as sent: '%20key' is not 'key'. */
export const configKeyParamSchema = z.object({ key: keyChecks(z.string()) });
export const configGroupParamSchema = z.object({ group: configGroupSchema });

export const CONFIG_MESSAGES = {
  keyRequired: 'Key is required',
  valueRequired: 'Value is required',
  keyFormat: 'Use lower-case letters, digits, dots, dashes and underscores',
  updateFailed: (message?: string) => `Failed to update configuration: ${message || 'Unknown error'}`,
  loadFailed: 'Failed to load configuration',
  updated: 'Configuration updated successfully',
  created: 'Configuration added successfully',
  deleted: 'Configuration deleted successfully',
  otherGeneralSettings: 'Other General Settings',
  duplicateKey: (key: string) => `A config entry named '${key}' already exists`,
  unknownKey: (key: string) => `Config entry '${key}' not found`,
  builtInKey: (key: string) => `'${key}' is a built-in setting: clear its value instead of deleting it`,
} as const;
