import { noAnswerBadge, reminderTestingBadge } from '@callops/contracts/testing';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';

// TEST_NOW is 11:30 on Wednesday 2026-03-11 in Toronto (EDT, UTC-4): today's 10:00 is 14:00 UTC.
const TODAY_10 = '2026-03-11T14:00:00.000Z';
const TOMORROW_10 = '2026-03-12T14:00:00.000Z';
const ZONE = 'America/Toronto';

async function seed(t: TestApp) {
  // Follow-ups: today just after local midnight, today late evening, yesterday just before local midnight,
  // tomorrow, none; plus companies in other statuses.
  await t.database.executeSql(
    `insert into companies (id, name, phone, lead_status, no_answer_count, follow_up_date) values
       (1, 'Early Today', '+14165550001', 'NO_ANSWER', 1, '2026-03-11T04:00:00Z'),
       (2, 'Late Today', '+14165550002', 'NO_ANSWER', 2, '2026-03-12T03:59:59Z'),
       (3, 'Yesterday Night', '+14165550003', 'NO_ANSWER', 3, '2026-03-11T03:59:59Z'),
       (4, 'Tomorrow', null, 'NO_ANSWER', 1, '2026-03-12T04:00:00Z'),
       (5, 'Never Set', null, 'NO_ANSWER', 1, null),
       (6, 'Fresh Lead', null, 'NEW', 0, null),
       (7, 'Booked', null, 'APPOINTMENT_BOOKED', 0, '2026-03-11T14:00:00Z')`,
  );
  await t.database.executeSql("select setval('companies_id_seq', 7)");
  // Appointments: called today (any date), today, tomorrow, past, none.
  await t.database.executeSql(
    `insert into appointments (id, lead_name, appointment_datetime, call_followup_datetime, remark) values
       (1, 'Called Today', '2026-03-11T18:00:00Z', '2026-03-11T12:00:00Z', 'init'),
       (2, 'Today', '2026-03-11T20:00:00Z', '2026-03-10T12:00:00Z', 'init'),
       (3, 'Tomorrow', '2026-03-12T14:00:00Z', null, 'init'),
       (4, 'Last Week', '2026-03-04T15:00:00Z', null, 'notified'),
       (5, 'No Date', null, null, 'init'),
       (6, 'Today Late', '2026-03-12T03:30:00Z', null, 'init')`,
  );
  await t.database.executeSql("select setval('appointments_id_seq', 6)");
}

