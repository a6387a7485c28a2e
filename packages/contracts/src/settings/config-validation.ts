import { z } from 'zod';
import { parseCallerIdPool } from '../caller-ids/caller-id-pool';
import { parseTimeRange } from '../compliance/calling-windows';
import { isValidTimeZone } from '../core/business-calendar';
import { isValidAdminPhone, PHONE_MESSAGES } from '../core/phone';
import { type ConfigKeyDefinition, configKeyDefinition } from './config-keys';
import { parseRoster } from './on-duty-roster';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Canonical whole numbers only: no '+', no '-0', no leading zeros. */
const INTEGER_PATTERN = /^(0|-?[1-9]\d*)$/;

export const CONFIG_VALUE_MESSAGES = {
  required: 'A value is required',
  blank: 'Spaces alone are not a value: leave it empty to clear it',
  boolean: 'Must be true or false',
  integer: (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
    `Must be a whole number from ${min} to ${max}`,
  time: 'Must be a time as HH:MM (24-hour)',
  timezone: 'Must be an IANA time zone such as America/Toronto',
  email: 'Must be a valid e-mail address',
  phoneList: 'Must be a list of phone numbers',
  duplicatePhone: (phone: string) => `${phone} is listed twice`,
  choice: (choices: readonly string[]) => `Must be one of: ${choices.join(', ')}`,
  choiceList: (choices: readonly string[]) =>
    `Must be values separated by commas, each once, each one of: ${choices.join(', ')}`,
  timeRange: 'Must be two times as HH:MM-HH:MM (24-hour; the end may be 24:00), the end after the start',
  timezoneList: 'Must be IANA time zones separated by commas, such as America/Toronto,America/Vancouver',
  dateList: 'Must be dates (YYYY-MM-DD) separated by commas, such as 2026-12-25,2027-01-01',
  outcomeWeights: (choices: readonly string[]) =>
    `Must be outcome:weight pairs separated by commas (whole weights, at least one above 0); outcomes: ${choices.join(', ')}`,
} as const;

/** `a:1,b:2` → { a: 1, b: 2 }; null unless every name is one of `names`, once, with a whole weight, one above 0. */
export function parseOutcomeWeights(value: string, names: readonly string[]): Record<string, number> | null {
  const weights: Record<string, number> = {};
  for (const pair of value.split(',')) {
    const match = /^\s*([a-z-]+)\s*:\s*(0|[1-9]\d{0,5})\s*$/.exec(pair);
    if (!match?.[1] || !names.includes(match[1]) || match[1] in weights) return null;
    weights[match[1]] = Number(match[2]);
  }
  return Object.values(weights).some((weight) => weight > 0) ? weights : null;
}

/** `a,b` → ['a', 'b']: trimmed, no empty entries (a list of zones, or of a 'choice-list' setting's choices). */
export const parseTimeZoneList = (value: string): string[] =>
  value
    .split(',')
    .map((zone) => zone.trim())
    .filter(Boolean);

/** `2026-12-25, 2027-01-01` → the calendar days; [] for an empty text; null unless each is a real date. */
export function parseDateList(value: string): string[] | null {
  const days = value
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  const real = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  return days.every(real) ? days : null;
}

/** `admin_phone_numbers` is stored as a JSON array of strings; null when the text is not one. */
export function parsePhoneList(value: string): string[] | null {
  if (value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export const serializePhoneList = (phones: readonly string[]): string => JSON.stringify(phones);

/** Config booleans are the texts 'true' and 'false'. */
export const parseConfigBoolean = (value: string | null | undefined): boolean => value?.trim() === 'true';

function kindError(definition: ConfigKeyDefinition, value: string): string | null {
  const text = value.trim();
  switch (definition.kind) {
    case 'boolean':
      return text === 'true' || text === 'false' ? null : CONFIG_VALUE_MESSAGES.boolean;
    case 'integer': {
      const number = Number(text);
      const inRange =
        INTEGER_PATTERN.test(text) &&
        number >= (definition.min ?? Number.MIN_SAFE_INTEGER) &&
        number <= (definition.max ?? Number.MAX_SAFE_INTEGER);
      return inRange ? null : CONFIG_VALUE_MESSAGES.integer(definition.min, definition.max);
    }
    case 'time':
      return TIME_PATTERN.test(text) ? null : CONFIG_VALUE_MESSAGES.time;
    case 'timezone':
      return isValidTimeZone(text) ? null : CONFIG_VALUE_MESSAGES.timezone;
    case 'time-range':
      return parseTimeRange(text) ? null : CONFIG_VALUE_MESSAGES.timeRange;
    case 'timezone-list': {
      const zones = parseTimeZoneList(text);
      return zones.length > 0 && zones.every(isValidTimeZone) ? null : CONFIG_VALUE_MESSAGES.timezoneList;
    }
    case 'date-list':
      return parseDateList(text) ? null : CONFIG_VALUE_MESSAGES.dateList;
    case 'outcome-weights':
      return parseOutcomeWeights(text, definition.choices ?? [])
        ? null
        : CONFIG_VALUE_MESSAGES.outcomeWeights(definition.choices ?? []);
    case 'caller-id-pool': {
      const parsed = parseCallerIdPool(value);
      return 'error' in parsed ? parsed.error : null;
    }
    case 'choice':
      return definition.choices?.includes(text)
        ? null
        : CONFIG_VALUE_MESSAGES.choice(definition.choices ?? []);
    case 'choice-list': {
      const picked = parseTimeZoneList(text);
      const fine =
        picked.every((choice) => definition.choices?.includes(choice)) &&
        new Set(picked).size === picked.length;
      return fine ? null : CONFIG_VALUE_MESSAGES.choiceList(definition.choices ?? []);
    }
    case 'email':
      return z.email().safeParse(text).success ? null : CONFIG_VALUE_MESSAGES.email;
    case 'phone':
      return isValidAdminPhone(text) ? null : PHONE_MESSAGES.invalidAdmin;
    case 'phone-list': {
      const phones = parsePhoneList(value);
      if (!phones) return CONFIG_VALUE_MESSAGES.phoneList;
      const seen = new Set<string>();
      for (const phone of phones) {
        if (!isValidAdminPhone(phone)) return `${PHONE_MESSAGES.invalidAdmin}: ${phone}`;
        if (seen.has(phone.trim())) return CONFIG_VALUE_MESSAGES.duplicatePhone(phone.trim());
        seen.add(phone.trim());
      }
      return null;
    }
    case 'roster': {
      const roster = parseRoster(value);
      return roster.ok ? null : roster.error;
    }
    default:
      return null;
  }
}

/**
 * The one check of a config value, used by the server before saving and by the UI before sending: the message
 * to show, or null when the value is fine. Unknown keys accept any non-empty text; known keys may be left empty
 * unless required (an empty provider credential means the provider runs simulated), but not blank: spaces alone
 * would look set and mean nothing.
 */
export function validateConfigValue(key: string, value: string): string | null {
  const definition = configKeyDefinition(key);
  if (!definition) return value.trim() === '' ? CONFIG_VALUE_MESSAGES.required : null;
  if (value === '') return definition.required ? CONFIG_VALUE_MESSAGES.required : null;
  if (value.trim() === '')
    return definition.required ? CONFIG_VALUE_MESSAGES.required : CONFIG_VALUE_MESSAGES.blank;
  return kindError(definition, value);
}
