import { DATABASE_MANAGEMENT_MESSAGES } from '@callops/contracts/database';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/database';
const M = DATABASE_MANAGEMENT_MESSAGES;
// TEST_NOW is 2026-03-11T15:30Z: 11:30 in Toronto (EDT), so today at 10:00 there is 14:00Z.
const TODAY_TEN = '2026-03-11T14:00:00.000Z';

describe('database management API', () => {
  let t: TestApp;
  let companyIds: number[];
  let appointmentIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const companies = await t.database.executeSql(
      `insert into companies (name, phone, lead_status, follow_up_date)
       select 'Company ' || n, '4165550100',
              case when n = 4 then 'NEW' else 'NO_ANSWER' end,
              case when n = 3 then null else timestamptz '2026-03-20T00:00:00Z' - n * interval '1 day' end
       from generate_series(1, 4) n returning id`,
    );
    companyIds = companies.rows.map((r) => r.id as number);
    const appointments = await t.database.executeSql(
      `insert into appointments (lead_name, appointment_datetime, created_at)
       select 'Lead ' || n, timestamptz '2026-04-01T00:00:00Z', timestamptz '2026-03-01T00:00:00Z' + n * interval '1 hour'
       from generate_series(1, 3) n returning id`,
    );
    appointmentIds = appointments.rows.map((r) => r.id as number);
  });
  afterAll(() => t.close());

  const followUps = async () =>
    (await t.database.executeSql('select id, follow_up_date from companies order by id')).rows.map((r) =>
      r.follow_up_date ? new Date(r.follow_up_date as string).toISOString() : null,
    );
  const appointmentDates = async () =>
    (await t.database.executeSql('select appointment_datetime from appointments order by id')).rows.map((r) =>
      new Date(r.appointment_datetime as string).toISOString(),
    );

  it('lists the NO_ANSWER companies, soonest follow-up first, with their total', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/companies-for-testing` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.companies.map((c: { name: string }) => c.name)).toEqual([
      'Company 2',
      'Company 1',
      'Company 3',
    ]);
    expect(data.total_count).toBe(3);
  });

  it('lists the appointments newest first, with their total', async () => {
    const data = (await t.call({ method: 'GET', url: `${API}/appointments-for-testing` })).json().data;
    expect(data.appointments.map((a: { lead_name: string }) => a.lead_name)).toEqual([
      'Lead 3',
      'Lead 2',
      'Lead 1',
    ]);
    expect(data.total_count).toBe(3);
  });

  it('sets the follow-up date of the selected companies to today at 10:00 and audits it', async () => {
    const [first, second] = companyIds;
    const res = await t.call({
      method: 'POST',
      url: `${API}/update-no-answer-dates`,
      payload: { company_ids: [first, second, first] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.noAnswerDatesUpdated(2),
      data: { updated_count: 2, message: M.noAnswerDatesUpdated(2) },
    });
    const dates = await followUps();
    expect(dates.slice(0, 2)).toEqual([TODAY_TEN, TODAY_TEN]);
    expect(dates[2]).toBeNull();
    const audit = await t.database.executeSql(
      "select action, entity, new_value from audit_log where entity = 'company' order by id desc limit 1",
    );
    expect(audit.rows[0]).toEqual({
      action: 'update',
      entity: 'company',
      new_value: `2 companies set to ${TODAY_TEN}: ${first}, ${second}`,
    });
  });

  it('sets the date of the selected appointments to today at 10:00', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/update-appointment-dates`,
      payload: { appointment_ids: [appointmentIds[2]] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: M.appointmentDatesUpdated(1), updated_count: 1 });
    expect(await appointmentDates()).toEqual([
      '2026-04-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      TODAY_TEN,
    ]);
  });

  it('refuses no ids, too many ids and unknown ids, changing nothing', async () => {
    const beforeCompanies = await followUps();
    const beforeAppointments = await appointmentDates();
    const post = (path: string, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `${API}/${path}`, payload });

    const none = await post('update-no-answer-dates', { company_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toEqual([{ field: 'company_ids', message: M.selectCompany }]);
    const noneAppointments = await post('update-appointment-dates', { appointment_ids: [] });
    expect(noneAppointments.statusCode).toBe(400);
    expect(noneAppointments.json().detail).toEqual([
      { field: 'appointment_ids', message: M.selectAppointment },
    ]);

    const many = Array.from({ length: 10_000 }, (_, i) => i + 1);
    expect((await post('update-no-answer-dates', { company_ids: many })).statusCode).toBe(400);
    expect((await post('update-appointment-dates', { appointment_ids: many })).statusCode).toBe(400);
    expect((await post('update-no-answer-dates', { company_ids: ['1'] })).statusCode).toBe(400);
    expect((await post('update-no-answer-dates', {})).statusCode).toBe(400);

    const unknown = await post('update-no-answer-dates', { company_ids: [companyIds[2], 999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.unknownCompanies([999_999]));
    const unknownAppointment = await post('update-appointment-dates', {
      appointment_ids: [appointmentIds[0], 999_998, 999_999],
    });
    expect(unknownAppointment.statusCode).toBe(404);
    expect(unknownAppointment.json().message).toBe(M.unknownAppointments([999_998, 999_999]));

    expect(await followUps()).toEqual(beforeCompanies);
    expect(await appointmentDates()).toEqual(beforeAppointments);
  });

  it('is for admins only', async () => {
    for (const as of ['operator', 'viewer'] as const) {
      expect((await t.call({ method: 'GET', url: `${API}/companies-for-testing`, as })).statusCode).toBe(403);
      const res = await t.call({
        method: 'POST',
        url: `${API}/update-no-answer-dates`,
        payload: { company_ids: [companyIds[2]] },
        as,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await followUps())[2]).toBeNull();
  });
});

describe('database management API in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'production' } });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.call({ method: 'GET', url: `${API}/companies-for-testing` })).statusCode).toBe(404);
    const res = await t.call({
      method: 'POST',
      url: `${API}/update-no-answer-dates`,
      payload: { company_ids: [1] },
    });
    expect(res.statusCode).toBe(404);
  });
});
