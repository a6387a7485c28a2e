// One appointment per slot: two calls that booked the same time end up in two slots, each with its own calendar
// event and a confirmation that says when the asked time was taken; the database refuses overlapping slots.
import { until } from '../../../test/helpers/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SYSTEM_ACTOR } from '../../context/actor';
import { inTransaction } from '../../context/in-transaction';
import { createServiceContext } from '../../context/service-context';
import { scoreLead } from './lead-scoring';

describe('booking a slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true });
  });
  afterAll(() => t.close());

  /** A lead whose call agreed on `at`, waiting for its score; the call's id. */
  async function bookedCall(name: string, phone: string, at: string): Promise<number> {
    const { rows } = await t.database.executeSql(
      `with lead as (
         insert into companies (name, phone, email, service, lead_status) values ($1, $2, $3, 'Roofing', 'LEAD_SCORE_PENDING')
         returning id)
       insert into calls (company_id, company_name, lead_name, status, answered, lead_score, analysis)
       select id, $1, $1, 'completed', true, 90, jsonb_build_object('outcome', 'booked', 'appointmentDateTime', $4::text)
       from lead returning id`,
      [name, phone, `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, at],
    );
    return rows[0]?.id as number;
  }

  it('books the second call for one slot into the nearest free one, one calendar event each', async () => {
    // Thursday 10:00 in Toronto, asked by both.
    const asked = '2026-03-12T14:00:00.000Z';
    const first = await bookedCall('Slot One', '+14165550301', asked);
    const second = await bookedCall('Slot Two', '+14165550302', asked);
    const system = createServiceContext(t.app.services, { actor: SYSTEM_ACTOR });
    await Promise.all([first, second].map((id) => inTransaction(system, (tx) => scoreLead(tx, id))));
    const appointments = async () =>
      (
        await t.database.executeSql(
          `select company_name, requested_datetime, booked_start, booked_end, appointment_datetime, calendar_event_id
           from appointments where company_name like 'Slot %' order by booked_start`,
        )
      ).rows;
    await until('both calendar events', async () => (await appointments()).every((a) => a.calendar_event_id));
    const booked = await appointments();
    expect(
      booked.map((a) => [
        new Date(a.requested_datetime as string).toISOString(),
        new Date(a.booked_start as string).toISOString(),
      ]),
    ).toEqual([
      [asked, asked],
      [asked, '2026-03-12T15:00:00.000Z'], // 11:00: 09:00 and 11:00 are as near, the later wins
    ]);
    expect(new Set(booked.map((a) => a.calendar_event_id)).size).toBe(2);
    await until('the confirmations', async () => {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from messages where purpose = 'booking_confirmation' and to_address like 'slot.%'",
      );
      return rows[0]?.n === 2;
    });
    const { rows: mails } = await t.database.executeSql(
      "select to_address, body from messages where purpose = 'booking_confirmation' and channel = 'email' and to_address like 'slot.%' order by to_address",
    );
    // Whichever call was scored first kept the asked time: the other's confirmation says it moved.
    const moved = mails.filter((mail) => /was already taken/.test(String(mail.body)));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.body).toMatch(
      /booked for Thursday, March 12, 2026 at 11:00 a\.m\. The time you asked for, Thursday, March 12, 2026 at 10:00 a\.m\., was already taken\./,
    );
  });

  it('refuses two booked slots that overlap, whoever writes them', async () => {
    const insert = (start: string, end: string) =>
      t.database.executeSql(
        "insert into appointments (lead_name, appointment_datetime, booked_start, booked_end) values ('Overlap', $1, $1, $2)",
        [start, end],
      );
    await insert('2026-03-20T14:00:00Z', '2026-03-20T15:00:00Z');
    await expect(insert('2026-03-20T14:30:00Z', '2026-03-20T15:30:00Z')).rejects.toThrow(
      /appointments_booked_slots_do_not_overlap/,
    );
    await insert('2026-03-20T15:00:00Z', '2026-03-20T16:00:00Z');
  });
});
