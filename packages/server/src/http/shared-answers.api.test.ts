import { until } from '../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { openTestDatabase } from '../../test/helpers/test-database';
import { fixedClock } from '../clock';
import { inTransaction } from '../context/in-transaction';
import type { Database } from '../db/client';
import { createSharedAnswers, type SharedAnswers } from '../live/shared-answers';

const insertCompany = (db: Database, phone: string) =>
  db.executeSql('insert into companies (name, phone) values ($1, $2)', [`Company ${phone}`, phone]);

/** A read that counts its calls and answers `body-<n>`, or waits for the test to let it finish. */
function countingRead() {
  let calls = 0;
  let hold: Promise<void> | undefined;
  return {
    read: async () => {
      calls += 1;
      const n = calls;
      await hold;
      return `body-${n}`;
    },
    calls: () => calls,
    holdNext() {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('shared answers', () => {
  let database: Database;
  let answers: SharedAnswers;
  const clock = fixedClock('2026-03-11T15:30:00.000Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    answers = createSharedAnswers(database, clock);
  });
  afterAll(async () => {
    await answers.close();
    await database.close();
  });

  it('answers from memory until a table it reads changes, in whichever process changed it', async () => {
    const leads = countingRead();
    const stats = countingRead();
    expect(await answers.answer('leads', ['companies'], 60_000, leads.read)).toBe('body-1');
    expect(await answers.answer('stats', ['calls'], 60_000, stats.read)).toBe('body-1');
    expect(await answers.answer('leads', ['companies'], 60_000, leads.read)).toBe('body-1');
    expect(leads.calls()).toBe(1);

    // Written as another process or psql would: only the trigger's notice tells this one.
    await insertCompany(database, '+14165550100');
    await until(
      'the change of companies to be heard',
      async () => (await answers.answer('leads', ['companies'], 60_000, leads.read)) === 'body-2',
      5_000,
    );
    // The answer that reads calls only still stands.
    expect(await answers.answer('stats', ['calls'], 60_000, stats.read)).toBe('body-1');
    expect(stats.calls()).toBe(1);
  });

  it('shares one read between the requests that arrive while it runs', async () => {
    const shared = countingRead();
    const release = shared.holdNext();
    const first = answers.answer('in-flight', ['companies'], 60_000, shared.read);
    const second = answers.answer('in-flight', ['companies'], 60_000, shared.read);
    release();
    expect(await Promise.all([first, second])).toEqual(['body-1', 'body-1']);
    expect(shared.calls()).toBe(1);
  });

  it('does not hand out a read that began before a change once the change is known', async () => {
    const early = countingRead();
    const release = early.holdNext();
    const before = answers.answer('raced', ['companies'], 60_000, early.read);
    await until('the read to begin', () => early.calls() === 1, 2_000);
    answers.forgetAll();
    release();
    expect(await before).toBe('body-1');
    expect(await answers.answer('raced', ['companies'], 60_000, early.read)).toBe('body-2');
  });

  it('reads again once the clock has moved maxAgeMs, forward or back', async () => {
    const windows = countingRead();
    expect(await answers.answer('windows', ['calls'], 1_000, windows.read)).toBe('body-1');
    clock.advance(999);
    expect(await answers.answer('windows', ['calls'], 1_000, windows.read)).toBe('body-1');
    clock.advance(1);
    expect(await answers.answer('windows', ['calls'], 1_000, windows.read)).toBe('body-2');
    clock.advance(-1);
    expect(await answers.answer('windows', ['calls'], 1_000, windows.read)).toBe('body-3');
  });

  it('keeps no failed read', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return 'recovered';
    };
    await expect(answers.answer('failing', ['calls'], 60_000, failing)).rejects.toThrow('database gone');
    expect(await answers.answer('failing', ['calls'], 60_000, failing)).toBe('recovered');
  });

  it('keeps nothing while it cannot hear other processes', async () => {
    const deaf = createSharedAnswers(
      {
        ...database,
        listen: async () => {
          throw new Error('LISTEN refused');
        },
      },
      clock,
    );
    const reads = countingRead();
    expect(await deaf.answer('deaf', ['calls'], 60_000, reads.read)).toBe('body-1');
    expect(await deaf.answer('deaf', ['calls'], 60_000, reads.read)).toBe('body-2');
    await deaf.close();
  });
});

describe('shared answers through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const latest = async (as?: 'viewer') => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/companies/latest?limit=50',
      ...(as ? { as } : {}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json().data as { leads: { phone: string }[]; total_count: number };
  };
  const phones = async () => (await latest()).leads.map((lead) => lead.phone);

  it('shows a write to whoever made it at once: through a request, and through the job engine', async () => {
    expect(await phones()).toEqual([]);
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/companies',
      payload: { hubspot_id: 'shared_1', phone: '4165550101' },
    });
    expect(created.statusCode).toBe(200);
    // No waiting for the notice: the write's own process forgot its answers before the write answered.
    expect(await phones()).toEqual(['4165550101']);

    await inTransaction(t.systemContext(), async (tx) => {
      await tx.db.execute("insert into companies (name, phone) values ('Engine', '4165550102')");
    });
    expect(await phones()).toEqual(['4165550102', '4165550101']);
  });

  it('shows a change made outside the server once its notice arrives', async () => {
    await insertCompany(t.database, '4165550103');
    await until('the outside change to show', async () => (await latest()).total_count === 3, 5_000);
  });

  it('checks the token and the role before handing out a kept answer', async () => {
    const kept = await latest('viewer');
    expect(kept.total_count).toBe(3);
    const anonymous = await t.call({ method: 'GET', url: '/api/v1/companies/latest?limit=50', as: null });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps answers per query', async () => {
    const one = await t.call({ method: 'GET', url: '/api/v1/companies/latest?limit=1' });
    expect(one.json().data.leads).toHaveLength(1);
    expect((await latest()).leads).toHaveLength(3);
  });

  it('counts a new call in the Dashboard windows at once and lets an old one leave a second later', async () => {
    const combined = async () =>
      (await t.call({ method: 'GET', url: '/api/v1/dashboard/stats/combined' })).json().data.last_24h
        .total_calls as number;
    expect(await combined()).toBe(0);
    const now = t.clock.now();
    await inTransaction(t.systemContext(), async (tx) => {
      await tx.db.execute(
        `insert into calls (status, created_at) values ('completed', '${new Date(now.getTime() - 24 * 3_600_000 + 500).toISOString()}')`,
      );
    });
    expect(await combined()).toBe(1);
    t.clock.advance(1_000);
    expect(await combined()).toBe(0);
  });
});
