import type { GoogleOAuthClient, GoogleOAuthToken } from '@callops/contracts/calendar';
import { PROVIDERS, type ProviderMode, type ProviderName } from '@callops/contracts/console';
import { KNOWN_CONFIG_KEYS, parseConfigBoolean, providerLiveKeys } from '@callops/contracts/settings';
import type { ServiceContext } from '../context/service-context';
import { calendarAuthState } from '../settings/calendar-auth-state';
import { readCalendarSetup } from '../settings/calendar-store';
import { revealValue } from '../settings/stored-value';

/** What each live adapter gets: the provider's settings, decrypted, as they are at the moment of use. */
export interface ProviderSettings {
  vapi: {
    apiKey: string;
    assistantId: string;
    phoneNumberId: string;
    webhookSecret: string | null;
    webhookAuth: VapiWebhookAuth;
    /** The model the assistant overrides name with the instructions (VAPI requires both). */
    model: { provider: string; model: string };
    /** Who detects an answering machine (assistant.voicemailDetection.provider). */
    voicemailDetectionProvider: string;
  };
  twilio: { accountSid: string; authToken: string; fromNumber: string };
  email: {
    host: string;
    port: number;
    user: string | null;
    password: string | null;
    from: string;
    secure: boolean;
  };
  elevenlabs: { apiKey: string };
  hubspot: { accessToken: string };
  calendar: { client: GoogleOAuthClient; token: GoogleOAuthToken };
}

export type ProviderSelection<P extends ProviderName> =
  | { mode: 'live'; settings: ProviderSettings[P] }
  | { mode: 'simulated' };

type Values = ReadonlyMap<string, string>;

/** How VAPI's webhooks prove where they come from (the vapi_webhook_auth setting). */
export type VapiWebhookAuth = 'x-vapi-secret' | 'bearer' | 'hmac-sha256' | 'hmac-sha512' | 'hmac-sha1';

const optional = (values: Values, key: string) => values.get(key) || null;
const required = (values: Values, key: string) => values.get(key) ?? '';
const DEFAULT_SMTP_PORT = 587;

const settingsFrom: { [P in Exclude<ProviderName, 'calendar'>]: (values: Values) => ProviderSettings[P] } = {
  vapi: (v) => ({
    apiKey: required(v, 'vapi_api_key'),
    assistantId: required(v, 'vapi_assistant_id'),
    phoneNumberId: required(v, 'vapi_phone_number_id'),
    webhookSecret: optional(v, 'vapi_webhook_secret'),
    webhookAuth: (v.get('vapi_webhook_auth') || 'x-vapi-secret') as VapiWebhookAuth,
    model: { provider: v.get('vapi_model_provider') || 'openai', model: v.get('vapi_model') || 'gpt-4o' },
    voicemailDetectionProvider: v.get('vapi_voicemail_detection_provider') || 'vapi',
  }),
  twilio: (v) => ({
    accountSid: required(v, 'twilio_account_sid'),
    authToken: required(v, 'twilio_auth_token'),
    fromNumber: required(v, 'twilio_from_number'),
  }),
  email: (v) => ({
    host: required(v, 'smtp_host'),
    port: Number.parseInt(v.get('smtp_port') ?? '', 10) || DEFAULT_SMTP_PORT,
    user: optional(v, 'smtp_user'),
    password: optional(v, 'smtp_password'),
    from: required(v, 'smtp_from'),
    secure: parseConfigBoolean(v.get('smtp_secure')),
  }),
  elevenlabs: (v) => ({ apiKey: required(v, 'elevenlabs_api_key') }),
  hubspot: (v) => ({ accessToken: required(v, 'hubspot_access_token') }),
};

/** The plain values of every setting that belongs to a provider, read now. */
async function readProviderValues(ctx: ServiceContext, providers: readonly ProviderName[]): Promise<Values> {
  const keys = KNOWN_CONFIG_KEYS.filter((d) => d.provider && providers.includes(d.provider)).map(
    (d) => d.key,
  );
  if (keys.length === 0) return new Map();
  const rows = await ctx.app.settings.read(ctx.db);
  return new Map(
    keys.flatMap((key) => {
      const row = rows.get(key);
      return row ? [[key, revealValue(row, ctx.app.cipher).trim()] as const] : [];
    }),
  );
}

function selectionFrom<P extends Exclude<ProviderName, 'calendar'>>(
  provider: P,
  values: Values,
): ProviderSelection<P> {
  const needed = providerLiveKeys(provider);
  const live = needed.length > 0 && needed.every((key) => (values.get(key) ?? '') !== '');
  return live ? { mode: 'live', settings: settingsFrom[provider](values) } : { mode: 'simulated' };
}

/**
 * Live or simulated, decided at the moment of use from the settings (never cached at start-up): a provider is live
 * when the credentials it needs are set (the calendar: an OAuth client and a token that is still usable), otherwise simulated. Entering
 * or clearing credentials switches it without a restart.
 */
export async function selectProvider<P extends ProviderName>(
  ctx: ServiceContext,
  provider: P,
): Promise<ProviderSelection<P>> {
  if (provider === 'calendar') {
    const { client, token } = await readCalendarSetup(ctx);
    const selection: ProviderSelection<'calendar'> =
      client && token && calendarAuthState(client, token, ctx.now).authorized
        ? { mode: 'live', settings: { client, token } }
        : { mode: 'simulated' };
    return selection as ProviderSelection<P>;
  }
  const values = await readProviderValues(ctx, [provider]);
  return selectionFrom(provider as Exclude<ProviderName, 'calendar'>, values) as ProviderSelection<P>;
}

/** Whether VAPI is live, and how its webhooks are signed (settings that apply in either mode), in one read. */
export async function vapiWebhookSettings(
  ctx: ServiceContext,
): Promise<{ live: boolean; secret: string | null; auth: VapiWebhookAuth; maxAgeSeconds: number }> {
  const values = await readProviderValues(ctx, ['vapi']);
  const { webhookSecret, webhookAuth } = settingsFrom.vapi(values);
  return {
    live: selectionFrom('vapi', values).mode === 'live',
    secret: webhookSecret,
    auth: webhookAuth,
    maxAgeSeconds: Number(values.get('vapi_webhook_max_age_seconds')) || DEFAULT_WEBHOOK_MAX_AGE_SECONDS,
  };
}

/** The replay window of HMAC-signed VAPI webhooks when the setting is missing. */
const DEFAULT_WEBHOOK_MAX_AGE_SECONDS = 300;

/** Every provider's mode, as /console-config.json reports it (MOCK shows while any is simulated). */
export async function providerModes(ctx: ServiceContext): Promise<Record<ProviderName, ProviderMode>> {
  const values = await readProviderValues(ctx, PROVIDERS);
  const { client, token } = await readCalendarSetup(ctx);
  const modes = {} as Record<ProviderName, ProviderMode>;
  for (const provider of PROVIDERS) {
    modes[provider] =
      provider === 'calendar'
        ? calendarAuthState(client, token, ctx.now).authorized
          ? 'live'
          : 'simulated'
        : selectionFrom(provider, values).mode;
  }
  return modes;
}
