// The caller-ID pool: each call goes out from a number local to the lead when one has room, else the least used;
// no number places more than its daily cap; a number whose answer rate fell is rested and the operator told.

import { calendarDay } from '@callops/contracts/core';
import { insertLeads, until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { inTransaction } from '../../context/in-transaction';
import { engineSettings } from '../../settings/live-settings';
import { holdPoolForRound, pickCallerId, poolRoomNow, savePoolUse } from './caller-id-claim';
import { checkCallerIdHealth } from './caller-id-rest';

const POOL = 'pn_416, +14165550100, 3\npn_514, +15145550100, 3';

describe('the caller-ID pool in a campaign', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '500' } });
  });
  afterAll(() => t.close());

  it('refuses a pool with a bad line, naming it', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/caller_id_pool',
      payload: { value: 'pn_1, +14165550100, 3\npn_2, 4165550101, 3' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Line 2: the number must be in E.164');
  });

  it('calls from the local number, keeps each number under its cap, and skips the rest once the pool is exhausted', async () => {
    await setting(t, 'caller_id_pool', POOL);
    await setting(t, 'max_concurrent_calls', '10');
    await setting(t, 'simulated_call_outcomes', 'no-answer:1');
    // Newest first (speed to lead): the Toronto and Montreal leads, then Ottawa's (no local number).
    await insertLeads(t, [
      { name: 'Ottawa 1', phone: '+16135550101' },
      { name: 'Ottawa 2', phone: '+16135550102' },
      { name: 'Ottawa 3', phone: '+16135550103' },
      { name: 'Montreal 1', phone: '+15145550101' },
      { name: 'Montreal 2', phone: '+15145550102' },
      { name: 'Toronto 1', phone: '+14165550101' },
      { name: 'Toronto 2', phone: '+14165550102' },
      { name: 'Toronto 3', phone: '+14165550103' },
    ]);
    const started = await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/start', as: 'operator' });
    const jobId = (started.json().data as { id: string }).id;
    const exhausted = async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from job_events where job_id = $1 and type = 'waiting' and message like '%caller-ID pool exhausted%'",
        [jobId],
      );
      return rows[0]?.n === 1;
    };
    await until('the pool to be exhausted', exhausted, 30_000);

    const { rows: placed } = await t.database.executeSql(
      'select company_phone as phone, caller_id from calls where job_id = $1 order by id',
      [jobId],
    );
    expect(placed).toHaveLength(6);
    const from = (id: string) => placed.filter((call) => call.caller_id === id);
    expect(from('pn_416')).toHaveLength(3);
    expect(from('pn_514')).toHaveLength(3);
    // Calls were picked in the order they were inserted: a Toronto or Montreal lead went out from its own area's
    // number whenever that number still had room.
    const used = new Map<string, number>();
    for (const call of placed) {
      const local = String(call.phone).startsWith('+1416')
        ? 'pn_416'
        : String(call.phone).startsWith('+1514')
          ? 'pn_514'
          : null;
      if (local && (used.get(local) ?? 0) < 3)
        expect([call.phone, call.caller_id]).toEqual([call.phone, local]);
      used.set(String(call.caller_id), (used.get(String(call.caller_id)) ?? 0) + 1);
    }
    const { rows: counters } = await t.database.executeSql(
      'select phone_number_id as id, calls from caller_id_days order by phone_number_id',
    );
    expect(counters).toEqual([
      { id: 'pn_416', calls: 3 },
      { id: 'pn_514', calls: 3 },
    ]);
    // Each call's end counts on its number's day: every one went unanswered.
    await until('the calls to end', async () => {
      const { rows } = await t.database.executeSql(
        'select sum(ended)::int as ended, sum(answered)::int as answered from caller_id_days',
      );
      return rows[0]?.ended === 6 && rows[0]?.answered === 0;
    });

    // The two leads left are callable, but not today: the preview names the exhausted pool.
    const preview = await t.call({ method: 'GET', url: '/api/v1/jobs/cold-calling/preview', as: 'operator' });
    expect(preview.json().data).toMatchObject({ eligible_now: 0, skipped: { caller_id_pool: 2 } });

    const page = await t.call({ method: 'GET', url: '/api/v1/caller-ids', as: 'operator' });
    expect(page.statusCode).toBe(200);
    const numbers = page.json().data.numbers as {
      phone_number_id: string;
      calls_today: number;
      daily_cap: number;
    }[];
    expect(numbers.map((n) => [n.phone_number_id, n.calls_today, n.daily_cap])).toEqual([
      ['pn_416', 3, 3],
      ['pn_514', 3, 3],
    ]);
    await t.call({ method: 'POST', url: `/api/v1/jobs/${jobId}/stop`, as: 'operator' });
  });
});

