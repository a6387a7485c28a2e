import type { DoNotCallEntry } from '@callops/contracts/compliance';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const LIST = '/api/v1/do-not-call';

describe('the do-not-call list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (phone: string, reason?: string, as: 'operator' | 'viewer' = 'operator') =>
    t.call({ method: 'POST', url: LIST, as, payload: { phone, ...(reason ? { reason } : {}) } });
  const entries = async (query = '') =>
    (await t.call({ method: 'GET', url: `${LIST}${query}`, as: 'operator' })).json() as {
      data: DoNotCallEntry[];
      pagination: { total: number };
    };

  it('keeps numbers in E.164 once each, and refuses what is not a number', async () => {
    const added = await add('(416) 555-0101', 'asked by letter');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: '+14165550101 is on the do-not-call list',
      data: { phone: '+14165550101', reason: 'asked by letter', source: 'manual', added_by: 'operator1' },
    });
    const twice = await add('+1 416-555-0101');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('+14165550101 is already on the do-not-call list');
    const bad = await add('call me maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual([
      { field: 'phone', message: "'call me maybe' is not a valid phone number" },
    ]);
    expect((await add('+14165550199', undefined, 'viewer')).statusCode).toBe(403);
    expect((await entries()).pagination.total).toBe(1);
  });

  it('removes an entry by keeping it with who removed it, and the number may be listed again', async () => {
    const { data } = await entries();
    const id = data[0]?.id as number;
    const removed = await t.call({ method: 'DELETE', url: `${LIST}/${id}`, as: 'operator' });
    expect(removed.json()).toMatchObject({
      data: { removed_by: 'operator1', removed_at: expect.any(String) },
    });
    expect((await t.call({ method: 'DELETE', url: `${LIST}/${id}`, as: 'operator' })).statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `${LIST}/999999`, as: 'operator' })).statusCode).toBe(404);
    expect((await entries()).pagination.total).toBe(0);
    expect((await entries('?view=removed')).data.map((e) => e.phone)).toEqual(['+14165550101']);
    expect((await add('4165550101')).statusCode).toBe(200);
    expect((await entries('?view=all')).pagination.total).toBe(2);
    const audit = (await t.call({ method: 'GET', url: '/api/v1/audit-log?entity=do_not_call' })).json().data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'delete', 'create']);
  });

  it('imports a whole CSV or nothing, naming the bad line', async () => {
    const bad = await t.call({
      method: 'POST',
      url: `${LIST}/import`,
      as: 'operator',
      payload: { csv: 'phone,reason\n+16045550102,moved\nnot-a-phone\n' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Line 3: 'not-a-phone' is not a valid phone number");
    expect((await entries('?q=604')).pagination.total).toBe(0);

    const good = await t.call({
      method: 'POST',
      url: `${LIST}/import`,
      as: 'operator',
      payload: {
        csv: 'phone,reason\n+16045550102,moved\n416-555-0101\n604 555 0102\n902-555-0103,"no calls, ever"\n',
      },
    });
    expect(good.json()).toMatchObject({
      message: 'Imported 4 numbers: 2 added, 2 already on the list',
      data: { total: 4, added: 2, already_listed: 2 },
    });
    expect((await entries('?q=ever')).data.map((e) => [e.phone, e.source])).toEqual([
      ['+19025550103', 'import'],
    ]);
    expect((await entries('?q=555 0102')).data.map((e) => e.phone)).toEqual(['+16045550102']);
    const paged = await entries('?limit=2&offset=2');
    expect([paged.data.length, paged.pagination.total]).toEqual([1, 3]);
  });

  it('exports the view as CSV through a short-lived signed link that reads back in', async () => {
    const link = (
      await t.call({ method: 'GET', url: `${LIST}/export-link?view=active`, as: 'operator' })
    ).json().data as { url: string };
    const csv = await t.call({ method: 'GET', url: link.url, as: null });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('phone,reason,source,added_at,added_by,removed_at,removed_by');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.startsWith('+19025550103,"no calls, ever",import,'))).toBe(true);
    const reimport = await t.call({
      method: 'POST',
      url: `${LIST}/import`,
      as: 'operator',
      payload: {
        csv: csv.body
          .split('\r\n')
          .map((line) => line.split(',')[0])
          .join('\n'),
      },
    });
    expect(reimport.json().data).toEqual({ total: 3, added: 0, already_listed: 3 });
    const tampered = await t.call({
      method: 'GET',
      url: link.url.replace('view=active', 'view=all'),
      as: null,
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('imports its own export back unchanged: export, clear, import, compare', async () => {
    await add('+12505550140', 'wrote "never", twice,\nthen called');
    await add('+12505550141', '=1+1 in the reason');
    const active = async () =>
      (await entries('?view=active&limit=500')).data
        .map((entry) => ({ phone: entry.phone, reason: entry.reason }))
        .sort((a, b) => a.phone.localeCompare(b.phone));
    const before = await active();
    const link = (await t.call({ method: 'GET', url: `${LIST}/export-link?view=all`, as: 'operator' })).json()
      .data as { url: string };
    const exported = (await t.call({ method: 'GET', url: link.url, as: null })).body;
    await t.database.executeSql('delete from do_not_call');
    expect(await active()).toEqual([]);
    const imported = await t.call({
      method: 'POST',
      url: `${LIST}/import`,
      as: 'operator',
      payload: { csv: exported },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toEqual({ total: before.length, added: before.length, already_listed: 0 });
    expect(await active()).toEqual(before);
  });
});
