import { LEAD_STATUSES } from '@callops/contracts/leads';
import { KNOWN_CONFIG_KEYS } from '@callops/contracts/settings';
import { openTestDatabase } from '../../test/helpers/test-database';
import { fixedClock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../logging/logger';
import { seedDemoDataIfEmpty } from './demo-seed';

const NOW = '2026-03-13T15:00:00.000Z'; // a Friday in Toronto
const config = {
  businessTimezone: 'America/Toronto',
  secretKey: 's'.repeat(40),
  jwtTtlSeconds: 8 * 3600,
  loginThrottle: { maxFailures: 5, windowSeconds: 900 },
} as AppConfig;
const logger = createLogger({ level: 'silent', stdout: false });

async function count(db: Database, table: string): Promise<number> {
  const res = await db.executeSql(`select count(*)::int as n from ${table}`);
  return res.rows[0]?.n as number;
}

describe('demo seed', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await seedDemoDataIfEmpty(db.db, { clock: fixedClock(NOW), config, logger });
  });
  afterAll(() => db.close());

  it('fills every table a screen reads', async () => {
    expect(await count(db, 'companies')).toBe(200);
    expect(await count(db, 'appointments')).toBeGreaterThan(10);
    expect(await count(db, 'calls')).toBeGreaterThan(500);
    expect(await count(db, 'voices')).toBe(5);
    expect(await count(db, 'jobs')).toBeGreaterThan(5);
    expect(await count(db, 'job_events')).toBeGreaterThan(10);
    expect(await count(db, 'app_config')).toBe(KNOWN_CONFIG_KEYS.length);
  });

  it('has leads in every one of the 15 statuses, and the 20 sample companies', async () => {
    const res = await db.executeSql('select distinct lead_status from companies');
    expect(res.rows.map((r) => r.lead_status).sort()).toEqual([...LEAD_STATUSES].sort());
    const samples = await db.executeSql(
      "select count(*)::int as n from companies where name = 'Toronto Pipe Pros'",
    );
    expect(samples.rows[0]?.n).toBe(1);
  });

  it('puts calls in every dashboard and real-time window', async () => {
    for (const interval of ['1 hour', '8 hours', '24 hours', '7 days', '30 days']) {
      const res = await db.executeSql(
        `select count(*)::int as n, count(*) filter (where answered)::int as a, count(*) filter (where appt_booked)::int as b
           from calls where created_at > $1::timestamptz - $2::interval and created_at <= $1::timestamptz`,
        [NOW, interval],
      );
      expect(res.rows[0]?.n).toBeGreaterThan(0);
      if (interval !== '1 hour') expect(res.rows[0]?.b).toBeGreaterThan(0);
    }
  });

  it('gives the recordings list simulated calls whose recording plays their timed transcript', async () => {
    const res = await db.executeSql(
      `select count(*)::int as n,
              count(*) filter (where call_rec_url like '/media/simulated-recordings/sim-%.wav')::int as recorded,
              count(*) filter (where jsonb_array_length(transcript_messages) > 0)::int as timed,
              count(distinct outcome)::int as outcomes
         from calls`,
    );
    const row = res.rows[0] as { n: number; recorded: number; timed: number; outcomes: number };
    expect(row.recorded).toBe(row.n);
    expect(row.timed).toBeGreaterThan(row.n / 3);
    // no-answer, voicemail, booked, qualified, unqualified, callback, reminded: every filter of the recordings list
    // has calls.
    expect(row.outcomes).toBe(7);
    const sids = await db.executeSql(
      `select count(*)::int as n from calls where call_sid !~ '^sim-[0-9a-f-]{36}$'`,
    );
    expect(sids.rows[0]?.n).toBe(0);
    const counts = await db.executeSql(
      "select sum(n)::int as n from call_recording_counts where filter = 'all'",
    );
    expect(counts.rows[0]?.n).toBe(row.n);
  });

  it('places appointments around today, including tomorrow and the Friday weekend rule', async () => {
    const res = await db.executeSql(
      `select distinct (appointment_datetime at time zone 'America/Toronto')::date::text as day from appointments`,
    );
    const days = res.rows.map((r) => r.day);
    expect(days).toEqual(expect.arrayContaining(['2026-03-13', '2026-03-14', '2026-03-16']));
  });

  it('keeps one active voice and provider credentials empty', async () => {
    const active = await db.executeSql("select count(*)::int as n from voices where status = 'ACTIVE'");
    expect(active.rows[0]?.n).toBe(1);
    const secrets = await db.executeSql("select value from app_config where is_sensitive and value <> ''");
    expect(secrets.rows).toEqual([]);
  });

  it('does nothing the second time, even after the data was wiped', async () => {
    await db.executeSql('delete from calls');
    const again = await seedDemoDataIfEmpty(db.db, { clock: fixedClock(NOW), config, logger });
    expect(again).toBe(false);
    expect(await count(db, 'calls')).toBe(0);
  });

  it('is deterministic for the same moment', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemoDataIfEmpty(other.db, { clock: fixedClock(NOW), config, logger });
      const q = 'select name, lead_status, phone from companies order by id';
      expect((await other.executeSql(q)).rows).toEqual((await db.executeSql(q)).rows);
    } finally {
      await other.close();
    }
  });
});
