// The catalogue of settings every deployment knows: group, kind, default, and which provider needs it.

import { DEFAULT_CALLING_WINDOWS, formatTimeRange } from '../compliance/calling-windows';
import { DNC_TRANSACTIONAL_PURPOSES } from '../compliance/do-not-call';
import type { ProviderName } from '../console/console-config';
import { DEFAULT_BUSINESS_TIMEZONE } from '../core/business-calendar';
import type { ConfigGroup } from './config-entry';

/** How a value is checked and edited. */
export type ConfigValueKind =
  | 'text'
  | 'multiline'
  | 'secret'
  | 'boolean'
  | 'integer'
  | 'time'
  | 'timezone'
  | 'phone'
  | 'phone-list'
  | 'email'
  | 'choice'
  | 'choice-list'
  | 'time-range'
  | 'timezone-list'
  | 'date-list'
  | 'outcome-weights'
  | 'roster'
  | 'caller-id-pool';

export interface ConfigKeyDefinition {
  key: string;
  group: ConfigGroup;
  description: string;
  kind: ConfigValueKind;
  sensitive: boolean;
  /** Seeded value; null = unset. */
  defaultValue: string | null;
  /** An empty value is refused. */
  required: boolean;
  priority: number;
  min?: number;
  max?: number;
  /** The values a 'choice' (or each entry of a 'choice-list') accepts; the names an 'outcome-weights' list may weigh. */
  choices?: readonly string[];
  /** The provider whose credentials this is; `liveNeeds` marks the ones it needs to run live. */
  provider?: ProviderName;
  liveNeeds?: boolean;
}

/** What a cold call does when an answering machine picks up. */
export const VOICEMAIL_POLICIES = ['leave_message', 'hang_up'] as const;
export type VoicemailPolicy = (typeof VOICEMAIL_POLICIES)[number];
/** VAPI's voicemailDetection providers (vendors.md, "Voicemail"). */
export const VOICEMAIL_DETECTION_PROVIDERS = ['vapi', 'google', 'openai', 'twilio'] as const;

/**
 * VAPI's warm-transfer modes for a number destination (transferPlan.mode; docs.vapi.ai/tools/transfer-call/warm-transfer).
 * The summary modes tell the person a generated summary, the message modes our one-line message.
 */
export const VAPI_WARM_TRANSFER_MODES = [
  'warm-transfer-say-summary',
  'warm-transfer-say-message',
  'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary',
  'warm-transfer-wait-for-operator-to-speak-first-and-then-say-message',
  'warm-transfer-experimental',
] as const;
export type VapiWarmTransferMode = (typeof VAPI_WARM_TRANSFER_MODES)[number];

/** How a simulated cold call can end. */
export const SIMULATED_CALL_OUTCOMES = [
  'no-answer',
  'busy',
  'voicemail',
  'booked',
  'qualified',
  'unqualified',
  'opted-out',
  // The lead asks for a person: the on-duty person answers, or nobody does in time and the assistant books a callback.
  'transfer-answered',
  'transfer-returned',
  'callback',
] as const;
export type SimulatedCallOutcome = (typeof SIMULATED_CALL_OUTCOMES)[number];

type Definition = Omit<ConfigKeyDefinition, 'sensitive' | 'required' | 'defaultValue'> &
  Partial<Pick<ConfigKeyDefinition, 'sensitive' | 'required' | 'defaultValue'>>;

const define = (definition: Definition): ConfigKeyDefinition => ({
  sensitive: definition.kind === 'secret',
  required: [
    'boolean',
    'integer',
    'time',
    'timezone',
    'phone-list',
    'time-range',
    'timezone-list',
    'outcome-weights',
  ].includes(definition.kind),
  defaultValue: null,
  ...definition,
});

