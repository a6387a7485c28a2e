import { PHONE_MESSAGES } from '@callops/contracts/core';
import { ADMIN_PHONE_MESSAGES } from '@callops/contracts/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/admin-phones';

async function snapshot(t: TestApp) {
  const config = await t.database.executeSql(
    "select value, updated_at from app_config where key = 'admin_phone_numbers'",
  );
  const audit = await t.database.executeSql('select count(*)::int as n from audit_log');
  return { config: config.rows, audit: audit.rows[0]?.n };
}

describe('admin phones API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const phones = async () =>
    (await t.call({ method: 'GET', url: API, as: 'viewer' })).json().data.phoneNumbers;

  it('starts empty and answers the updated list after each change, with its message', async () => {
    expect(await phones()).toEqual([]);
    const added = await t.call({ method: 'POST', url: API, payload: { phoneNumber: '+14165550100' } });
    expect(added.json()).toEqual({
      success: true,
      message: ADMIN_PHONE_MESSAGES.added,
      data: { phoneNumbers: ['+14165550100'] },
    });
    const second = await t.call({ method: 'POST', url: API, payload: { phoneNumber: ' 16475550101 ' } });
    expect(second.json().data.phoneNumbers).toEqual(['+14165550100', '16475550101']);

    const updated = await t.call({
      method: 'PUT',
      url: `${API}/update`,
      payload: { oldPhoneNumber: '16475550101', newPhoneNumber: '+16475550102' },
    });
    expect(updated.json()).toMatchObject({
      message: ADMIN_PHONE_MESSAGES.updated,
      data: { phoneNumbers: ['+14165550100', '+16475550102'] },
    });

    const removed = await t.call({ method: 'DELETE', url: API, payload: { phoneNumber: '+14165550100' } });
    expect(removed.json()).toMatchObject({
      message: ADMIN_PHONE_MESSAGES.removed,
      data: { phoneNumbers: ['+16475550102'] },
    });

    // The list is the admin_phone_numbers setting.
    const entry = await t.call({ method: 'GET', url: '/api/v1/app-config/admin_phone_numbers' });
    expect(JSON.parse(entry.json().data.value)).toEqual(['+16475550102']);

    const cleared = await t.call({ method: 'DELETE', url: `${API}/clear` });
    expect(cleared.json()).toMatchObject({
      message: ADMIN_PHONE_MESSAGES.cleared,
      data: { phoneNumbers: [] },
    });
    expect(await phones()).toEqual([]);

    const audit = await t.database.executeSql(
      "select username, action, entity_key, old_value, new_value from audit_log where entity = 'admin_phone' order by id",
    );
    expect(audit.rows).toEqual([
      {
        username: 'admin1',
        action: 'add',
        entity_key: '+14165550100',
        old_value: null,
        new_value: '+14165550100',
      },
      {
        username: 'admin1',
        action: 'add',
        entity_key: '16475550101',
        old_value: null,
        new_value: '16475550101',
      },
      {
        username: 'admin1',
        action: 'update',
        entity_key: '16475550101',
        old_value: '16475550101',
        new_value: '+16475550102',
      },
      {
        username: 'admin1',
        action: 'remove',
        entity_key: '+14165550100',
        old_value: '+14165550100',
        new_value: null,
      },
      {
        username: 'admin1',
        action: 'clear',
        entity_key: null,
        old_value: '["+16475550102"]',
        new_value: '[]',
      },
    ]);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    await t.call({ method: 'POST', url: API, payload: { phoneNumber: '+14165550100' } });
    await t.call({ method: 'POST', url: API, payload: { phoneNumber: '+14165550111' } });
    const before = await snapshot(t);
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['POST', API, { phoneNumber: '' }, 400, PHONE_MESSAGES.required],
      ['POST', API, { phoneNumber: '   ' }, 400, PHONE_MESSAGES.required],
      ['POST', API, { phoneNumber: '0123456' }, 400, PHONE_MESSAGES.invalidAdmin],
      ['POST', API, { phoneNumber: '+1' }, 400, PHONE_MESSAGES.invalidAdmin],
      ['POST', API, { phoneNumber: '+1234567890123456' }, 400, PHONE_MESSAGES.invalidAdmin],
      ['POST', API, { phoneNumber: '+1 416 555' }, 400, PHONE_MESSAGES.invalidAdmin],
      ['POST', API, { phoneNumber: '+14165550100' }, 409, PHONE_MESSAGES.duplicate],
      [
        'PUT',
        `${API}/update`,
        { oldPhoneNumber: '+14165550100', newPhoneNumber: 'abc' },
        400,
        PHONE_MESSAGES.invalidAdmin,
      ],
      [
        'PUT',
        `${API}/update`,
        { oldPhoneNumber: '+14165550100', newPhoneNumber: '' },
        400,
        PHONE_MESSAGES.required,
      ],
      [
        'PUT',
        `${API}/update`,
        { oldPhoneNumber: '+19995550100', newPhoneNumber: '+14165550122' },
        404,
        ADMIN_PHONE_MESSAGES.notFound,
      ],
      [
        'PUT',
        `${API}/update`,
        { oldPhoneNumber: '+14165550100', newPhoneNumber: '+14165550111' },
        409,
        PHONE_MESSAGES.duplicate,
      ],
      ['DELETE', API, { phoneNumber: '+19995550100' }, 404, ADMIN_PHONE_MESSAGES.notFound],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await t.call({ method: method as 'POST', url, payload });
      expect([method, payload, res.statusCode]).toEqual([method, payload, status]);
      const text =
        status === 400 ? res.json().detail.map((d: { message: string }) => d.message) : [res.json().message];
      expect(text).toContain(message);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('lets operators and viewers read but answers 403 to every change, writing nothing', async () => {
    const before = await snapshot(t);
    for (const as of ['operator', 'viewer'] as const) {
      expect((await t.call({ method: 'GET', url: API, as })).statusCode).toBe(200);
      expect(
        (await t.call({ method: 'POST', url: API, payload: { phoneNumber: '+14165550177' }, as })).statusCode,
      ).toBe(403);
      expect(
        (
          await t.call({
            method: 'PUT',
            url: `${API}/update`,
            payload: { oldPhoneNumber: '+14165550100', newPhoneNumber: '+14165550178' },
            as,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.call({ method: 'DELETE', url: API, payload: { phoneNumber: '+14165550100' }, as }))
          .statusCode,
      ).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `${API}/clear`, as })).statusCode).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('keeps both of two additions made at the same time', async () => {
    await t.call({ method: 'DELETE', url: `${API}/clear` });
    const numbers = ['+14165550201', '+14165550202', '+14165550203', '+14165550204'];
    const results = await Promise.all(
      numbers.map((phoneNumber) => t.call({ method: 'POST', url: API, payload: { phoneNumber } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect([...(await phones())].sort()).toEqual(numbers);
  });
});
