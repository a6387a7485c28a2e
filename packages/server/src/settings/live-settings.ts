import { type CallerIdNumber, parseCallerIdPool } from '@callops/contracts/caller-ids';
import { type CallingWindows, parseTimeRange, type TimeRange } from '@callops/contracts/compliance';
import {
  configKeyDefinition,
  formatRoster,
  parseConfigBoolean,
  parseDateList,
  parseOutcomeWeights,
  parsePhoneList,
  parseRoster,
  parseTimeZoneList,
  type RosterEntry,
  SIMULATED_CALL_OUTCOMES,
  type VapiWarmTransferMode,
  type VoicemailPolicy,
  validateConfigValue,
} from '@callops/contracts/settings';
import type { ServiceContext } from '../context/service-context';
import type { SettingsRows } from './settings-snapshot';

/**
 * A whole-number setting as it is right now (settings are live: read at the moment of use, never at start-up);
 * `fallback` when the entry is missing or does not hold a valid number.
 */
export async function readIntegerSetting(
  ctx: ServiceContext,
  key: string,
  fallback: number,
): Promise<number> {
  const row = (await ctx.app.settings.read(ctx.db)).get(key);
  if (!row || row.isSensitive || validateConfigValue(key, row.value) !== null) return fallback;
  const value = Number(row.value.trim());
  return Number.isSafeInteger(value) ? value : fallback;
}

/** How long a new sign-in lasts (security › session_lifetime_minutes), in seconds; JWT_TTL_SECONDS without it. */
export async function sessionLifetimeSeconds(ctx: ServiceContext): Promise<number> {
  const minutes = await readIntegerSetting(ctx, 'session_lifetime_minutes', 0);
  return minutes > 0 ? minutes * 60 : ctx.app.config.jwtTtlSeconds;
}

/** Failed sign-ins before 429 (security › login_max_attempts); LOGIN_MAX_FAILURES without it. */
export async function loginMaxFailures(ctx: ServiceContext): Promise<number> {
  return readIntegerSetting(ctx, 'login_max_attempts', ctx.app.config.loginThrottle.maxFailures);
}

/** The business time zone (scheduling › business_timezone): today, tomorrow and Friday are days there. */
export async function businessTimezone(ctx: ServiceContext): Promise<string> {
  const row = (await ctx.app.settings.read(ctx.db)).get('business_timezone');
  return row && validateConfigValue('business_timezone', row.value) === null
    ? row.value.trim()
    : ctx.app.config.businessTimezone;
}

/** The settings the job engine works with, as they are at the moment of use. */
export interface EngineSettings {
  timeZone: string;
  callingHours: { start: string; end: string };
  maxConcurrentCalls: number;
  jobDurationMinutes: number;
  noAnswerRetryDays: number;
  maxNoAnswerAttempts: number;
  stuckCallMinutes: number;
  coldCallFirstMessage: string;
  reminderFirstMessage: string;
  /** The assistant's system instructions, sent with every call. */
  assistantInstructions: string;
  /** The AI and recording notice that opens every call (never empty: an empty setting is its default). */
  callDisclosure: string;
  /** What a cold call does at an answering machine, the message it leaves, and whether that counts as an attempt. */
  voicemail: { policy: VoicemailPolicy; message: string; countsAsAttempt: boolean };
  businessName: string;
  appointmentDurationMinutes: number;
  adminSmsEnabled: boolean;
  adminSmsTemplate: string;
  adminPhones: string[];
  /** The legal calling windows, in the callee's own zone. */
  callingWindows: CallingWindows;
  /** Where a lead of unknown zone may be: only hours open in all of these are used. */
  regionZones: string[];
  maxAttempts24h: number;
  maxAttempts7d: number;
  retryBusyMinutes: number;
  retryVoicemailHours: number;
  /** A cold-calling campaign's spend limit per business day in US dollars; 0: none. */
  dailyBudgetUsd: number;
  /** NEW leads this young are called first, newest first; 0: no such preference. */
  speedToLeadMinutes: number;
  autoPause: { recentCalls: number; errorPercent: number; unansweredPercent: number };
  /**
   * The caller-ID pool (empty: every call from vapi_phone_number_id) and its health rule: a number this many percent
   * below the pool's 7-day answer rate is watched, or rested for `restHours`, once it has `minCalls` calls.
   */
  callerIds: {
    pool: CallerIdNumber[];
    watchDropPercent: number;
    restDropPercent: number;
    restHours: number;
    minCalls: number;
  };
  /** How often simulated cold calls end each way. */
  simulatedOutcomes: Record<string, number>;
  /** The jobs started each business day, and at what time (business time zone). */
  dailySchedules: Record<ScheduledJobType, { enabled: boolean; time: string }>;
  /** Business days the daily schedules skip (YYYY-MM-DD), besides weekends. */
  holidays: string[];
  /** How long calls and job events, and log entries, are kept. */
  retentionDays: { data: number; logs: number };
  /** The Google calendar booked appointments go to ('primary' by default). */
  calendarId: string;
  /**
   * Warm transfer when the lead asks for a person: who is on duty when (the roster; without one, the admin phones at
   * any time), how long their phone rings before the call returns to the assistant, and VAPI's transfer mode.
   */
  transfer: { roster: RosterEntry[]; answerTimeoutSeconds: number; mode: VapiWarmTransferMode };
}