/** Every key a deployment knows, in screen order within each group. */
export const KNOWN_CONFIG_KEYS: readonly ConfigKeyDefinition[] = [
  // VAPI: outbound calls
  define({
    key: 'vapi_api_key',
    group: 'vapi',
    description: 'VAPI private API key',
    kind: 'secret',
    priority: 1,
    provider: 'vapi',
    liveNeeds: true,
  }),
  define({
    key: 'vapi_assistant_id',
    group: 'vapi',
    description: 'VAPI assistant that places the calls',
    kind: 'text',
    priority: 2,
    provider: 'vapi',
    liveNeeds: true,
  }),
  define({
    key: 'vapi_phone_number_id',
    group: 'vapi',
    description: 'VAPI phone number id calls go out from',
    kind: 'text',
    priority: 3,
    provider: 'vapi',
    liveNeeds: true,
  }),
  define({
    key: 'caller_id_pool',
    group: 'vapi',
    description:
      "The caller-ID pool: one outbound number a line, as VAPI phone-number id, E.164 number, daily cap (e.g. pn_123, +14165550100, 150). Each call goes out from a number local to the lead's area when one has room, else the least used today; empty: every call from vapi_phone_number_id",
    kind: 'caller-id-pool',
    priority: 11,
    defaultValue: '',
  }),
  define({
    key: 'caller_id_watch_drop_percent',
    group: 'vapi',
    description:
      "A pool number whose 7-day answer rate is this many percent below the pool's average is marked 'watch'",
    kind: 'integer',
    priority: 12,
    min: 1,
    max: 100,
    defaultValue: '25',
  }),
  define({
    key: 'caller_id_rest_drop_percent',
    group: 'vapi',
    description:
      "A pool number whose 7-day answer rate falls this many percent below the pool's average is rested automatically (no calls) and the operator told",
    kind: 'integer',
    priority: 13,
    min: 1,
    max: 100,
    defaultValue: '50',
  }),
  define({
    key: 'caller_id_rest_hours',
    group: 'vapi',
    description: 'How long a rested pool number places no calls, in hours',
    kind: 'integer',
    priority: 14,
    min: 1,
    max: 720,
    defaultValue: '24',
  }),
  define({
    key: 'caller_id_min_calls',
    group: 'vapi',
    description:
      "Calls over 7 days a pool number needs before its answer rate is judged against the pool's (fewer say too little)",
    kind: 'integer',
    priority: 15,
    min: 1,
    max: 10000,
    defaultValue: '20',
  }),
  define({
    key: 'vapi_webhook_secret',
    group: 'vapi',
    description: 'Secret VAPI signs its webhooks with',
    kind: 'secret',
    priority: 4,
    provider: 'vapi',
  }),
  define({
    key: 'vapi_webhook_auth',
    group: 'vapi',
    description:
      "How VAPI's custom credential proves a webhook is VAPI's: the secret in the X-Vapi-Secret header, as a Bearer token, or an HMAC signature (x-signature over '{timestamp}.{body}', hex)",
    kind: 'choice',
    choices: ['x-vapi-secret', 'bearer', 'hmac-sha256', 'hmac-sha512', 'hmac-sha1'],
    priority: 5,
    defaultValue: 'x-vapi-secret',
    required: true,
    provider: 'vapi',
  }),
  define({
    key: 'simulated_call_outcomes',
    group: 'vapi',
    description:
      'While VAPI is simulated (MOCK): how often simulated cold calls end each way, as outcome:weight pairs',
    kind: 'outcome-weights',
    choices: SIMULATED_CALL_OUTCOMES,
    priority: 6,
    defaultValue:
      'no-answer:38,busy:5,voicemail:7,booked:15,qualified:10,unqualified:12,opted-out:3,transfer-answered:3,transfer-returned:2,callback:5',
  }),
  define({
    key: 'vapi_webhook_max_age_seconds',
    group: 'vapi',
    description:
      "How old an HMAC-signed VAPI webhook's x-timestamp may be, in seconds, before it is refused as a replay",
    kind: 'integer',
    priority: 9,
    min: 30,
    max: 86_400,
    defaultValue: '300',
    required: true,
    provider: 'vapi',
  }),
  define({
    key: 'vapi_model_provider',
    group: 'vapi',
    description:
      "The model provider named in each call's assistant overrides, which carry the assistant's instructions (VAPI requires one with the model, e.g. openai)",
    kind: 'text',
    priority: 7,
    defaultValue: 'openai',
    required: true,
    provider: 'vapi',
  }),
  define({
    key: 'vapi_model',
    group: 'vapi',
    description: "The model named in each call's assistant overrides, e.g. gpt-4o",
    kind: 'text',
    priority: 8,
    defaultValue: 'gpt-4o',
    required: true,
    provider: 'vapi',
  }),
  define({
    key: 'vapi_voicemail_detection_provider',
    group: 'vapi',
    description:
      "Who detects an answering machine on each call (VAPI's voicemailDetection provider; the options beyond the provider are left at VAPI's defaults)",
    kind: 'choice',
    choices: VOICEMAIL_DETECTION_PROVIDERS,
    priority: 10,
    defaultValue: 'vapi',
    provider: 'vapi',
  }),
  // Live calls (issue 40): control and listening; what VAPI leaves unconfirmed stays configurable.
  define({
    key: 'vapi_public_key',
    group: 'vapi',
    description:
      "VAPI public API key: the Bearer token of a call's control URL and listen socket when their authentication is on",
    kind: 'secret',
    priority: 16,
    provider: 'vapi',
  }),
  define({
    key: 'vapi_control_authentication',
    group: 'vapi',
    description:
      "Whether the assistant's monitorPlan.controlAuthenticationEnabled is on, so live call control sends the public key (true/false)",
    kind: 'boolean',
    priority: 17,
    defaultValue: 'false',
    provider: 'vapi',
  }),
  define({
    key: 'vapi_control_timeout_seconds',
    group: 'vapi',
    description:
      "How long live call control waits for the call's control URL to answer before telling the supervisor it did not",
    kind: 'integer',
    priority: 18,
    min: 1,
    max: 60,
    defaultValue: '10',
    provider: 'vapi',
  }),
  define({
    key: 'vapi_listen_authentication',
    group: 'vapi',
    description:
      "Whether the assistant's monitorPlan.listenAuthenticationEnabled is on: the server then opens a call's listen socket with the public key as a Bearer token",
    kind: 'boolean',
    priority: 19,
    defaultValue: 'false',
    provider: 'vapi',
  }),
  define({
    key: 'vapi_listen_sample_rate',
    group: 'vapi',
    description:
      "The sample rate of a call's listen audio (16-bit PCM) in Hz until the audio itself shows another (VAPI leaves it unconfirmed)",
    kind: 'integer',
    priority: 20,
    min: 8_000,
    max: 48_000,
    defaultValue: '16000',
    required: true,
    provider: 'vapi',
  }),
  define({
    key: 'vapi_listen_channels',
    group: 'vapi',
    description:
      "The channels of a call's listen audio: 1 (both sides mixed) or 2 (each side on its own, interleaved), as VAPI leaves it unconfirmed",
    kind: 'integer',
    priority: 21,
    min: 1,
    max: 2,
    defaultValue: '1',
    required: true,
    provider: 'vapi',
  }),
  // Instructions: what the assistant says
  define({
    key: 'assistant_instructions',
    group: 'instructions',
    description: 'System instructions of the calling assistant',
    kind: 'multiline',
    priority: 1,
    defaultValue:
      'You are a friendly assistant calling home-service businesses to offer a short consultation. Be brief, polite and book an appointment when the lead is interested.',
  }),
  define({
    key: 'assistant_first_message',
    group: 'instructions',
    description: 'First sentence of a cold call',
    kind: 'text',
    priority: 2,
    defaultValue: 'Hi, this is Alex calling about growing your home-service business. Do you have a minute?',
  }),
  define({
    key: 'reminder_first_message',
    group: 'instructions',
    description: 'First sentence of a reminder call',
    kind: 'text',
    priority: 3,
    defaultValue: 'Hi, this is Alex with a quick reminder about your appointment today.',
  }),
  define({
    key: 'call_disclosure',
    group: 'instructions',
    description:
      'The notice that opens every call: that the caller is an AI assistant and the call is recorded (an empty value restores this default; it cannot be removed)',
    kind: 'text',
    priority: 4,
    defaultValue: 'This is an automated AI assistant, and this call is recorded.',
  }),
  define({
    key: 'voicemail_policy',
    group: 'instructions',
    description:
      'What a cold call does when an answering machine picks up: leave_message (the voicemail message below) or hang_up',
    kind: 'choice',
    choices: VOICEMAIL_POLICIES,
    priority: 5,
    defaultValue: 'leave_message',
  }),
  define({
    key: 'voicemail_message',
    group: 'instructions',
    description:
      'The message a cold call leaves on an answering machine; {lead_name}, {company_name} and {business_name} are filled in',
    kind: 'text',
    priority: 6,
    defaultValue:
      "Hi {lead_name}, this is {business_name} calling for {company_name} about new customers for your business. We'll try you again soon, or call us back at your convenience. Thanks!",
  }),
  // Warm transfer: when the lead asks for a person
  define({
    key: 'on_duty_roster',
    group: 'instructions',
    description:
      'Who takes a call when the lead asks for a person: one a line, "name | +E.164 number | hours" with hours in the business time zone (e.g. "Mon-Fri 09:00-17:00, Sat 10:00-14:00"); a line without hours covers any time nobody else does. Empty: the admin phone numbers',
    kind: 'roster',
    priority: 30,
    defaultValue: '',
  }),
  define({
    key: 'transfer_answer_timeout_seconds',
    group: 'instructions',
    description:
      'How long a transfer rings the on-duty person before the call returns to the assistant, which offers a callback',
    kind: 'integer',
    priority: 31,
    min: 5,
    max: 120,
    defaultValue: '20',
  }),
  define({
    key: 'vapi_transfer_mode',
    group: 'instructions',
    description:
      "VAPI's warm-transfer mode (transferPlan.mode): what the on-duty person hears before the lead is connected",
    kind: 'choice',
    choices: VAPI_WARM_TRANSFER_MODES,
    priority: 32,
    defaultValue: 'warm-transfer-say-summary',
  }),
  // Twilio: SMS
  define({
    key: 'twilio_account_sid',
    group: 'twilio',
    description: 'Twilio account SID',
    kind: 'text',
    priority: 1,
    provider: 'twilio',
    liveNeeds: true,
  }),
  define({
    key: 'twilio_auth_token',
    group: 'twilio',
    description: 'Twilio auth token',
    kind: 'secret',
    priority: 2,
    provider: 'twilio',
    liveNeeds: true,
  }),
  define({
    key: 'twilio_from_number',
    group: 'twilio',
    description: 'Number SMS are sent from',
    kind: 'phone',
    priority: 3,
    provider: 'twilio',
    liveNeeds: true,
  }),
  // ElevenLabs: voices
  define({
    key: 'elevenlabs_api_key',
    group: 'elevenlabs',
    description: 'ElevenLabs API key (voice lookup and previews)',
    kind: 'secret',
    priority: 1,
    provider: 'elevenlabs',
    liveNeeds: true,
  }),
  // Scheduling
  define({
    key: 'business_timezone',
    group: 'scheduling',
    description: 'IANA time zone of the business: today, tomorrow and Friday are days here',
    kind: 'timezone',
    priority: 1,
    defaultValue: DEFAULT_BUSINESS_TIMEZONE,
  }),
  define({
    key: 'calling_hours_start',
    group: 'scheduling',
    description: 'Calls start no earlier than (HH:MM)',
    kind: 'time',
    priority: 2,
    defaultValue: '09:00',
  }),
  define({
    key: 'calling_hours_end',
    group: 'scheduling',
    description: 'Calls end no later than (HH:MM)',
    kind: 'time',
    priority: 3,
    defaultValue: '17:00',
  }),
  define({
    key: 'max_concurrent_calls',
    group: 'scheduling',
    description: 'Calls placed at the same time',
    kind: 'integer',
    priority: 4,
    min: 1,
    max: 500,
    defaultValue: '3',
  }),
  define({
    key: 'job_duration_minutes',
    group: 'scheduling',
    description: 'How long a started job runs before it stops itself',
    kind: 'integer',
    priority: 5,
    min: 1,
    max: 1440,
    defaultValue: '60',
  }),
  define({
    key: 'no_answer_retry_days',
    group: 'scheduling',
    description: 'Days until a lead that did not answer is called again',
    kind: 'integer',
    priority: 6,
    min: 0,
    max: 30,
    defaultValue: '1',
  }),
  define({
    key: 'stuck_call_minutes',
    group: 'scheduling',
    description: 'A lead in progress this long without a live call goes back to NEW / NO_ANSWER',
    kind: 'integer',
    priority: 10,
    min: 5,
    max: 1440,
    defaultValue: '30',
  }),
  define({
    key: 'max_no_answer_attempts',
    group: 'scheduling',
    description: 'Unanswered calls before a lead is no longer retried',
    kind: 'integer',
    priority: 7,
    min: 1,
    max: 20,
    defaultValue: '5',
  }),
  define({
    key: 'reminder_send_time',
    group: 'scheduling',
    description: 'Daily time the e-mail/SMS reminders go out (HH:MM)',
    kind: 'time',
    priority: 8,
    defaultValue: '09:00',
  }),
  define({
    key: 'holiday_dates',
    group: 'scheduling',
    description:
      'Days the daily schedules do not run (YYYY-MM-DD, separated by commas), besides Saturdays and Sundays',
    kind: 'date-list',
    priority: 23,
    defaultValue: '',
  }),
  define({
    key: 'reminder_call_time',
    group: 'scheduling',
    description: 'Daily time the reminder calls start (HH:MM)',
    kind: 'time',
    priority: 9,
    defaultValue: '10:00',
  }),
  // Scheduling: calling compliance (the callee's own hours, attempt caps, retries, auto-pause)
  ...(
    [
      ['ca', 'weekdays', 'Canadian numbers, Monday to Friday (CRTC)'],
      ['ca', 'weekends', 'Canadian numbers, Saturday and Sunday (CRTC)'],
      ['us', 'weekdays', 'US numbers, Monday to Friday'],
      ['us', 'weekends', 'US numbers, Saturday and Sunday'],
    ] as const
  ).map(([country, days, who], index) =>
    define({
      key: `calling_window_${country}_${days}`,
      group: 'scheduling',
      description: `Hours ${who} may be called, in the callee's own time zone (HH:MM-HH:MM)`,
      kind: 'time-range',
      priority: 11 + index,
      defaultValue: formatTimeRange(
        DEFAULT_CALLING_WINDOWS[country === 'ca' ? 'CA' : 'US'][
          days === 'weekdays' ? 'weekdays' : 'weekends'
        ],
      ),
    }),
  ),
  define({
    key: 'calling_region_time_zones',
    group: 'scheduling',
    description:
      "The time zones the campaign's leads live in: a lead whose zone cannot be told is called only in hours open in all of them",
    kind: 'timezone-list',
    priority: 15,
    defaultValue:
      'America/St_Johns,America/Halifax,America/Toronto,America/Winnipeg,America/Regina,America/Edmonton,America/Vancouver',
  }),
  define({
    key: 'max_call_attempts_24h',
    group: 'scheduling',
    description: 'Calls to one lead in any 24 hours, at most',
    kind: 'integer',
    priority: 16,
    min: 1,
    max: 20,
    defaultValue: '2',
  }),
  define({
    key: 'max_call_attempts_7d',
    group: 'scheduling',
    description: 'Calls to one lead in any 7 days, at most',
    kind: 'integer',
    priority: 17,
    min: 1,
    max: 50,
    defaultValue: '6',
  }),
  define({
    key: 'retry_busy_minutes',
    group: 'scheduling',
    description: 'Minutes until a lead whose line was busy is called again (inside its hours)',
    kind: 'integer',
    priority: 18,
    min: 5,
    max: 10080,
    defaultValue: '120',
  }),
  define({
    key: 'retry_voicemail_hours',
    group: 'scheduling',
    description: 'Hours until a lead that went to voicemail is called again (inside its hours)',
    kind: 'integer',
    priority: 19,
    min: 1,
    max: 336,
    defaultValue: '24',
  }),
  define({
    key: 'voicemail_counts_as_attempt',
    group: 'scheduling',
    description:
      'Whether a call that reached voicemail counts toward the unanswered attempts after which a lead is given up',
    kind: 'boolean',
    priority: 24,
    defaultValue: 'true',
  }),
  define({
    key: 'speed_to_lead_minutes',
    group: 'scheduling',
    description:
      'Speed to lead: NEW leads created within this many minutes are called ahead of every other lead, newest first, as soon as their hours are open and a call slot is free (0: oldest first, as before)',
    kind: 'integer',
    priority: 25,
    min: 0,
    max: 10080,
    defaultValue: '60',
  }),
  define({
    key: 'lead_webhook_secret',
    group: 'api',
    description:
      'Secret of the inbound lead webhook (POST /api/v1/webhooks/leads): a lead is taken only with X-CallOps-Signature: sha256=HMAC-SHA256(secret, X-CallOps-Timestamp + "." + body)',
    kind: 'secret',
    priority: 20,
  }),
  define({
    key: 'campaign_daily_budget_usd',
    group: 'scheduling',
    description:
      "The most a cold-calling campaign may spend on calls each business day, in US dollars (the providers' reported cost); it pauses itself before its next call would pass it. 0: no budget",
    kind: 'integer',
    priority: 26,
    min: 0,
    max: 1000000,
    defaultValue: '0',
  }),
  define({
    key: 'auto_pause_recent_calls',
    group: 'scheduling',
    description: 'How many of its latest calls a campaign watches for a failure spike',
    kind: 'integer',
    priority: 20,
    min: 5,
    max: 500,
    defaultValue: '20',
  }),
  define({
    key: 'auto_pause_error_percent',
    group: 'scheduling',
    description: 'A campaign pauses itself when this share of its latest calls failed at the provider (%)',
    kind: 'integer',
    priority: 21,
    min: 1,
    max: 100,
    defaultValue: '50',
  }),
  define({
    key: 'auto_pause_unanswered_percent',
    group: 'scheduling',
    description: 'A campaign pauses itself when this share of its latest calls went unanswered (%)',
    kind: 'integer',
    priority: 22,
    min: 1,
    max: 100,
    defaultValue: '95',
  }),
  // E-mail: SMTP
  define({
    key: 'smtp_host',
    group: 'email',
    description: 'SMTP server host',
    kind: 'text',
    priority: 1,
    provider: 'email',
    liveNeeds: true,
  }),
  define({
    key: 'smtp_port',
    group: 'email',
    description: 'SMTP server port',
    kind: 'integer',
    priority: 2,
    min: 1,
    max: 65535,
    defaultValue: '587',
    provider: 'email',
  }),
  define({
    key: 'smtp_user',
    group: 'email',
    description: 'SMTP user name',
    kind: 'text',
    priority: 3,
    provider: 'email',
  }),
  define({
    key: 'smtp_password',
    group: 'email',
    description: 'SMTP password',
    kind: 'secret',
    priority: 4,
    provider: 'email',
  }),
  define({
    key: 'smtp_from',
    group: 'email',
    description: 'Sender address of reminder e-mails',
    kind: 'email',
    priority: 5,
    provider: 'email',
    liveNeeds: true,
  }),
  define({
    key: 'smtp_secure',
    group: 'email',
    description: 'Use TLS from the start (port 465)',
    kind: 'boolean',
    priority: 6,
    defaultValue: 'false',
    provider: 'email',
  }),
  // Database housekeeping
  define({
    key: 'data_retention_days',
    group: 'database',
    description: 'Calls and job events older than this are deleted',
    kind: 'integer',
    priority: 1,
    min: 1,
    max: 3650,
    defaultValue: '365',
  }),
  define({
    key: 'log_retention_days',
    group: 'database',
    description: 'Log entries older than this are deleted',
    kind: 'integer',
    priority: 2,
    min: 1,
    max: 3650,
    defaultValue: '30',
  }),
  // Notifications: admin alerts
  define({
    key: 'admin_phone_numbers',
    group: 'notifications',
    description: 'Phones that get admin SMS alerts',
    kind: 'phone-list',
    priority: 1,
    defaultValue: '[]',
  }),
  define({
    key: 'admin_sms_enabled',
    group: 'notifications',
    description: 'Send admin SMS alerts (true/false)',
    kind: 'boolean',
    priority: 2,
    defaultValue: 'false',
  }),
  define({
    key: 'admin_sms_template',
    group: 'notifications',
    description: 'Admin alert text; {lead_name}, {company_name} and {appointment_time} are filled in',
    kind: 'multiline',
    priority: 3,
    defaultValue: 'New appointment booked: {lead_name} ({company_name}) at {appointment_time}',
  }),
  define({
    key: 'dnc_transactional_allow',
    group: 'notifications',
    description: `Messages a number on the do-not-call list still gets, comma-separated (empty: none); any of ${DNC_TRANSACTIONAL_PURPOSES.join(', ')}`,
    kind: 'choice-list',
    choices: DNC_TRANSACTIONAL_PURPOSES,
    priority: 4,
    defaultValue: 'booking_confirmation',
  }),
  // API: the CRM
  define({
    key: 'hubspot_access_token',
    group: 'api',
    description: 'HubSpot private app access token',
    kind: 'secret',
    priority: 1,
    provider: 'hubspot',
    liveNeeds: true,
  }),
  // Security
  define({
    key: 'session_lifetime_minutes',
    group: 'security',
    description: 'How long a sign-in lasts',
    kind: 'integer',
    priority: 1,
    min: 5,
    max: 10080,
    defaultValue: '480',
  }),
  define({
    key: 'login_max_attempts',
    group: 'security',
    description: 'Failed sign-ins (per user name and address, within the throttle window) before 429',
    kind: 'integer',
    priority: 2,
    min: 1,
    max: 100,
    defaultValue: '5',
  }),
  // Features
  define({
    key: 'daily_cold_calling_enabled',
    group: 'features',
    description: 'Start cold calling each weekday at the calling hours start',
    kind: 'boolean',
    priority: 1,
    defaultValue: 'false',
  }),
  define({
    key: 'daily_reminders_enabled',
    group: 'features',
    description: 'Send e-mail/SMS reminders daily at the reminder send time',
    kind: 'boolean',
    priority: 2,
    defaultValue: 'false',
  }),
  define({
    key: 'daily_reminder_calls_enabled',
    group: 'features',
    description: 'Start reminder calls daily at the reminder call time',
    kind: 'boolean',
    priority: 3,
    defaultValue: 'false',
  }),
  // Calendar
  define({
    key: 'google_calendar_id',
    group: 'calendar',
    description: 'Calendar booked appointments go to',
    kind: 'text',
    priority: 1,
    defaultValue: 'primary',
    required: true,
  }),
  define({
    key: 'appointment_duration_minutes',
    group: 'calendar',
    description: 'Length of a booked appointment',
    kind: 'integer',
    priority: 2,
    min: 15,
    max: 480,
    defaultValue: '60',
  }),
  // General
  // The live call desk (issue 40)
  define({
    key: 'live_guide_triggers_response',
    group: 'features',
    description:
      "Whether a supervisor's Guide (a system message the caller does not hear) makes the agent answer at once (true/false)",
    kind: 'boolean',
    priority: 10,
    defaultValue: 'false',
  }),
  define({
    key: 'live_transfer_team_number',
    group: 'features',
    description:
      'The team number "Transfer to team" sends a live call to (international form, e.g. +14165550123)',
    kind: 'phone',
    priority: 11,
  }),
  define({
    key: 'live_silence_alert_seconds',
    group: 'features',
    description:
      'Live Calls marks a call in progress in which neither side spoke for this many seconds (0: never)',
    kind: 'integer',
    priority: 12,
    min: 0,
    max: 3600,
    defaultValue: '20',
  }),
  define({
    key: 'live_long_call_minutes',
    group: 'features',
    description: 'Live Calls marks a call that has run longer than this many minutes (0: never)',
    kind: 'integer',
    priority: 13,
    min: 0,
    max: 600,
    defaultValue: '10',
  }),
  define({
    key: 'business_name',
    group: 'general',
    description: 'Name used in e-mails and SMS',
    kind: 'text',
    priority: 1,
    defaultValue: 'CallOps',
  }),
];

export const configKeyDefinition = (key: string): ConfigKeyDefinition | undefined =>
  KNOWN_CONFIG_KEYS.find((definition) => definition.key === key);

export const configKeysOfGroup = (group: ConfigGroup): ConfigKeyDefinition[] =>
  KNOWN_CONFIG_KEYS.filter((definition) => definition.group === group).sort(
    (a, b) => a.priority - b.priority,
  );

/** The keys a provider needs set before it runs live (otherwise it is simulated and MOCK shows). */
export const providerLiveKeys = (provider: ProviderName): string[] =>
  KNOWN_CONFIG_KEYS.filter((d) => d.provider === provider && d.liveNeeds).map((d) => d.key);
