// An in-memory stand-in for the settings calls of the ApiClient, answering like the server does (validation,
// masking, 404/409), each call a jest.fn so tests can check what was sent or make one fail.

import { ApiError } from '@callops/api-client';
import {
  CALENDAR_MESSAGES,
  type CalendarAuthStatus,
  parseGoogleClientCredentials,
  parseGoogleToken,
} from '@callops/contracts/calendar';
import { adminPhoneError, isMaskedValue, maskSensitiveValue } from '@callops/contracts/core';
import {
  ADMIN_PHONE_MESSAGES,
  CONFIG_MESSAGES,
  type ConfigEntry,
  type ConfigGroup,
  KNOWN_CONFIG_KEYS,
  validateConfigValue,
} from '@callops/contracts/settings';

interface StoredEntry extends Omit<ConfigEntry, 'value'> {
  plain: string;
}

const UPDATED_AT = '2026-03-11T15:30:00.000Z';

export const seededEntries = (): StoredEntry[] =>
  KNOWN_CONFIG_KEYS.map((d) => ({
    key: d.key,
    plain: d.key === 'admin_phone_numbers' ? '["+14165550100"]' : (d.defaultValue ?? ''),
    description: d.description,
    is_sensitive: d.sensitive,
    gui_group: d.group,
    gui_priority: d.priority,
    updated_at: UPDATED_AT,
  }));

const visible = ({ plain, ...entry }: StoredEntry): ConfigEntry => ({
  ...entry,
  value: entry.is_sensitive ? maskSensitiveValue(plain) : plain,
});

const badRequest = (message: string) => new ApiError(400, message);

// jsdom's Blob has no text(); FileReader it has.
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

export function createFakeSettingsApi(entries: StoredEntry[] = seededEntries()) {
  const store = new Map(entries.map((e) => [e.key, { ...e }]));
  const calendar = { credentials: null as string | null, token: null as string | null };
  const find = (key: string) => {
    const entry = store.get(key);
    if (!entry) throw new ApiError(404, CONFIG_MESSAGES.unknownKey(key));
    return entry;
  };
  const phones = (): string[] => JSON.parse(store.get('admin_phone_numbers')?.plain || '[]');
  const setPhones = (list: string[]) => {
    find('admin_phone_numbers').plain = JSON.stringify(list);
    return { phoneNumbers: list };
  };
  const status = (): CalendarAuthStatus => {
    const reason = !calendar.credentials
      ? CALENDAR_MESSAGES.noCredentialsReason
      : !calendar.token
        ? CALENDAR_MESSAGES.noTokenReason
        : null;
    const detail = { authorized: reason === null, reason, calendars_count: null, api_access: false };
    return { status: detail, authorized: detail.authorized, reason };
  };

  const api = {
    appConfig: {
      list: jest.fn(async (_options?: unknown) => [...store.values()].map(visible)),
      get: jest.fn(async (key: string) => visible(find(key))),
      group: jest.fn(async (group: ConfigGroup, _options?: unknown) =>
        [...store.values()]
          .filter((e) => e.gui_group === group)
          .sort((a, b) => a.gui_priority - b.gui_priority)
          .map(visible),
      ),
      create: jest.fn(
        async (body: { key: string; value: string; description?: string | null; is_sensitive?: boolean }) => {
          if (store.has(body.key)) throw new ApiError(409, CONFIG_MESSAGES.duplicateKey(body.key));
          const entry: StoredEntry = {
            key: body.key,
            plain: body.value,
            description: body.description ?? null,
            is_sensitive: body.is_sensitive ?? false,
            gui_group: null,
            gui_priority: 100,
            updated_at: UPDATED_AT,
          };
          store.set(entry.key, entry);
          return visible(entry);
        },
      ),
      update: jest.fn(async (key: string, change: { value: string; description?: string | null }) => {
        const entry = find(key);
        const keep = entry.is_sensitive && entry.plain !== '' && isMaskedValue(change.value, entry.plain);
        if (!keep) {
          const problem = validateConfigValue(key, change.value);
          if (problem) throw badRequest(`Invalid value for ${key}: ${problem}`);
          entry.plain = change.value.trim();
        }
        if (change.description !== undefined) entry.description = change.description;
        return visible(entry);
      }),
      remove: jest.fn(async (key: string) => {
        find(key);
        store.delete(key);
        return { deleted: true, id: key };
      }),
    },
    adminPhones: {
      list: jest.fn(async (_options?: unknown) => ({ phoneNumbers: phones() })),
      add: jest.fn(async (phone: string) => {
        const problem = adminPhoneError(phone, phones());
        if (problem) throw badRequest(problem);
        return setPhones([...phones(), phone.trim()]);
      }),
      update: jest.fn(async (from: string, to: string) => {
        if (!phones().includes(from)) throw new ApiError(404, ADMIN_PHONE_MESSAGES.notFound);
        return setPhones(phones().map((p) => (p === from ? to : p)));
      }),
      remove: jest.fn(async (phone: string) => {
        if (!phones().includes(phone)) throw new ApiError(404, ADMIN_PHONE_MESSAGES.notFound);
        return setPhones(phones().filter((p) => p !== phone));
      }),
      clear: jest.fn(async () => setPhones([])),
    },
    calendar: {
      authStatus: jest.fn(async (_options?: unknown) => status()),
      authUrl: jest.fn(async () => {
        if (!calendar.credentials) throw new ApiError(409, CALENDAR_MESSAGES.noCredentialsReason);
        return { auth_url: 'https://accounts.google.com/o/oauth2/v2/auth?access_type=offline' };
      }),
      uploadCredentials: jest.fn(async (file: Blob | string) => {
        const text = typeof file === 'string' ? file : await readText(file);
        const parsed = parseGoogleClientCredentials(text);
        if (!parsed.ok) throw badRequest(parsed.error);
        calendar.credentials = text;
        return { message: CALENDAR_MESSAGES.credentialsSaved, authorized: status().authorized };
      }),
      setToken: jest.fn(async (tokenJson: string) => {
        const parsed = parseGoogleToken(tokenJson);
        if (!parsed.ok) throw badRequest(parsed.error);
        if (!calendar.credentials) throw new ApiError(409, CALENDAR_MESSAGES.noCredentialsReason);
        calendar.token = tokenJson;
        return { message: CALENDAR_MESSAGES.tokenSaved, authorized: true };
      }),
    },
  };
  return { api, store, calendar };
}

export type FakeSettingsApi = ReturnType<typeof createFakeSettingsApi>['api'];
