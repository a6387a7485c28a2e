import { PHONE_MESSAGES } from '@callops/contracts/core';
import { LEAD_MESSAGES } from '@callops/contracts/leads';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/companies';

describe('companies API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, as?: 'viewer' | 'operator') =>
    t.call({ method: 'POST', url: API, payload, ...(as ? { as } : {}) });
  const companyCount = async () =>
    (await t.database.executeSql('select count(*)::int as n from companies')).rows[0]?.n;

  it('creates a company with the defaults Database Management relies on and answers its id', async () => {
    const created = await create({
      hubspot_id: 'auto_1',
      phone: '+1 (416) 555-0100',
      lead_status: 'NO_ANSWER',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const rows = await t.database.executeSql(
      'select name, phone, email, city, service, lead_status, no_answer_count from companies where id = $1',
      [id],
    );
    expect(rows.rows[0]).toEqual({
      name: 'Auto-created Company',
      phone: '+1 (416) 555-0100',
      email: null,
      city: null,
      service: null,
      lead_status: 'NO_ANSWER',
      no_answer_count: 0,
    });
    const audit = await t.database.executeSql(
      "select action, entity_key from audit_log where entity = 'company' order by id desc limit 1",
    );
    expect(audit.rows[0]).toEqual({ action: 'create', entity_key: String(id) });
  });

  it('refuses a missing or malformed phone, a taken HubSpot id and a viewer, changing nothing', async () => {
    const before = await companyCount();
    const missing = await create({ hubspot_id: 'auto_2', phone: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toEqual([{ field: 'phone', message: LEAD_MESSAGES.requiredFields }]);
    const malformed = await create({ hubspot_id: 'auto_2', phone: '416-555-abcd' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toEqual([{ field: 'phone', message: PHONE_MESSAGES.invalidTesting }]);
    const taken = await create({ hubspot_id: 'auto_1', phone: '4165550100' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A company with this HubSpot id already exists');
    const viewer = await create({ hubspot_id: 'auto_3', phone: '4165550100' }, 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('lists the newest first, only the statuses asked for, with fetched and total counts', async () => {
    for (const [i, status] of ['NEW', 'QUALIFIED', 'NO_ANSWER', 'NEW'].entries()) {
      t.clock.advance(60_000);
      await create({
        hubspot_id: `kanban_${i}`,
        name: `Lead ${i}`,
        phone: '4165550100',
        lead_status: status,
      });
    }
    const all = (await t.call({ method: 'GET', url: `${API}/latest?limit=2`, as: 'viewer' })).json().data;
    expect(all.leads.map((c: { name: string }) => c.name)).toEqual(['Lead 3', 'Lead 2']);
    expect(all).toMatchObject({ fetched_count: 2, total_count: await companyCount() });

    const some = (
      await t.call({
        method: 'GET',
        url: `${API}/latest?statuses=NEW&statuses=NO_ANSWER&limit=10`,
        as: 'viewer',
      })
    ).json().data;
    expect(some.leads.map((c: { name: string }) => c.name)).toEqual([
      'Lead 3',
      'Lead 2',
      'Lead 0',
      'Auto-created Company',
    ]);
    expect(some).toMatchObject({ fetched_count: 4, total_count: 4 });

    const bad = await t.call({ method: 'GET', url: `${API}/latest?statuses=DONE`, as: 'viewer' });
    expect(bad.statusCode).toBe(400);
  });

  describe('by hand', () => {
    let id: number;
    beforeAll(async () => {
      id = (
        await create({
          hubspot_id: 'hand_1',
          name: 'Maple Leaf Plumbing',
          phone: '+1 416 555 0199',
          lead_status: 'NO_ANSWER',
          service: 'Plumbing Services',
        })
      ).json().data.id;
    });
    const setStatus = (payload: Record<string, unknown>, target: number | string = id, as?: 'viewer') =>
      t.call({ method: 'PUT', url: `${API}/${target}/lead-status`, payload, ...(as ? { as } : {}) });
    const row = async () =>
      (
        await t.database.executeSql(
          'select lead_status, follow_up_date, claimed_at from companies where id = $1',
          [id],
        )
      ).rows[0];
    const appointmentsOf = async () =>
      (
        await t.database.executeSql(
          'select lead_name, lead_email, lead_number, company_name, appointment_datetime from appointments where company_id = $1',
          [id],
        )
      ).rows;

    it('finds companies by part of their phone or name, newest first', async () => {
      const byPhone = await t.call({ method: 'GET', url: `${API}/search?q=555%200199`, as: 'viewer' });
      expect(byPhone.statusCode).toBe(200);
      expect(byPhone.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
      const byName = await t.call({ method: 'GET', url: `${API}/search?q=maple%20LEAF`, as: 'viewer' });
      expect(byName.json().data).toEqual([expect.objectContaining({ id, lead_status: 'NO_ANSWER' })]);
      const wildcard = await t.call({ method: 'GET', url: `${API}/search?q=%25`, as: 'viewer' });
      expect(wildcard.json().data).toEqual([]);
      expect((await t.call({ method: 'GET', url: `${API}/search?q=%20`, as: 'viewer' })).statusCode).toBe(
        400,
      );
    });

    it('sets any status from any other, releasing a claim a calling job held', async () => {
      await t.database.executeSql(
        "update companies set lead_status = 'NO_ANSWER_IN_PROGRESS', claimed_at = now() where id = $1",
        [id],
      );
      const res = await setStatus({ lead_status: 'QUALIFIED_SMS_SENT' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, lead_status: 'QUALIFIED_SMS_SENT' });
      expect(await row()).toMatchObject({ lead_status: 'QUALIFIED_SMS_SENT', claimed_at: null });
      expect((await setStatus({ lead_status: 'NEW' })).statusCode).toBe(200);
      expect(await appointmentsOf()).toEqual([]);
    });

    it('keeps the lead name and e-mail of a booking on the appointment, once', async () => {
      const booked = await setStatus({
        lead_status: 'APPOINTMENT_BOOKED',
        lead_name: 'John Doe',
        lead_email: 'john.doe@example.com',
      });
      expect(booked.statusCode).toBe(200);
      expect(await appointmentsOf()).toEqual([
        {
          lead_name: 'John Doe',
          lead_email: 'john.doe@example.com',
          lead_number: '+1 416 555 0199',
          company_name: 'Maple Leaf Plumbing',
          appointment_datetime: null,
        },
      ]);
      await setStatus({ lead_status: 'APPOINTMENT_BOOKED', lead_name: 'Jane Roe', lead_email: null });
      expect(await appointmentsOf()).toEqual([
        expect.objectContaining({ lead_name: 'Jane Roe', lead_email: 'john.doe@example.com' }),
      ]);
    });

    it('refuses an unknown status, a bad e-mail, an unknown id and a viewer, changing nothing', async () => {
      const before = await row();
      const unknown = await setStatus({ lead_status: 'DONE' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail[0].field).toBe('lead_status');
      const email = await setStatus({ lead_status: 'APPOINTMENT_BOOKED', lead_email: 'nope' });
      expect(email.statusCode).toBe(400);
      const missing = await setStatus({ lead_status: 'NEW' }, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Company 999999 not found');
      expect((await setStatus({ lead_status: 'NEW' }, 'abc')).statusCode).toBe(400);
      expect((await setStatus({ lead_status: 'NEW' }, id, 'viewer')).statusCode).toBe(403);
      expect(await row()).toEqual(before);
    });

    it('sets the follow-up date to today at 10:00 in the business time zone', async () => {
      const res = await t.call({ method: 'PUT', url: `${API}/${id}/follow-up-date/today` });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(LEAD_MESSAGES.followUpSetToday);
      // 2026-03-11 in Toronto is daylight time (UTC-4).
      expect(res.json().data.follow_up_date).toBe('2026-03-11T14:00:00.000Z');
      expect((await t.call({ method: 'PUT', url: `${API}/999999/follow-up-date/today` })).statusCode).toBe(
        404,
      );
    });
  });
});
