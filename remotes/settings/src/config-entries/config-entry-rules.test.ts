import { CONFIG_VALUE_MESSAGES, type ConfigEntry } from '@callops/contracts/settings';
import {
  configChangeSchema,
  draftOf,
  draftValueError,
  isBuiltInKey,
  isDraftChanged,
  profileSections,
  sortByPriority,
  valueKindOf,
} from './config-entry-rules';

const entry = (over: Partial<ConfigEntry>): ConfigEntry => ({
  key: 'some_key',
  value: 'v',
  description: null,
  is_sensitive: false,
  gui_group: null,
  gui_priority: 100,
  updated_at: '2026-03-11T15:30:00.000Z',
  ...over,
});

describe('valueKindOf', () => {
  it('uses the known kind, secret for other sensitive entries, text otherwise', () => {
    expect(valueKindOf(entry({ key: 'admin_sms_enabled' }))).toBe('boolean');
    expect(valueKindOf(entry({ key: 'vapi_api_key', is_sensitive: true }))).toBe('secret');
    expect(valueKindOf(entry({ key: 'assistant_instructions' }))).toBe('multiline');
    expect(valueKindOf(entry({ key: 'partner_token', is_sensitive: true }))).toBe('secret');
    expect(valueKindOf(entry({ key: 'promo_banner' }))).toBe('text');
  });
});

describe('draftValueError', () => {
  it('checks the value against its key', () => {
    expect(draftValueError(entry({ key: 'calling_hours_start', value: '09:00' }), '9am')).toBe(
      CONFIG_VALUE_MESSAGES.time,
    );
    expect(draftValueError(entry({ key: 'calling_hours_start', value: '09:00' }), '10:30')).toBeNull();
    expect(draftValueError(entry({ key: 'promo_banner' }), ' ')).toBe(CONFIG_VALUE_MESSAGES.required);
  });

  it('lets the unchanged mask of a secret through (the server keeps the secret)', () => {
    const secret = entry({ key: 'partner_token', value: 'abcd****wxyz', is_sensitive: true });
    expect(draftValueError(secret, 'abcd****wxyz')).toBeNull();
    expect(draftValueError(secret, '')).toBe(CONFIG_VALUE_MESSAGES.required);
  });
});

describe('configChangeSchema', () => {
  it("is the contract's update request with the value checked for the key", () => {
    const start = entry({ key: 'calling_hours_start', value: '09:00' });
    expect(configChangeSchema(start).safeParse({ value: '10:30', description: 'x' })).toEqual({
      success: true,
      data: { value: '10:30', description: 'x' },
    });
    const refused = configChangeSchema(start).safeParse({ value: '9am' });
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['value'], CONFIG_VALUE_MESSAGES.time],
    ]);
  });
});

describe('drafts', () => {
  it('start from the entry and notice changes of value or description', () => {
    const e = entry({ value: 'x', description: null });
    expect(draftOf(e)).toEqual({ value: 'x', description: '' });
    expect(isDraftChanged(e, { value: 'x', description: '' })).toBe(false);
    expect(isDraftChanged(e, { value: 'y', description: '' })).toBe(true);
    expect(isDraftChanged(e, { value: 'x', description: 'new' })).toBe(true);
  });
});

describe('isBuiltInKey', () => {
  it('knows the product settings', () => {
    expect(isBuiltInKey('business_name')).toBe(true);
    expect(isBuiltInKey('promo_banner')).toBe(false);
  });
});

describe('sortByPriority', () => {
  it('sorts by gui_priority, then key', () => {
    const sorted = sortByPriority([
      entry({ key: 'c', gui_priority: 2 }),
      entry({ key: 'b', gui_priority: 1 }),
      entry({ key: 'a', gui_priority: 2 }),
    ]);
    expect(sorted.map((e) => e.key)).toEqual(['b', 'a', 'c']);
  });
});

describe('profileSections', () => {
  it('groups by notifications, api, security, calendar, and General for everything else', () => {
    const sections = profileSections(
      [
        entry({ key: 'admin_phone_numbers', gui_group: 'notifications', gui_priority: 1 }),
        entry({ key: 'admin_sms_enabled', gui_group: 'notifications', gui_priority: 2 }),
        entry({ key: 'hubspot_access_token', gui_group: 'api' }),
        entry({ key: 'vapi_api_key', gui_group: 'vapi', gui_priority: 1 }),
        entry({ key: 'business_name', gui_group: 'general', gui_priority: 1 }),
        entry({ key: 'promo_banner', gui_group: null }),
        entry({ key: 'session_lifetime_minutes', gui_group: 'security' }),
      ],
      ['admin_phone_numbers'],
    );
    expect(sections.map((s) => [s.section, s.entries.map((e) => e.key)])).toEqual([
      ['notifications', ['admin_sms_enabled']],
      ['api', ['hubspot_access_token']],
      ['security', ['session_lifetime_minutes']],
      ['general', ['promo_banner', 'business_name', 'vapi_api_key']],
    ]);
  });
});
