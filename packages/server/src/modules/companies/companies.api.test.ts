import { PHONE_MESSAGES } from '@callops/contracts/core';
import { LEAD_MESSAGES } from '@callops/contracts/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/companies';

describe('companies API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, as?: 'viewer' | 'operator') =>
    t.call({ method: 'POST', url: API, payload, ...(as ? { as } : {}) });
  const companyCount = async () =>
    (await t.database.executeSql('select count(*)::int as n from companies')).rows[0]?.n;

  it('creates a company with the defaults Database Management relies on and answers its id', async () => {
    const created = await create({
      hubspot_id: 'auto_1',
      phone: '+1 (416) 555-0100',
      lead_status: 'NO_ANSWER',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const rows = await t.database.executeSql(
      'select name, phone, email, city, service, lead_status, no_answer_count from companies where id = $1',
      [id],
    );
    expect(rows.rows[0]).toEqual({
      name: 'Auto-created Company',
      phone: '+1 (416) 555-0100',
      email: null,
      city: null,
      service: null,
      lead_status: 'NO_ANSWER',
      no_answer_count: 0,
    });
    const audit = await t.database.executeSql(
      "select action, entity_key from audit_log where entity = 'company' order by id desc limit 1",
    );
    expect(audit.rows[0]).toEqual({ action: 'create', entity_key: String(id) });
  });

  it('refuses a missing or malformed phone, a taken HubSpot id and a viewer, changing nothing', async () => {
    const before = await companyCount();
    const missing = await create({ hubspot_id: 'auto_2', phone: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toEqual([{ field: 'phone', message: LEAD_MESSAGES.requiredFields }]);
    const malformed = await create({ hubspot_id: 'auto_2', phone: '416-555-abcd' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toEqual([{ field: 'phone', message: PHONE_MESSAGES.invalidTesting }]);
    const taken = await create({ hubspot_id: 'auto_1', phone: '4165550100' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A company with this HubSpot id already exists');
    const viewer = await create({ hubspot_id: 'auto_3', phone: '4165550100' }, 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('lists the newest first, only the statuses asked for, with fetched and total counts', async () => {
    for (const [i, status] of ['NEW', 'QUALIFIED', 'NO_ANSWER', 'NEW'].entries()) {
      t.clock.advance(60_000);
      await create({
        hubspot_id: `kanban_${i}`,
        name: `Lead ${i}`,
        phone: '4165550100',
        lead_status: status,
      });
    }
    const all = (await t.call({ method: 'GET', url: `${API}/latest?limit=2`, as: 'viewer' })).json().data;
    expect(all.leads.map((c: { name: string }) => c.name)).toEqual(['Lead 3', 'Lead 2']);
    expect(all).toMatchObject({ fetched_count: 2, total_count: await companyCount() });

    const some = (
      await t.call({
        method: 'GET',
        url: `${API}/latest?statuses=NEW&statuses=NO_ANSWER&limit=10`,
        as: 'viewer',
      })
    ).json().data;
    expect(some.leads.map((c: { name: string }) => c.name)).toEqual([
      'Lead 3',
      'Lead 2',
      'Lead 0',
      'Auto-created Company',
    ]);
    expect(some).toMatchObject({ fetched_count: 4, total_count: 4 });

    const bad = await t.call({ method: 'GET', url: `${API}/latest?statuses=DONE`, as: 'viewer' });
    expect(bad.statusCode).toBe(400);
  });
});
