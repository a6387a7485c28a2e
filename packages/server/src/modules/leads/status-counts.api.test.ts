// The per-status counts are exact: random companies, status changes and deletions, folded or not, compared with
// counting every company.
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { createServiceContext } from '../../context/service-context';
import { compactCompanyStatusCounts, countCompanies, countCompaniesByStatus } from './status-counts';

const STATUSES = ['NEW', 'NO_ANSWER', 'NEW_IN_PROGRESS', 'QUALIFIED', 'APPOINTMENT_BOOKED'];

describe('company counts per lead status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plain = async () => {
    const { rows } = await t.database.executeSql(
      'select lead_status as status, count(*)::int as n from companies group by lead_status',
    );
    return new Map(rows.map((r) => [r.status as string, r.n as number]));
  };
  const expectExact = async () => {
    const expected = await plain();
    const counted = await countCompaniesByStatus(t.database.db);
    for (const status of new Set([...expected.keys(), ...counted.keys()])) {
      expect({ status, n: counted.get(status) ?? 0 }).toEqual({ status, n: expected.get(status) ?? 0 });
    }
    const some = ['NEW', 'QUALIFIED'];
    expect(await countCompanies(t.database.db, some)).toBe(
      some.reduce((sum, s) => sum + (expected.get(s) ?? 0), 0),
    );
  };

  it('stays exact through inserts, status changes and deletions, folded or not', async () => {
    await expectExact();
    for (let round = 0; round < 3; round++) {
      await t.database.executeSql(
        `insert into companies (name, phone, lead_status)
         select 'Count ' || n, '+1416555' || lpad(n::text, 4, '0'), ($1::text[])[1 + (n * 7 + $2) % 5]
         from generate_series(1, 200) as n`,
        [STATUSES, round],
      );
      await expectExact();
      await t.database.executeSql(
        `update companies set lead_status = ($1::text[])[1 + (id + $2) % 5] where id % 3 = $2 % 3`,
        [STATUSES, round],
      );
      await t.database.executeSql('delete from companies where id % 17 = $1', [round]);
      await expectExact();
      const ctx = createServiceContext(t.app.services, { actor: SYSTEM_ACTOR });
      expect(await compactCompanyStatusCounts(ctx)).toBeGreaterThan(0);
      await expectExact();
    }
  });

  it('adds one delta per status a bulk insert or delete touched, not one per company', async () => {
    const ctx = createServiceContext(t.app.services, { actor: SYSTEM_ACTOR });
    await compactCompanyStatusCounts(ctx);
    await t.database.executeSql(
      `insert into companies (name, phone, lead_status)
       select 'Bulk ' || n, '+1416777' || lpad(n::text, 4, '0'), ($1::text[])[1 + n % 5]
       from generate_series(1, 2000) as n`,
      [STATUSES],
    );
    await t.database.executeSql(`delete from companies where name like 'Bulk %' and id % 2 = 0`);
    expect(await compactCompanyStatusCounts(ctx)).toBe(10);
    await expectExact();
  });

  it('answers the list total and the board counts from it', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/companies/latest?limit=5&statuses=NEW&statuses=QUALIFIED',
    });
    expect(res.statusCode).toBe(200);
    const expected = await plain();
    expect(res.json().data.total_count).toBe((expected.get('NEW') ?? 0) + (expected.get('QUALIFIED') ?? 0));
  });

  it('empties with the companies table', async () => {
    await t.database.executeSql('truncate companies cascade');
    expect(await countCompanies(t.database.db)).toBe(0);
  });
});
