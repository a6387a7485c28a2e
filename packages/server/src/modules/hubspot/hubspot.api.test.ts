import type { CrmLead } from '@callops/contracts/hubspot';
import { LEAD_STATUSES } from '@callops/contracts/leads';
import { type FakeHubspot, startFakeHubspot } from '../../../test/fakes/fake-hubspot';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const API = '/api/v1/hubspot';

describe('hubspot API on the simulated CRM (MOCK mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (path: string, as: 'viewer' | 'operator' = 'operator') => {
    const res = await t.call({ method: 'GET', url: `${API}/leads/${path}`, as });
    expect([path, res.statusCode]).toEqual([path, 200]);
    return res.json().data as { leads: CrmLead[]; total_count: number; fetched_count: number };
  };
  const records = async () =>
    (await t.database.executeSql('select count(*)::int as n from simulated_crm_records')).rows[0]?.n;

  it('lists the sample leads, 10 NEW by default and a filter value or status with its total', async () => {
    const all = await list('all?limit=500');
    expect(all).toMatchObject({ total_count: 60, fetched_count: 60 });
    expect(all.leads[0]).toEqual({
      hubspot_id: expect.stringMatching(/^sim-/),
      name: 'Toronto Pipe Pros',
      email: 'contact1@example.com',
      phone: '+14165552000',
      city: expect.any(String),
      service: 'Plumbing & Heating',
      hs_lead_status: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const news = await list('new');
    expect(news.fetched_count).toBe(10);
    expect(news.leads.every((l) => l.hs_lead_status === 'NEW')).toBe(true);
    expect(news.total_count).toBe(all.leads.filter((l) => l.hs_lead_status === 'NEW').length);

    const booked = await list('appointment-booked');
    expect(booked.total_count).toBe(
      all.leads.filter((l) => l.hs_lead_status === 'APPOINTMENT_BOOKED').length,
    );
    expect(booked.total_count).toBeGreaterThan(0);
    expect((await list('QUALIFIED')).leads.every((l) => l.hs_lead_status === 'QUALIFIED')).toBe(true);
    expect((await list('in-progress')).total_count).toBe(0);
  });

  it('creates, edits, changes the status of and deletes a lead, each audited', async () => {
    const created = await t.call({
      method: 'POST',
      url: `${API}/leads`,
      payload: {
        name: ' Aurora Property Care ',
        phone: '+1 (416) 555-0177',
        city: 'Toronto',
        service: 'Roofing',
      },
    });
    expect(created.statusCode).toBe(200);
    const lead = created.json().data as CrmLead;
    expect(lead).toMatchObject({ name: 'Aurora Property Care', hs_lead_status: 'NEW', city: 'Toronto' });

    const edited = await t.call({
      method: 'PUT',
      url: `${API}/companies/${lead.hubspot_id}/update`,
      payload: {
        name: 'Aurora Care',
        phone: '',
        city: null,
        service: 'Landscaping',
        hs_lead_status: 'NO_ANSWER',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      hubspot_id: lead.hubspot_id,
      name: 'Aurora Care',
      phone: null,
      city: null,
      service: 'Landscaping',
      hs_lead_status: 'NO_ANSWER',
    });

    const booked = await t.call({
      method: 'PUT',
      url: `${API}/leads/${lead.hubspot_id}/status`,
      payload: { status: 'APPOINTMENT_BOOKED', lead_name: 'Mary Ann Smith', lead_email: 'mary@example.com' },
    });
    expect(booked.json().data).toMatchObject({
      hs_lead_status: 'APPOINTMENT_BOOKED',
      email: 'mary@example.com',
    });
    const stored = await t.database.executeSql('select properties from simulated_crm_records where id = $1', [
      lead.hubspot_id,
    ]);
    expect(stored.rows[0]?.properties).toMatchObject({ firstname: 'Mary', lastname: 'Ann Smith' });

    const deleted = await t.call({ method: 'DELETE', url: `${API}/leads/${lead.hubspot_id}` });
    expect(deleted.json().data).toEqual({ deleted: true, id: lead.hubspot_id });
    expect((await list('all?limit=500')).leads.some((l) => l.hubspot_id === lead.hubspot_id)).toBe(false);
    const again = await t.call({ method: 'DELETE', url: `${API}/leads/${lead.hubspot_id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`Lead ${lead.hubspot_id} not found in the CRM`);

    const audit = await t.database.executeSql(
      "select action from audit_log where entity = 'crm_lead' and entity_key = $1 order by id",
      [lead.hubspot_id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('refuses an empty name, a bad phone or status, an unknown id and a viewer, changing nothing', async () => {
    const before = await records();
    const empty = await t.call({ method: 'POST', url: `${API}/leads`, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toEqual([{ field: 'name', message: 'Please fill in the company name' }]);
    const phone = await t.call({
      method: 'POST',
      url: `${API}/leads`,
      payload: { name: 'X', phone: '416-555-abcd' },
    });
    expect(phone.json().detail).toEqual([{ field: 'phone', message: 'Please enter a valid phone number' }]);
    const status = await t.call({
      method: 'POST',
      url: `${API}/leads`,
      payload: { name: 'X', hs_lead_status: 'DONE' },
    });
    expect(status.statusCode).toBe(400);
    const viewer = await t.call({
      method: 'POST',
      url: `${API}/leads`,
      payload: { name: 'X' },
      as: 'viewer',
    });
    expect(viewer.statusCode).toBe(403);
    expect(await records()).toBe(before);

    const unknown = await t.call({
      method: 'PUT',
      url: `${API}/leads/sim-nope/status`,
      payload: { status: 'NEW' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Lead sim-nope not found in the CRM');
    const edit = await t.call({
      method: 'PUT',
      url: `${API}/companies/sim-nope/update`,
      payload: { name: 'X' },
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await t.call({ method: 'PUT', url: `${API}/leads/a%20b/status`, payload: { status: 'NEW' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.call({ method: 'GET', url: `${API}/leads/closed`, as: 'viewer' })).statusCode).toBe(400);
  });

  it('imports CRM leads into companies now, upserting by hubspot_id', async () => {
    const first = await t.call({ method: 'POST', url: `${API}/sync/new-leads?limit=5`, as: 'operator' });
    expect(first.json().data).toEqual({ fetched_count: 5, created_count: 5, updated_count: 0 });
    const second = await t.call({ method: 'POST', url: `${API}/sync/new-leads?limit=7`, as: 'operator' });
    expect(second.json().data).toEqual({ fetched_count: 7, created_count: 2, updated_count: 5 });
    const companies = await t.database.executeSql('select count(*)::int as n from companies');
    expect(companies.rows[0]?.n).toBe(7);
  });
});

describe('hubspot API against a live HubSpot portal (the fake)', () => {
  const TOKEN = 'pat-na1-0123456789abcdef';
  let hubspot: FakeHubspot;
  let t: TestApp;
  beforeAll(async () => {
    // A portal whose lead statuses are the console's own.
    hubspot = await startFakeHubspot({ accessToken: TOKEN, leadStatuses: [...LEAD_STATUSES] });
    t = await createTestApp({ env: { HUBSPOT_BASE_URL: hubspot.url } });
    const set = await t.call({
      method: 'PUT',
      url: '/api/v1/app-config/hubspot_access_token',
      payload: { value: TOKEN },
    });
    expect(set.statusCode).toBe(200);
    for (let i = 1; i <= 230; i++) {
      hubspot.addContact({
        company: `Portal Lead ${i}`,
        phone: '4165550100',
        hs_lead_status: i % 2 ? 'NEW' : 'QUALIFIED',
      });
    }
    hubspot.addContact({ firstname: 'Pat', lastname: 'Doe', hs_lead_status: 'OPEN' });
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  it('reads contacts as leads, over several search pages when the limit is above 200', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/leads/all?limit=500`, as: 'viewer' });
    const data = res.json().data;
    expect(data).toMatchObject({ total_count: 231, fetched_count: 231 });
    expect(data.leads.at(-1)).toMatchObject({ name: 'Pat Doe', hs_lead_status: 'OPEN' });
    const searches = hubspot.requests.filter((r) => r.path === '/crm/v3/objects/contacts/search');
    expect(searches.map((r) => JSON.parse(r.rawBody).limit)).toEqual([200, 200]);
    expect(JSON.parse(searches[0]?.rawBody ?? '{}').filterGroups).toEqual([]);

    const qualified = (await t.call({ method: 'GET', url: `${API}/leads/qualified`, as: 'viewer' })).json()
      .data;
    expect(qualified).toMatchObject({ total_count: 115, fetched_count: 100 });
    const last = hubspot.requests.at(-1);
    expect(JSON.parse(last?.rawBody ?? '{}').filterGroups).toEqual([
      {
        filters: [
          {
            propertyName: 'hs_lead_status',
            operator: 'IN',
            values: ['QUALIFIED', 'QUALIFIED_SMS_SENT', 'QUALIFIED_EMAIL_SENT'],
          },
        ],
      },
    ]);
  });

  it('creates, books and archives a contact in the portal', async () => {
    const created = await t.call({
      method: 'POST',
      url: `${API}/leads`,
      payload: { name: 'Cedar Ridge Builders', phone: '4165550111', service: 'Roofing' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.hubspot_id as string;
    expect(hubspot.contacts.get(id)?.properties).toMatchObject({
      company: 'Cedar Ridge Builders',
      hs_lead_status: 'NEW',
    });
    const booked = await t.call({
      method: 'PUT',
      url: `${API}/leads/${id}/status`,
      payload: { status: 'APPOINTMENT_BOOKED', lead_name: 'John Doe', lead_email: 'john.doe@example.com' },
    });
    expect(booked.statusCode).toBe(200);
    expect(hubspot.contacts.get(id)?.properties).toMatchObject({
      hs_lead_status: 'APPOINTMENT_BOOKED',
      firstname: 'John',
      lastname: 'Doe',
      email: 'john.doe@example.com',
    });
    expect((await t.call({ method: 'DELETE', url: `${API}/leads/${id}` })).statusCode).toBe(200);
    expect(hubspot.contacts.get(id)?.archived).toBe(true);
    expect((await t.call({ method: 'DELETE', url: `${API}/leads/${id}` })).statusCode).toBe(404);
  });

  it("answers HubSpot's failures as clear errors: 400, 429 with Retry-After, 502", async () => {
    hubspot.failNext('validation');
    const invalid = await t.call({ method: 'POST', url: `${API}/leads`, payload: { name: 'X' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^HubSpot: creating the lead: VALIDATION_ERROR \(400\)/);
    hubspot.failNext('ten-secondly');
    const limited = await t.call({ method: 'GET', url: `${API}/leads/all`, as: 'viewer' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('10');
    hubspot.failNext('server-error');
    const down = await t.call({ method: 'GET', url: `${API}/leads/all`, as: 'viewer' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^HubSpot: /),
      request_id: expect.any(String),
    });
  });
});