describe('number health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Today's day row of `callerId`: `calls` ended calls, `answered` of them answered, `short` of those under 10 s. */
  const history = (callerId: string, calls: number, answered: number, short = 0) =>
    t.database.executeSql(
      `insert into caller_id_days (phone_number_id, day, calls, ended, answered, short_calls)
       values ($1, $2::date, $3, $3, $4, $5)`,
      [callerId, calendarDay(t.clock.now(), 'America/Toronto'), calls, answered, short],
    );

  it('is open to operators and admins, not to viewers', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/caller-ids', as: 'viewer' })).statusCode).toBe(403);
    const empty = await t.call({ method: 'GET', url: '/api/v1/caller-ids', as: 'operator' });
    expect(empty.json().data).toMatchObject({ numbers: [], default_phone_number_id: null });
  });

  it('rests a number whose answer rate falls by the rest share, tells the operator, and lets it call again after the rest', async () => {
    await setting(
      t,
      'caller_id_pool',
      'pn_good, +14165550100, 100\npn_ok, +14165550101, 100\npn_bad, +15145550100, 100',
    );
    await setting(t, 'caller_id_rest_drop_percent', '50');
    await setting(t, 'caller_id_watch_drop_percent', '20');
    await setting(t, 'caller_id_rest_hours', '2');
    await setting(t, 'caller_id_min_calls', '10');
    await history('pn_good', 20, 12);
    await history('pn_ok', 20, 10, 6);
    await history('pn_bad', 20, 2);
    const ctx = t.systemContext();
    const settings = await engineSettings(ctx);
    await checkCallerIdHealth(ctx, { callerId: 'pn_bad', jobId: null, jobType: null }, settings);
    await checkCallerIdHealth(ctx, { callerId: 'pn_ok', jobId: null, jobType: null }, settings);

    const { rows: events } = await t.database.executeSql(
      "select message, data from job_events where type = 'caller_id_rested'",
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.message).toMatch(
      /^Caller ID \+15145550100 rested until .*answer rate 10% against the pool's 40%/,
    );
    const read = async () =>
      (await t.call({ method: 'GET', url: '/api/v1/caller-ids', as: 'operator' })).json().data as {
        pool_answer_rate_7d: number;
        numbers: {
          phone_number_id: string;
          state: string;
          answer_rate_7d: number;
          short_call_rate_7d: number;
          rested_until: string | null;
        }[];
      };
    const rested = await read();
    expect(rested.numbers.map((n) => [n.phone_number_id, n.state, n.answer_rate_7d])).toEqual([
      ['pn_good', 'healthy', 60],
      ['pn_ok', 'watch', 50],
      ['pn_bad', 'resting', 10],
    ]);
    expect(rested.numbers[1]?.short_call_rate_7d).toBe(60);
    expect(rested.numbers[2]?.rested_until).toBe(
      new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString(),
    );
    // The rested number has no room: the pool's room is what the other two numbers' caps leave today.
    expect(await poolRoomNow(ctx, settings)).toBe(160);

    // After the rest the number calls again, judged only on its calls since.
    t.clock.advance(3 * 3_600_000);
    const after = await read();
    expect(after.numbers.find((n) => n.phone_number_id === 'pn_bad')).toMatchObject({
      state: 'healthy',
      rested_until: null,
    });
    expect(await poolRoomNow(t.systemContext(), settings)).toBe(240);
  });

  it('lets rounds running at once take no more than each cap between them (the counter rows are locked)', async () => {
    await setting(t, 'caller_id_pool', 'pn_a, +14165550100, 5\npn_b, +15145550100, 3');
    const settings = await engineSettings(t.systemContext());
    // Four rounds at once, each taking every call it can: the later ones see what the earlier ones took.
    const round = () =>
      inTransaction(t.systemContext(), async (tx) => {
        const held = await holdPoolForRound(tx, settings);
        const picked: string[] = [];
        for (let i = 0; i < 4 && held; i += 1) {
          const number = pickCallerId(held, '+14165550199');
          if (number) picked.push(number.phoneNumberId);
        }
        if (held) await savePoolUse(tx, held);
        return picked;
      });
    const picks = (await Promise.all([round(), round(), round(), round()])).flat();
    expect(picks.filter((id) => id === 'pn_a')).toHaveLength(5);
    expect(picks.filter((id) => id === 'pn_b')).toHaveLength(3);
    const { rows } = await t.database.executeSql(
      "select phone_number_id as id, calls from caller_id_days where phone_number_id in ('pn_a', 'pn_b') order by 1",
    );
    expect(rows).toEqual([
      { id: 'pn_a', calls: 5 },
      { id: 'pn_b', calls: 3 },
    ]);
  });
});