export type ScheduledJobType = 'cold_calling' | 'send_reminders' | 'reminder_calls';

const ENGINE_KEYS = [
  'business_timezone',
  'calling_hours_start',
  'calling_hours_end',
  'max_concurrent_calls',
  'job_duration_minutes',
  'no_answer_retry_days',
  'max_no_answer_attempts',
  'stuck_call_minutes',
  'assistant_first_message',
  'reminder_first_message',
  'assistant_instructions',
  'call_disclosure',
  'voicemail_policy',
  'voicemail_message',
  'voicemail_counts_as_attempt',
  'business_name',
  'appointment_duration_minutes',
  'admin_sms_enabled',
  'admin_sms_template',
  'admin_phone_numbers',
  'calling_window_ca_weekdays',
  'calling_window_ca_weekends',
  'calling_window_us_weekdays',
  'calling_window_us_weekends',
  'calling_region_time_zones',
  'max_call_attempts_24h',
  'max_call_attempts_7d',
  'retry_busy_minutes',
  'retry_voicemail_hours',
  'campaign_daily_budget_usd',
  'speed_to_lead_minutes',
  'caller_id_pool',
  'caller_id_watch_drop_percent',
  'caller_id_rest_drop_percent',
  'caller_id_rest_hours',
  'caller_id_min_calls',
  'auto_pause_recent_calls',
  'auto_pause_error_percent',
  'auto_pause_unanswered_percent',
  'simulated_call_outcomes',
  'daily_cold_calling_enabled',
  'daily_reminders_enabled',
  'daily_reminder_calls_enabled',
  'reminder_send_time',
  'reminder_call_time',
  'holiday_dates',
  'data_retention_days',
  'log_retention_days',
  'google_calendar_id',
  'on_duty_roster',
  'transfer_answer_timeout_seconds',
  'vapi_transfer_mode',
] as const;

// Worked out once per snapshot of the settings (a snapshot never changes), not on every use.
const parsed = new WeakMap<SettingsRows, EngineSettings>();

export async function engineSettings(ctx: ServiceContext): Promise<EngineSettings> {
  const rows = await ctx.app.settings.read(ctx.db);
  let settings = parsed.get(rows);
  if (!settings) {
    settings = parseEngineSettings(rows, ctx.app.config.businessTimezone);
    parsed.set(rows, settings);
  }
  return settings;
}

