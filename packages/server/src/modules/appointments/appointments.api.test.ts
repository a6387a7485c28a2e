import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('appointments API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.executeSql(
      `insert into appointments (lead_name, company_name, appointment_datetime, created_at)
       select 'Lead ' || n, 'Company ' || n, now(), timestamptz '2026-03-01' + n * interval '1 hour'
       from generate_series(1, 5) n`,
    );
  });
  afterAll(() => t.close());

  it('lists the newest appointments first with fetched and total counts', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/appointments/latest?limit=2', as: 'viewer' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.appointments.map((a: { lead_name: string }) => a.lead_name)).toEqual(['Lead 5', 'Lead 4']);
    expect(data).toMatchObject({ fetched_count: 2, total_count: 5 });
    expect(data.appointments[0]).toMatchObject({
      remark: 'init',
      is_rescheduled: false,
      reschedule_count: 0,
    });
  });

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '-1', '100000', 'ten']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/appointments/latest?limit=${limit}`,
        as: 'viewer',
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
