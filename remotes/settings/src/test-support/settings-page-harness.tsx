// Settings page tests: what the server answers (plain data built from the contracts' key catalogue) and a render
// helper that records every call the page makes. No server rule lives here: each test says what the server answers.
import type { ApiClient } from '@callops/api-client';
import { createFakeApiClient, type FakeHandlers } from '@callops/api-client/test-support';
import { endpointEntries } from '@callops/contracts';
import type { CalendarAuthStatus } from '@callops/contracts/calendar';
import type { Endpoint, Role } from '@callops/contracts/core';
import { type ConfigEntry, type ConfigGroup, KNOWN_CONFIG_KEYS } from '@callops/contracts/settings';
import { renderRemotePage, testUser } from '@callops/shell/test-support';
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';

const UPDATED_AT = '2026-03-11T15:30:00.000Z';

/** The first admin phone of the answers below. */
export const ADMIN_PHONE = '+14165550100';

/** Every known setting as a fresh server lists it (defaults; one admin phone). */
export const knownEntries = (): ConfigEntry[] =>
  KNOWN_CONFIG_KEYS.map((d) => ({
    key: d.key,
    value: d.key === 'admin_phone_numbers' ? JSON.stringify([ADMIN_PHONE]) : (d.defaultValue ?? ''),
    description: d.description,
    is_sensitive: d.sensitive,
    gui_group: d.group,
    gui_priority: d.priority,
    updated_at: UPDATED_AT,
  }));

/** An entry as the server answers it; unknown keys start as a custom entry. */
export const entry = (key: string, over: Partial<ConfigEntry> = {}): ConfigEntry => ({
  ...(knownEntries().find((e) => e.key === key) ?? {
    key,
    value: '',
    description: null,
    is_sensitive: false,
    gui_group: null,
    gui_priority: 100,
    updated_at: UPDATED_AT,
  }),
  ...over,
});

/** The known entries with some replaced (or added) as the server would answer after a change. */
export const entriesWith = (...changed: ConfigEntry[]): ConfigEntry[] => {
  const known = knownEntries().map((e) => changed.find((c) => c.key === e.key) ?? e);
  return [...known, ...changed.filter((c) => !known.some((e) => e.key === c.key))];
};

export const entriesOf = (group: ConfigGroup, entries: ConfigEntry[] = knownEntries()): ConfigEntry[] =>
  entries.filter((e) => e.gui_group === group);

/** The calendar status answer for a reason (null: authorized). */
export const calendarStatus = (reason: string | null): CalendarAuthStatus => {
  const status = { authorized: reason === null, reason, calendars_count: null, api_access: false };
  return { status, authorized: status.authorized, reason };
};

/** Each of `answers` in turn, the last one from then on: what a list answers before and after changes. */
export function answers<T>(...values: T[]) {
  const handler = jest.fn<Promise<T>, []>();
  for (const value of values) handler.mockResolvedValueOnce(value);
  return handler.mockResolvedValue(values.at(-1) as T);
}

const nameOf = (endpoint: Endpoint) => endpointEntries.find(([, e]) => e === endpoint)?.[0];

/** What the settings pages read; anyone may. Everything else they call changes something, for admins only. */
export const SETTINGS_READS = [
  'appConfig.list',
  'appConfig.group',
  'adminPhones.list',
  'calendar.authStatus',
];

/** Renders a settings page for a user of `role` on a fake ApiClient with `handlers`; records every call. */
export function renderSettingsPage(
  page: ReactElement,
  { role = 'admin', handlers = {} }: { role?: Role; handlers?: FakeHandlers } = {},
) {
  const api: ApiClient = createFakeApiClient(handlers);
  const call = jest.spyOn(api, 'call');
  const view = renderRemotePage(page, { api, user: testUser({ role }) });
  /** The names of the endpoints called so far, in order. */
  const called = () => call.mock.calls.map(([endpoint]) => nameOf(endpoint as Endpoint));
  return { ...view, api, called };
}

/** Waits until `field` shows `message` as its error (antd ties the error to the field as its description). */
export const expectFieldError = (field: HTMLElement, message: string) =>
  waitFor(() => {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });
