import type { AuditLogEntry } from '@callops/contracts/audit-log';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('audit log API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.call({ method: 'PUT', url: '/api/v1/app-config/business_name', payload: { value: 'First' } });
    t.clock.advance(60_000);
    await t.call({ method: 'POST', url: '/api/v1/admin-phones', payload: { phoneNumber: '+14165550100' } });
    t.clock.advance(60_000);
    await t.call({ method: 'PUT', url: '/api/v1/app-config/business_name', payload: { value: 'Second' } });
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await t.call({ method: 'GET', url: `/api/v1/audit-log${query}` })).json().data as AuditLogEntry[];

  it('lists who changed what and when, newest first, at the time of the app clock', async () => {
    const entries = await list();
    expect(
      entries.map((e) => [e.username, e.action, e.entity, e.entity_key, e.old_value, e.new_value]),
    ).toEqual([
      ['admin1', 'update', 'app_config', 'business_name', 'First', 'Second'],
      ['admin1', 'add', 'admin_phone', '+14165550100', null, '+14165550100'],
      ['admin1', 'update', 'app_config', 'business_name', 'CallOps', 'First'],
    ]);
    expect(entries[0]?.created_at).toBe(t.clock.now().toISOString());
    expect(entries[0]?.user_id).toBe(t.userIds.admin);
  });

  it('pages and filters by entity', async () => {
    expect((await list('?limit=1&offset=1')).map((e) => e.action)).toEqual(['add']);
    expect((await list('?entity=app_config')).map((e) => e.new_value)).toEqual(['Second', 'First']);
  });

  it('filters by user, action and time range, with the total beside the page', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/audit-log?username=admin1&action=update&limit=1',
    });
    expect(res.json().pagination).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(res.json().data.map((e: AuditLogEntry) => e.new_value)).toEqual(['Second']);
    const from = new Date(t.clock.now().getTime() - 90_000).toISOString();
    const to = new Date(t.clock.now().getTime() - 30_000).toISOString();
    expect((await list(`?from=${from}&to=${to}`)).map((e) => e.action)).toEqual(['add']);
    expect((await list('?username=nobody')).length).toBe(0);
    const backwards = await t.call({ method: 'GET', url: `/api/v1/audit-log?from=${to}&to=${from}` });
    expect([backwards.statusCode, backwards.json().message]).toEqual([
      400,
      'The end of the range must come after its start',
    ]);
  });

  it('offers the users, actions and entities it holds as filter choices', async () => {
    const facets = (await t.call({ method: 'GET', url: '/api/v1/audit-log/facets' })).json().data;
    expect(facets).toEqual({
      usernames: ['admin1'],
      actions: ['add', 'update'],
      entities: ['admin_phone', 'app_config'],
    });
  });

  it('is for admins only', async () => {
    for (const as of ['operator', 'viewer'] as const) {
      expect((await t.call({ method: 'GET', url: '/api/v1/audit-log', as })).statusCode).toBe(403);
    }
  });
});
