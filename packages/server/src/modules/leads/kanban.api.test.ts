import { KANBAN_COLUMNS, type KanbanBoard, type KanbanCard } from '@callops/contracts/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/kanban';

describe('kanban API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 45 NEW (one changed later than the rest), 3 QUALIFIED, 2 PENDING_CLIENT_RESPONSE (no column), 1 UNQUALIFIED.
    await t.database.executeSql(
      `insert into companies (hubspot_id, name, phone, service, lead_status, created_at, updated_at)
       select 'k' || n, 'Lead ' || n, '416555' || lpad(n::text, 4, '0'), 'Roofing',
              case when n <= 45 then 'NEW' when n <= 48 then 'QUALIFIED'
                   when n <= 50 then 'PENDING_CLIENT_RESPONSE' else 'UNQUALIFIED' end,
              timestamptz '2026-03-01' + n * interval '1 minute',
              timestamptz '2026-03-01' + n * interval '1 minute' + (n % 3) * interval '1 microsecond'
       from generate_series(1, 51) n`,
    );
  });
  afterAll(() => t.close());

  const board = async (query = '') =>
    (await t.call({ method: 'GET', url: `${API}/board${query}`, as: 'operator' })).json().data as KanbanBoard;
  const column = (b: KanbanBoard, status: string) => b.columns.find((c) => c.status === status);
  const move = (id: number, to: string, as: 'operator' | 'viewer' = 'operator') =>
    t.call({ method: 'PUT', url: `${API}/leads/${id}/move`, payload: { to }, as });
  const idOf = async (name: string) =>
    (await t.database.executeSql('select id from companies where name = $1', [name])).rows[0]?.id as number;
  const statusOf = async (id: number) =>
    (await t.database.executeSql('select lead_status from companies where id = $1', [id])).rows[0]
      ?.lead_status;

  it('opens with the 13 columns in board order, every count, and only the first page of each', async () => {
    const b = await board();
    expect(b.columns.map((c) => c.status)).toEqual(KANBAN_COLUMNS.map((c) => c.status));
    expect(column(b, 'NEW')).toMatchObject({ count: 45 });
    expect(column(b, 'NEW')?.cards).toHaveLength(20);
    expect(column(b, 'NEW')?.next_cursor).toEqual(expect.any(String));
    expect(column(b, 'QUALIFIED')).toMatchObject({ count: 3, next_cursor: null });
    expect(column(b, 'UNQUALIFIED')?.count).toBe(1);
    expect(column(b, 'NO_ANSWER')).toEqual({ status: 'NO_ANSWER', count: 0, cards: [], next_cursor: null });
    expect(column(b, 'NEW')?.cards[0]).toEqual({
      id: expect.any(Number),
      name: 'Lead 1',
      phone: '4165550001',
      service: 'Roofing',
      lead_status: 'NEW',
      created_at: '2026-03-01T00:01:00.000Z',
    });
    expect((await board('?per_column=5')).columns[0]?.cards).toHaveLength(5);
  });

  it('pages through a column after each cursor, every card once, in order of last change', async () => {
    const seen: KanbanCard[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `?limit=7&after=${after}` : '?limit=7';
      const res = await t.call({ method: 'GET', url: `${API}/columns/NEW${query}`, as: 'viewer' });
      expect(res.statusCode).toBe(200);
      const page = res.json().data as { cards: KanbanCard[]; next_cursor: string | null };
      expect(page.cards.length).toBeLessThanOrEqual(7);
      seen.push(...page.cards);
      after = page.next_cursor;
    } while (after);
    expect(seen.map((c) => c.name)).toEqual(Array.from({ length: 45 }, (_, i) => `Lead ${i + 1}`));
  });

  it('moves a card along an allowed move to the end of its new column', async () => {
    const id = await idOf('Lead 46');
    t.clock.advance(60_000);
    const res = await move(id, 'QUALIFIED_EMAIL_SENT');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, lead_status: 'QUALIFIED_EMAIL_SENT' });
    const b = await board();
    expect(column(b, 'QUALIFIED')?.count).toBe(2);
    expect(column(b, 'QUALIFIED_EMAIL_SENT')?.cards.map((c) => c.id)).toEqual([id]);

    const first = await idOf('Lead 1');
    expect((await move(first, 'NEW_IN_PROGRESS')).statusCode).toBe(200);
    expect((await move(first, 'LEAD_SCORE_PENDING')).statusCode).toBe(200);
    const audit = await t.database.executeSql(
      "select old_value, new_value from audit_log where entity = 'company' and entity_key = $1 order by id",
      [String(first)],
    );
    expect(audit.rows).toEqual([
      { old_value: 'NEW', new_value: 'NEW_IN_PROGRESS' },
      { old_value: 'NEW_IN_PROGRESS', new_value: 'LEAD_SCORE_PENDING' },
    ]);
  });

  it('refuses a move spec §4 does not allow with 409, from where the lead really is, changing nothing', async () => {
    const id = await idOf('Lead 2');
    const refused = await move(id, 'QUALIFIED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Cannot move from New Leads to Qualified',
      request_id: expect.any(String),
    });
    expect(await statusOf(id)).toBe('NEW');

    const same = await move(id, 'NEW');
    expect(same.json().message).toBe('Cannot move from New Leads to New Leads');
    const terminal = await move(await idOf('Lead 51'), 'QUALIFIED');
    expect(terminal.json().message).toBe('Cannot move from Unqualified to Qualified');
    const offBoard = await move(await idOf('Lead 49'), 'NEW_IN_PROGRESS');
    expect(offBoard.statusCode).toBe(409);
    expect(offBoard.json().message).toBe('Cannot move from PENDING_CLIENT_RESPONSE to In Progress');
    expect(await statusOf(await idOf('Lead 49'))).toBe('PENDING_CLIENT_RESPONSE');
  });

  it('answers 400 for an unknown status or cursor, 404 for an unknown lead, 403 for a viewer', async () => {
    expect((await move(await idOf('Lead 3'), 'DONE')).statusCode).toBe(400);
    const missing = await move(999_999, 'NEW_IN_PROGRESS');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Company 999999 not found');
    expect((await move(await idOf('Lead 3'), 'NEW_IN_PROGRESS', 'viewer')).statusCode).toBe(403);
    expect(await statusOf(await idOf('Lead 3'))).toBe('NEW');
    for (const url of [
      `${API}/columns/DONE`,
      `${API}/columns/NEW?after=abc`,
      `${API}/columns/NEW?limit=101`,
      `${API}/board?per_column=0`,
    ]) {
      expect([url, (await t.call({ method: 'GET', url, as: 'viewer' })).statusCode]).toEqual([url, 400]);
    }
  });
});

describe('kanban API in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'production' } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.call({ method: 'GET', url: `${API}/board` })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'PUT', url: `${API}/leads/1/move`, payload: { to: 'NEW' } })).statusCode,
    ).toBe(404);
  });
});
