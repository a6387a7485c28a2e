// GET /leads/stats answers from the kept per-status counts: exact through imports, inserts, status changes,
// deletions and the danger zone, compared with counting every company.
import { LEAD_STATUSES } from '@callops/contracts/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { compactCompanyStatusCounts } from './status-counts';

describe('GET /leads/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectExact = async () => {
    const { rows } = await t.database.executeSql(
      'select lead_status as status, count(*)::int as n from companies group by lead_status',
    );
    const counted = new Map(rows.map((r) => [r.status as string, r.n as number]));
    const res = await t.call({ method: 'GET', url: '/api/v1/leads/stats', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: rows.reduce((sum, r) => sum + (r.n as number), 0),
      by_status: Object.fromEntries(LEAD_STATUSES.map((s) => [s, counted.get(s) ?? 0])),
    });
  };

  it('stays exact through imports, edits, deletions and folds', async () => {
    await expectExact();
    const imported = await t.call({ method: 'POST', url: '/api/v1/hubspot/sync/new-leads?limit=6' });
    expect(imported.json().data).toMatchObject({ created_count: 6 });
    await expectExact();
    await t.database.executeSql(
      `insert into companies (name, phone, lead_status)
       select 'Stats ' || n, '+1416555' || lpad(n::text, 4, '0'), ($1::text[])[1 + n % 3]
       from generate_series(1, 300) as n`,
      [['NEW', 'QUALIFIED', 'NO_ANSWER']],
    );
    await expectExact();
    const [first] = (await t.database.executeSql('select min(id)::int as id from companies')).rows;
    const moved = await t.call({
      method: 'PUT',
      url: `/api/v1/companies/${first?.id}/lead-status`,
      payload: { lead_status: 'UNQUALIFIED' },
    });
    expect(moved.statusCode).toBe(200);
    await t.database.executeSql(`update companies set lead_status = 'NO_ANSWER' where id % 5 = 0`);
    await expectExact();
    await t.database.executeSql('delete from companies where id % 11 = 0');
    await expectExact();
    await compactCompanyStatusCounts(t.systemContext());
    await expectExact();
  });

  it('follows the danger zone and TRUNCATE', async () => {
    await t.call({ method: 'POST', url: '/api/v1/hubspot/sync/new-leads?limit=4' });
    const table = await t.call({ method: 'DELETE', url: '/api/v1/danger/cleanup/table/companies' });
    expect(table.statusCode).toBe(200);
    await expectExact();
    await t.call({ method: 'POST', url: '/api/v1/hubspot/sync/new-leads?limit=4' });
    await expectExact();
    const all = await t.call({ method: 'DELETE', url: '/api/v1/danger/cleanup/all-data' });
    expect(all.statusCode).toBe(200);
    await expectExact();
    await t.call({ method: 'POST', url: '/api/v1/hubspot/sync/new-leads?limit=4' });
    await t.database.executeSql('truncate companies cascade');
    await expectExact();
  });
});
