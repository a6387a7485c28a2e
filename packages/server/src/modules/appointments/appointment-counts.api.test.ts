// The appointments total is the kept count: exact through bulk and single inserts, edits, deletions, a company's
// deletion, TRUNCATE and the danger zone, compared with counting every appointment.
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { countAppointments } from './appointment-counts';

describe('the kept appointments count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plain = async () =>
    (await t.database.executeSql('select count(*)::int as n from appointments')).rows[0]?.n as number;
  const listed = async (url: string) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json().data.total_count as number;
  };
  const expectExact = async (n: number) => {
    expect(await plain()).toBe(n);
    expect(await countAppointments(t.database.db)).toBe(n);
    expect(await listed('/api/v1/appointments/latest?limit=3')).toBe(n);
    expect(await listed('/api/v1/database/appointments-for-testing')).toBe(n);
  };
  const insert = (from: number, to: number) =>
    t.database.executeSql(
      `insert into appointments (lead_name, company_id, created_at)
       select 'Kept ' || n, (select min(id) from companies), timestamptz '2026-03-01' + n * interval '1 minute'
       from generate_series($1::int, $2::int) as n`,
      [from, to],
    );

  it('stays exact through inserts, edits and deletions', async () => {
    await expectExact(0);
    await t.database.executeSql(`insert into companies (name, phone) values ('Kept Co', '+14165550199')`);
    await insert(1, 500);
    await expectExact(500);
    await insert(501, 501);
    await expectExact(501);
    await t.database.executeSql(`update appointments set remark = 'notified', lead_name = lead_name || '!'`);
    await expectExact(501);
    await t.database.executeSql('delete from appointments where id % 7 = 0');
    const left = await plain();
    expect(left).toBeLessThan(501);
    await expectExact(left);
    // The company's appointments stay (ON DELETE SET NULL).
    await t.database.executeSql('delete from companies');
    await expectExact(left);
    await t.database.executeSql('truncate appointments cascade');
    await expectExact(0);
  });

  it('follows the danger zone emptying the table and all data', async () => {
    await insert(1, 40);
    await expectExact(40);
    const table = await t.call({ method: 'DELETE', url: '/api/v1/danger/cleanup/table/appointments' });
    expect(table.statusCode).toBe(200);
    await expectExact(0);
    await insert(41, 60);
    await expectExact(20);
    const all = await t.call({ method: 'DELETE', url: '/api/v1/danger/cleanup/all-data' });
    expect(all.statusCode).toBe(200);
    await expectExact(0);
  });

  it('rolls back with the statement that failed', async () => {
    await insert(1, 3);
    await expect(
      t.database.executeSql(
        `insert into appointments (lead_name, remark) select 'Bad ' || n, case when n = 2 then null else 'init' end
         from generate_series(1, 2) n`,
      ),
    ).rejects.toThrow();
    await expectExact(3);
  });
});
