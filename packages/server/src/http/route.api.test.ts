import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('route(): one request, one transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves nothing behind when the second of two writes fails', async () => {
    // The change itself is the first write; its audit entry, the second, fails inside the same request.
    await t.database.executeSql(`
      create function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit log refused the entry'; end $$;
      create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit();
    `);
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/app-config',
      payload: { key: 'halfway_test', value: 'x' },
    });
    expect(created.statusCode).toBe(500);
    expect(created.json()).toEqual({
      success: false,
      message: 'Internal server error',
      request_id: expect.any(String),
    });
    const phone = await t.call({
      method: 'POST',
      url: '/api/v1/admin-phones',
      payload: { phoneNumber: '+14165550199' },
    });
    expect(phone.statusCode).toBe(500);

    const config = await t.database.executeSql("select key from app_config where key = 'halfway_test'");
    expect(config.rows).toEqual([]);
    const phones = await t.call({ method: 'GET', url: '/api/v1/admin-phones' });
    expect(phones.json().data.phoneNumbers).not.toContain('+14165550199');

    await t.database.executeSql('drop trigger refuse_audit on audit_log; drop function refuse_audit();');
    const retried = await t.call({
      method: 'POST',
      url: '/api/v1/app-config',
      payload: { key: 'halfway_test', value: 'x' },
    });
    expect(retried.statusCode).toBe(200);
  });
});
