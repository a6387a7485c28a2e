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

  describe('edits', () => {
    let companyId: number;
    let appointmentId: number;
    let orphanId: number;
    beforeAll(async () => {
      companyId = (
        await t.database.executeSql(
          `insert into companies (hubspot_id, name, phone, lead_status) values ('a1', 'Summit Roofing Co.', '4165550142', 'APPOINTMENT_BOOKED') returning id`,
        )
      ).rows[0]?.id as number;
      appointmentId = (
        await t.database.executeSql(
          `insert into appointments (company_id, lead_name, lead_email, created_at) values ($1, 'Ann', 'ann@example.com', timestamptz '2026-03-02') returning id`,
          [companyId],
        )
      ).rows[0]?.id as number;
      orphanId = (
        await t.database.executeSql(
          `insert into appointments (lead_name, created_at) values ('Orphan', timestamptz '2026-03-01') returning id`,
        )
      ).rows[0]?.id as number;
    });
    const put = (path: string, payload?: Record<string, unknown>, as?: 'viewer') =>
      t.call({
        method: 'PUT',
        url: `/api/v1/appointments/${path}`,
        ...(payload ? { payload } : {}),
        ...(as ? { as } : {}),
      });

    it("lists each appointment with its company's lead status", async () => {
      const data = (await t.call({ method: 'GET', url: '/api/v1/appointments/latest', as: 'viewer' })).json()
        .data;
      const mine = data.appointments.find((a: { id: number }) => a.id === appointmentId);
      expect(mine.lead_status).toBe('APPOINTMENT_BOOKED');
      expect(data.appointments.find((a: { id: number }) => a.id === orphanId).lead_status).toBeNull();
    });

    it("sets the lead status of the appointment's company, a booking's name and e-mail on this appointment", async () => {
      const res = await put(`${appointmentId}/status`, { lead_status: 'QUALIFIED' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: appointmentId,
        lead_status: 'QUALIFIED',
        lead_name: 'Ann',
      });
      const booked = await put(`${appointmentId}/status`, {
        lead_status: 'APPOINTMENT_BOOKED',
        lead_name: 'Ann Lee',
        lead_email: 'ann.lee@example.com',
      });
      expect(booked.json().data).toMatchObject({
        lead_status: 'APPOINTMENT_BOOKED',
        lead_name: 'Ann Lee',
        lead_email: 'ann.lee@example.com',
      });
      const count = await t.database.executeSql(
        'select count(*)::int as n from appointments where company_id = $1',
        [companyId],
      );
      expect(count.rows[0]?.n).toBe(1);
    });

    it('refuses an unknown status or appointment and an appointment without company, changing nothing', async () => {
      expect((await put(`${appointmentId}/status`, { lead_status: 'DONE' })).statusCode).toBe(400);
      const missing = await put('999999/status', { lead_status: 'NEW' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Appointment 999999 not found');
      const orphan = await put(`${orphanId}/status`, { lead_status: 'NEW' });
      expect(orphan.statusCode).toBe(409);
      expect((await put(`${appointmentId}/status`, { lead_status: 'NEW' }, 'viewer')).statusCode).toBe(403);
      const status = await t.database.executeSql('select lead_status from companies where id = $1', [
        companyId,
      ]);
      expect(status.rows[0]?.lead_status).toBe('APPOINTMENT_BOOKED');
    });

    it('sets the appointment, SMS/e-mail or call follow-up date to today at 10:00 with its message', async () => {
      const at10 = '2026-03-11T14:00:00.000Z';
      const appointment = await put(`${appointmentId}/date/today`, { type: 'appointment' });
      expect(appointment.json()).toMatchObject({
        message: 'Appointment date set to today at 10:00 AM',
        data: { appointment_datetime: at10, sms_mail_followup_datetime: null },
      });
      const sms = await put(`${appointmentId}/date/today`, { type: 'sms_email' });
      expect(sms.json()).toMatchObject({
        message: 'SMS/Email date set to today at 10:00 AM',
        data: { sms_mail_followup_datetime: at10 },
      });
      const call = await put(`${appointmentId}/call-follow-up/today`);
      expect(call.json()).toMatchObject({
        message: 'Call follow-up date set to today at 10:00 AM',
        data: { call_followup_datetime: at10 },
      });
      expect((await put(`${appointmentId}/date/today`, { type: 'call' })).statusCode).toBe(400);
      expect((await put('999999/call-follow-up/today')).statusCode).toBe(404);
    });
  });
});