function parseEngineSettings(rows: SettingsRows, defaultTimeZone: string): EngineSettings {
  // Only values that pass their own check count; anything else falls back to the catalogue's default.
  const value = (key: (typeof ENGINE_KEYS)[number]): string => {
    const row = rows.get(key);
    if (row && !row.isSensitive && validateConfigValue(key, row.value) === null && row.value.trim() !== '') {
      return row.value.trim();
    }
    return configKeyDefinition(key)?.defaultValue ?? '';
  };
  const integer = (key: (typeof ENGINE_KEYS)[number]) => Number(value(key));
  // value() only returns checked values (or the catalogue's defaults): these parse.
  const range = (key: (typeof ENGINE_KEYS)[number]) => parseTimeRange(value(key)) as TimeRange;
  return {
    timeZone: rows.has('business_timezone') ? value('business_timezone') : defaultTimeZone,
    callingHours: { start: value('calling_hours_start'), end: value('calling_hours_end') },
    maxConcurrentCalls: integer('max_concurrent_calls'),
    jobDurationMinutes: integer('job_duration_minutes'),
    noAnswerRetryDays: integer('no_answer_retry_days'),
    maxNoAnswerAttempts: integer('max_no_answer_attempts'),
    stuckCallMinutes: integer('stuck_call_minutes'),
    coldCallFirstMessage: value('assistant_first_message'),
    reminderFirstMessage: value('reminder_first_message'),
    assistantInstructions: value('assistant_instructions'),
    callDisclosure: value('call_disclosure'),
    voicemail: {
      policy: value('voicemail_policy') as VoicemailPolicy,
      message: value('voicemail_message'),
      countsAsAttempt: parseConfigBoolean(value('voicemail_counts_as_attempt')),
    },
    businessName: value('business_name'),
    appointmentDurationMinutes: integer('appointment_duration_minutes'),
    adminSmsEnabled: parseConfigBoolean(value('admin_sms_enabled')),
    adminSmsTemplate: value('admin_sms_template'),
    adminPhones: parsePhoneList(value('admin_phone_numbers')) ?? [],
    callingWindows: {
      CA: { weekdays: range('calling_window_ca_weekdays'), weekends: range('calling_window_ca_weekends') },
      US: { weekdays: range('calling_window_us_weekdays'), weekends: range('calling_window_us_weekends') },
    },
    regionZones: parseTimeZoneList(value('calling_region_time_zones')),
    maxAttempts24h: integer('max_call_attempts_24h'),
    maxAttempts7d: integer('max_call_attempts_7d'),
    retryBusyMinutes: integer('retry_busy_minutes'),
    retryVoicemailHours: integer('retry_voicemail_hours'),
    dailyBudgetUsd: integer('campaign_daily_budget_usd'),
    speedToLeadMinutes: integer('speed_to_lead_minutes'),
    autoPause: {
      recentCalls: integer('auto_pause_recent_calls'),
      errorPercent: integer('auto_pause_error_percent'),
      unansweredPercent: integer('auto_pause_unanswered_percent'),
    },
    callerIds: {
      pool: callerIdPool(value('caller_id_pool')),
      watchDropPercent: integer('caller_id_watch_drop_percent'),
      restDropPercent: integer('caller_id_rest_drop_percent'),
      restHours: integer('caller_id_rest_hours'),
      minCalls: integer('caller_id_min_calls'),
    },
    simulatedOutcomes: parseOutcomeWeights(value('simulated_call_outcomes'), SIMULATED_CALL_OUTCOMES) ?? {},
    dailySchedules: {
      cold_calling: {
        enabled: parseConfigBoolean(value('daily_cold_calling_enabled')),
        time: value('calling_hours_start'),
      },
      send_reminders: {
        enabled: parseConfigBoolean(value('daily_reminders_enabled')),
        time: value('reminder_send_time'),
      },
      reminder_calls: {
        enabled: parseConfigBoolean(value('daily_reminder_calls_enabled')),
        time: value('reminder_call_time'),
      },
    },
    holidays: parseDateList(value('holiday_dates')) ?? [],
    retentionDays: { data: integer('data_retention_days'), logs: integer('log_retention_days') },
    calendarId: value('google_calendar_id'),
    transfer: {
      roster: transferRoster(value('on_duty_roster'), parsePhoneList(value('admin_phone_numbers')) ?? []),
      answerTimeoutSeconds: integer('transfer_answer_timeout_seconds'),
      mode: value('vapi_transfer_mode') as VapiWarmTransferMode,
    },
  };
}

/**
 * The roster as set, or without one the admin phones, each on duty at any time. (Users have no phone of their own
 * yet: when they do, the admins' phones belong here.)
 */
function transferRoster(text: string, adminPhones: readonly string[]): RosterEntry[] {
  const roster = parseRoster(text);
  if (roster.ok && roster.entries.length > 0) return roster.entries;
  // Admin phones may be written without the plus VAPI's E.164 check wants.
  const numbers = [...new Set(adminPhones.map((phone) => `+${phone.trim().replace(/^\+/, '')}`))];
  const people = numbers.map((number, index) => ({
    name: numbers.length > 1 ? `Admin ${index + 1}` : 'Admin',
    number,
  }));
  const fallback = parseRoster(formatRoster(people));
  return fallback.ok ? fallback.entries : [];
}

/** value() only hands out a checked pool (or the empty default): this parses. */
function callerIdPool(text: string): CallerIdNumber[] {
  const parsed = parseCallerIdPool(text);
  return 'pool' in parsed ? parsed.pool : [];
}