describe('testing API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await seed(t);
  });
  afterEach(() => t.close());

  const followUps = async () =>
    (await t.database.executeSql('select id, follow_up_date from companies order by id')).rows.map((r) => [
      r.id,
      r.follow_up_date ? new Date(r.follow_up_date as string).toISOString() : null,
    ]);
  const appointmentDates = async () =>
    (await t.database.executeSql('select id, appointment_datetime from appointments order by id')).rows.map(
      (r) => [r.id, r.appointment_datetime ? new Date(r.appointment_datetime as string).toISOString() : null],
    );

  it('lists the NO_ANSWER companies with the summary counts of their badges, by business day', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/testing/no-answer/companies', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.companies.map((c: { id: number }) => c.id)).toEqual([5, 3, 1, 2, 4]);
    expect(data.companies[0]).toEqual({
      id: 5,
      company_name: 'Never Set',
      phone_number: null,
      email: null,
      no_answer_count: 1,
      follow_up_date: null,
    });
    const labels = data.companies.map(
      (c: { follow_up_date: string | null }) => noAnswerBadge(c.follow_up_date, TEST_NOW, ZONE).label,
    );
    expect(labels).toEqual(['No Follow-up', 'Scheduled', 'Ready for Call', 'Ready for Call', 'Scheduled']);
    expect(data).toMatchObject({ total_count: 5, follow_up_today_count: 2, no_follow_up_count: 1 });
    const capped = await t.call({ method: 'GET', url: '/api/v1/testing/no-answer/companies?limit=2' });
    expect(capped.json().data.companies).toHaveLength(2);
    expect(capped.json().data.total_count).toBe(5);
  });

  it('sets one follow-up to today at 10:00 in the business zone', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/no-answer/companies/4/follow-up-date',
      as: 'operator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Updated follow-up date for company 4 to today',
      data: { id: 4, follow_up_date: TODAY_10 },
    });
    const missing = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/no-answer/companies/99/follow-up-date',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sets every NO_ANSWER follow-up, or the given ones, to today', async () => {
    const some = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/no-answer/companies/bulk-update-follow-up-dates',
      payload: { company_ids: [3, 5] },
    });
    expect(some.json()).toEqual({
      success: true,
      message: 'Updated 2 companies follow-up dates to today',
      data: { updated_count: 2 },
    });
    expect((await followUps()).filter(([id]) => id === 3 || id === 5)).toEqual([
      [3, TODAY_10],
      [5, TODAY_10],
    ]);
    const all = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/no-answer/companies/bulk-update-follow-up-dates',
    });
    expect(all.json().data).toEqual({ updated_count: 5 });
    const rows = await followUps();
    expect(rows.slice(0, 5).every(([, at]) => at === TODAY_10)).toBe(true);
    expect(rows.slice(5)).toEqual([
      [6, null],
      [7, '2026-03-11T14:00:00.000Z'],
    ]);
    const counts = (await t.call({ method: 'GET', url: '/api/v1/testing/no-answer/companies' })).json().data;
    expect(counts).toMatchObject({ total_count: 5, follow_up_today_count: 5, no_follow_up_count: 0 });
  });

  it('refuses unknown, duplicate or malformed ids in a bulk update and changes nothing', async () => {
    const before = await followUps();
    const cases: [unknown, string][] = [
      [{ company_ids: [1, 6] }, 'No NO_ANSWER company with id 6'],
      [{ company_ids: [1, 999] }, 'No NO_ANSWER company with id 999'],
      [{ company_ids: [1, 1] }, 'Each id may appear only once'],
      [{ company_ids: [] }, 'Give at least one id'],
      [{ company_ids: [0] }, ''],
      [{ company_ids: ['1x'] }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/v1/testing/no-answer/companies/bulk-update-follow-up-dates',
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      const detail = res.json().detail as { field: string; message: string }[];
      expect(detail.every((d) => d.field.startsWith('company_ids'))).toBe(true);
      if (message) expect(detail.map((d) => d.message)).toContain(message);
    }
    expect(await followUps()).toEqual(before);
  });

  it('lists appointments upcoming first with the counts of the reminder badges', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/testing/reminder/appointments', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.appointments.map((a: { id: number }) => a.id)).toEqual([1, 2, 6, 3, 4, 5]);
    const labels = data.appointments.map(
      (a: { appointment_datetime: string | null; call_followup_datetime: string | null }) =>
        reminderTestingBadge(a, TEST_NOW, ZONE).label,
    );
    expect(labels).toEqual([
      'Already Called Today',
      'Ready for Reminder',
      'Ready for Reminder',
      'Scheduled',
      'Scheduled',
      'No Date Set',
    ]);
    expect(data).toMatchObject({ total_count: 6, ready_count: 2, scheduled_count: 2 });
  });

  it('moves one appointment to today or tomorrow at 10:00, and all or the given ones to today', async () => {
    const today = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/reminder/appointments/4/appointment-date',
      as: 'operator',
    });
    expect(today.json()).toEqual({
      success: true,
      message: 'Updated appointment 4 date to today',
      data: { id: 4, appointment_datetime: TODAY_10 },
    });
    const tomorrow = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/reminder/appointments/5/appointment-date-tomorrow',
    });
    expect(tomorrow.json()).toEqual({
      success: true,
      message: 'Updated appointment 5 date to tomorrow',
      data: { id: 5, appointment_datetime: TOMORROW_10 },
    });
    const some = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/reminder/appointments/bulk-update-dates',
      payload: { appointment_ids: [3, 6] },
    });
    expect(some.json()).toMatchObject({
      message: 'Updated 2 appointments to today',
      data: { updated_count: 2 },
    });
    expect(await appointmentDates()).toEqual([
      [1, '2026-03-11T18:00:00.000Z'],
      [2, '2026-03-11T20:00:00.000Z'],
      [3, TODAY_10],
      [4, TODAY_10],
      [5, TOMORROW_10],
      [6, TODAY_10],
    ]);
    const all = await t.call({
      method: 'PUT',
      url: '/api/v1/testing/reminder/appointments/bulk-update-dates',
      payload: {},
    });
    expect(all.json().data).toEqual({ updated_count: 6 });
    expect((await appointmentDates()).every(([, at]) => at === TODAY_10)).toBe(true);
    for (const url of [
      '/api/v1/testing/reminder/appointments/99/appointment-date',
      '/api/v1/testing/reminder/appointments/99/appointment-date-tomorrow',
    ]) {
      expect((await t.call({ method: 'PUT', url })).statusCode).toBe(404);
    }
  });

  it('refuses unknown or duplicate appointment ids and changes nothing', async () => {
    const before = await appointmentDates();
    for (const payload of [
      { appointment_ids: [1, 77] },
      { appointment_ids: [2, 2] },
      { appointment_ids: [-1] },
    ]) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/v1/testing/reminder/appointments/bulk-update-dates',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.every((d: { field: string }) => d.field.startsWith('appointment_ids'))).toBe(
        true,
      );
    }
    expect(await appointmentDates()).toEqual(before);
  });

  it('lets viewers read and operators write, in production too', async () => {
    for (const url of [
      '/api/v1/testing/no-answer/companies/1/follow-up-date',
      '/api/v1/testing/reminder/appointments/bulk-update-dates',
    ]) {
      expect((await t.call({ method: 'PUT', url, as: 'viewer' })).statusCode).toBe(403);
    }
    const prod = await createTestApp({
      env: { APP_MODE: 'production', ADMIN_PASSWORD: 'a-long-production-password' },
    });
    try {
      const res = await prod.call({
        method: 'GET',
        url: '/api/v1/testing/reminder/appointments',
        as: 'viewer',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
