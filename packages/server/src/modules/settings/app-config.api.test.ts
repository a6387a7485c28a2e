import { PHONE_MESSAGES } from '@callops/contracts/core';
import {
  CONFIG_MESSAGES,
  CONFIG_VALUE_MESSAGES,
  type ConfigEntry,
  configKeysOfGroup,
  KNOWN_CONFIG_KEYS,
} from '@callops/contracts/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/app-config';

/** Everything a refused change must leave alone. */
async function snapshot(t: TestApp) {
  const config = await t.database.executeSql(
    'select key, value, description, is_sensitive, gui_group, gui_priority, updated_at from app_config order by key',
  );
  const audit = await t.database.executeSql('select count(*)::int as n from audit_log');
  return { config: config.rows, audit: audit.rows[0]?.n };
}

describe('app-config API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (
    key: string,
    payload: Record<string, unknown>,
    as: 'admin' | 'operator' | 'viewer' = 'admin',
  ) => t.call({ method: 'PUT', url: `${API}/${key}`, payload, as });
  const entry = async (key: string): Promise<ConfigEntry> =>
    (await t.call({ method: 'GET', url: `${API}/${key}` })).json().data;

  it('has every known setting from the start, with its description, group and priority', async () => {
    const res = await t.call({ method: 'GET', url: API, as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const entries: ConfigEntry[] = res.json().data;
    expect(entries.map((e) => e.key).sort()).toEqual(KNOWN_CONFIG_KEYS.map((d) => d.key).sort());
    const timezone = entries.find((e) => e.key === 'business_timezone');
    expect(timezone).toMatchObject({
      value: 'America/Toronto',
      gui_group: 'scheduling',
      is_sensitive: false,
    });
    expect(timezone?.description).toBeTruthy();
    expect(entries.find((e) => e.key === 'vapi_api_key')).toMatchObject({ value: '', is_sensitive: true });
  });

  it('answers a group sorted by gui_priority, one entry by key, and 404 for an unknown key', async () => {
    const group = await t.call({ method: 'GET', url: `${API}/group/scheduling`, as: 'operator' });
    expect(group.json().data.map((e: ConfigEntry) => e.key)).toEqual(
      configKeysOfGroup('scheduling').map((d) => d.key),
    );
    const priorities = group.json().data.map((e: ConfigEntry) => e.gui_priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(
      (await t.call({ method: 'GET', url: `${API}/calling_hours_start`, as: 'viewer' })).json().data,
    ).toMatchObject({
      key: 'calling_hours_start',
      value: '09:00',
    });
    const missing = await t.call({ method: 'GET', url: `${API}/no_such_key` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONFIG_MESSAGES.unknownKey('no_such_key'));
    expect((await t.call({ method: 'GET', url: `${API}/group/nonsense` })).statusCode).toBe(400);
  });

  it('creates, updates and deletes an entry of its own, each audited', async () => {
    const created = await t.call({
      method: 'POST',
      url: API,
      payload: { key: 'promo_banner', value: 'Spring offer', description: 'Banner text' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: CONFIG_MESSAGES.created,
      data: { key: 'promo_banner', value: 'Spring offer', description: 'Banner text', gui_group: null },
    });

    const updated = await put('promo_banner', { value: 'Summer offer', description: 'Banner shown on top' });
    expect(updated.json()).toMatchObject({
      message: CONFIG_MESSAGES.updated,
      data: { value: 'Summer offer', description: 'Banner shown on top' },
    });
    expect((await entry('promo_banner')).updated_at).toBe(t.clock.now().toISOString());

    const removed = await t.call({ method: 'DELETE', url: `${API}/promo_banner` });
    expect(removed.json()).toMatchObject({
      message: CONFIG_MESSAGES.deleted,
      data: { deleted: true, id: 'promo_banner' },
    });
    expect((await t.call({ method: 'GET', url: `${API}/promo_banner` })).statusCode).toBe(404);

    const audit = await t.database.executeSql(
      "select username, action, old_value, new_value from audit_log where entity_key = 'promo_banner' order by id",
    );
    expect(audit.rows).toEqual([
      { username: 'admin1', action: 'create', old_value: null, new_value: 'Spring offer' },
      { username: 'admin1', action: 'update', old_value: 'Spring offer', new_value: 'Summer offer' },
      {
        username: 'admin1',
        action: 'update-description',
        old_value: 'Banner text',
        new_value: 'Banner shown on top',
      },
      { username: 'admin1', action: 'delete', old_value: 'Summer offer', new_value: null },
    ]);
  });

  it('refuses a duplicate key with 409, an unknown key with 404 and a built-in key delete with 409, writing nothing', async () => {
    const before = await snapshot(t);
    const duplicate = await t.call({
      method: 'POST',
      url: API,
      payload: { key: 'business_name', value: 'Other' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(CONFIG_MESSAGES.duplicateKey('business_name'));
    const unknown = await put('no_such_key', { value: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${API}/no_such_key` })).statusCode).toBe(404);
    const builtIn = await t.call({ method: 'DELETE', url: `${API}/business_name` });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe(CONFIG_MESSAGES.builtInKey('business_name'));
    expect(await snapshot(t)).toEqual(before);
  });

  it('requires key and value on create', async () => {
    const before = await snapshot(t);
    const res = await t.call({ method: 'POST', url: API, payload: { key: ' ', value: '' } });
    expect(res.statusCode).toBe(400);
    const messages = res.json().detail.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([CONFIG_MESSAGES.keyRequired, CONFIG_MESSAGES.valueRequired]),
    );
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['admin_sms_enabled', 'yes', CONFIG_VALUE_MESSAGES.boolean],
    ['max_concurrent_calls', 'three', CONFIG_VALUE_MESSAGES.integer(1, 500)],
    ['max_concurrent_calls', '0', CONFIG_VALUE_MESSAGES.integer(1, 500)],
    ['smtp_port', '5.5', CONFIG_VALUE_MESSAGES.integer(1, 65535)],
    ['calling_hours_start', '9am', CONFIG_VALUE_MESSAGES.time],
    ['reminder_send_time', '24:00', CONFIG_VALUE_MESSAGES.time],
    ['business_timezone', 'Mars/Olympus', CONFIG_VALUE_MESSAGES.timezone],
    ['admin_phone_numbers', 'not a list', CONFIG_VALUE_MESSAGES.phoneList],
    ['admin_phone_numbers', '["+14165550100","0123"]', `${PHONE_MESSAGES.invalidAdmin}: 0123`],
    [
      'admin_phone_numbers',
      '["+14165550100","+14165550100"]',
      CONFIG_VALUE_MESSAGES.duplicatePhone('+14165550100'),
    ],
    ['smtp_from', 'not-an-address', CONFIG_VALUE_MESSAGES.email],
    ['twilio_from_number', '0123', PHONE_MESSAGES.invalidAdmin],
    ['business_timezone', '', CONFIG_VALUE_MESSAGES.required],
  ])('refuses %s = %j with 400 naming the problem and changes nothing', async (key, value, message) => {
    const before = await snapshot(t);
    const res = await put(key, { value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Invalid value for ${key}: ${message}`);
    expect(res.json().detail).toEqual([{ field: 'value', message }]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a bad value for a known key on create too', async () => {
    const res = await t.call({
      method: 'POST',
      url: API,
      payload: { key: 'admin_sms_enabled', value: 'maybe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([{ field: 'value', message: CONFIG_VALUE_MESSAGES.boolean }]);
  });

  it('accepts good values of each kind, trimmed, and phone lists in one form', async () => {
    expect((await put('admin_sms_enabled', { value: 'false' })).statusCode).toBe(200);
    expect((await put('max_concurrent_calls', { value: ' 7 ' })).json().data.value).toBe('7');
    expect((await put('calling_hours_end', { value: '18:30' })).json().data.value).toBe('18:30');
    expect((await put('business_timezone', { value: 'Europe/Berlin' })).json().data.value).toBe(
      'Europe/Berlin',
    );
    expect((await put('admin_phone_numbers', { value: '[" +14165550199 "]' })).json().data.value).toBe(
      '["+14165550199"]',
    );
    expect((await put('assistant_instructions', { value: 'Line one\nLine two\n' })).json().data.value).toBe(
      'Line one\nLine two\n',
    );
  });

  it('lets operators and viewers read but answers 403 to every change, writing nothing', async () => {
    const before = await snapshot(t);
    for (const as of ['operator', 'viewer'] as const) {
      expect((await t.call({ method: 'GET', url: API, as })).statusCode).toBe(200);
      expect(
        (await t.call({ method: 'POST', url: API, payload: { key: 'x_key', value: 'v' }, as })).statusCode,
      ).toBe(403);
      expect((await put('business_name', { value: 'Hijacked' }, as)).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `${API}/business_name`, as })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: API, as: null })).statusCode).toBe(401);
    expect(await snapshot(t)).toEqual(before);
  });
});
