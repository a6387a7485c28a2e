import { z } from 'zod';

export const APP_MODES = ['development', 'production'] as const;
export const appModeSchema = z.enum(APP_MODES);
export type AppMode = z.infer<typeof appModeSchema>;

export const REMOTE_NAMES = ['calling-ops', 'calendar-voice', 'settings', 'leads-crm', 'dev-tools'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;
/** Remotes that production never registers. */
export const DEV_ONLY_REMOTES: readonly RemoteName[] = ['leads-crm', 'dev-tools'];

export const PROVIDERS = ['vapi', 'twilio', 'email', 'elevenlabs', 'hubspot', 'calendar'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type ProviderName = z.infer<typeof providerSchema>;
export const providerModeSchema = z.enum(['live', 'simulated']);
export type ProviderMode = z.infer<typeof providerModeSchema>;

/**
 * The id of the JSON data block in the page's head that carries the console config (the server inlines it into
 * every page it sends, so the host needs no request for it; /console-config.json stays for everything else).
 */
export const CONSOLE_CONFIG_ELEMENT_ID = 'callops-console-config';

/** GET /console-config.json: what the host reads at boot to find its remotes. */
export const consoleConfigSchema = z.object({
  name: z.string(),
  mode: appModeSchema,
  /** True while any provider is simulated: the sidebar then shows MOCK. */
  mock: z.boolean(),
  version: z.string(),
  apiBase: z.string(),
  remotes: z.array(z.object({ name: remoteNameSchema, entry: z.string() })),
  providers: z.record(providerSchema, providerModeSchema),
  /** IANA zone of the business (today, tomorrow, the dashboard clock); absent: the browser's own zone. */
  businessTimezone: z.string().optional(),
});
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
