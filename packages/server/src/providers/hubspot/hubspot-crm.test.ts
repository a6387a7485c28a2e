import { jsonBody } from '../../../test/fakes/fake-http-server';
import { type FakeHubspot, startFakeHubspot } from '../../../test/fakes/fake-hubspot';
import { ANSWER_TIMEOUT_MS, STALL_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { vendorUrlsFrom } from '../../../test/fakes/vendor-urls';
import { ProviderError } from '../provider-error';
import { contactToRecord, createHubspotCrm, recordToContactProperties } from './hubspot-crm';

const TOKEN = 'pat-na1-0123456789abcdef';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('contact ↔ lead mapping', () => {
  it('names a lead by its company, else by first and last name', () => {
    const base = { id: '1', createdAt: 'c', updatedAt: 'u' };
    expect(
      contactToRecord({ ...base, properties: { company: 'Maple Plumbing', firstname: 'Ann' } }),
    ).toMatchObject({
      properties: { name: 'Maple Plumbing', company: 'Maple Plumbing', firstname: 'Ann' },
    });
    expect(
      contactToRecord({ ...base, properties: { company: ' ', firstname: 'Ann', lastname: 'Lee' } }).properties
        .name,
    ).toBe('Ann Lee');
    expect(contactToRecord({ ...base, properties: { lastname: 'Lee' } }).properties.name).toBe('Lee');
    expect(contactToRecord({ ...base, properties: {} }).properties.name).toBeNull();
    expect(
      contactToRecord({ ...base, properties: { phone: 14165550123, city: null } }).properties,
    ).toMatchObject({
      phone: '14165550123',
      city: null,
    });
  });

  it('writes name as company (unless company is given), null as a cleared value, and skips undefined', () => {
    expect(
      recordToContactProperties({ name: 'Maple', phone: null, city: undefined, service: 'hvac' }),
    ).toEqual({
      company: 'Maple',
      phone: '',
      service: 'hvac',
    });
    expect(recordToContactProperties({ name: 'Maple', company: 'Maple Inc.' })).toEqual({
      company: 'Maple Inc.',
    });
  });
});

describe('the live HubSpot CRM against the fake HubSpot', () => {
  let hubspot: FakeHubspot;
  let baseUrl: string;
  const crm = (accessToken = TOKEN, timeoutMs = ANSWER_TIMEOUT_MS) =>
    createHubspotCrm({ accessToken }, baseUrl, fetch, { timeoutMs });

  beforeEach(async () => {
    hubspot = await startFakeHubspot({ accessToken: TOKEN });
    baseUrl = vendorUrlsFrom({ HUBSPOT_BASE_URL: hubspot.url }).hubspot;
    hubspot.addContact({
      company: 'Maple Plumbing',
      phone: '+14165550101',
      city: 'Toronto',
      hs_lead_status: 'NEW',
    });
    hubspot.addContact({ firstname: 'Ann', lastname: 'Lee', phone: '+14165550102', hs_lead_status: 'OPEN' });
    hubspot.addContact({ company: 'Birch HVAC', phone: '+14165550103', hs_lead_status: 'CONNECTED' });
    hubspot.addContact({
      company: 'Cedar Roofing',
      phone: '+14165550104',
      hs_lead_status: 'NEW',
      service: 'roof',
    });
  });
  afterEach(() => hubspot.close());

  it('searches with IN on hs_lead_status, asks for the lead properties, and maps the results', async () => {
    const page = await crm().searchLeads({ statuses: ['NEW', 'OPEN'], limit: 10 });
    expect(page.total).toBe(3);
    expect(page.after).toBeUndefined();
    expect(page.records.map((r) => r.properties.name)).toEqual([
      'Maple Plumbing',
      'Ann Lee',
      'Cedar Roofing',
    ]);
    expect(page.records[2]).toMatchObject({
      id: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      properties: { phone: '+14165550104', service: 'roof', hs_lead_status: 'NEW', city: null },
    });
    const [request] = hubspot.requests;
    expect(request?.path).toBe('/crm/v3/objects/contacts/search');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(jsonBody(request as never)).toEqual({
      filterGroups: [
        { filters: [{ propertyName: 'hs_lead_status', operator: 'IN', values: ['NEW', 'OPEN'] }] },
      ],
      properties: ['company', 'firstname', 'lastname', 'phone', 'city', 'service', 'email', 'hs_lead_status'],
      limit: 10,
    });
  });

  it('pages with after until paging is absent, and caps the limit at 200', async () => {
    const first = await crm().searchLeads({ limit: 3 });
    expect(first.records).toHaveLength(3);
    expect(first.after).toBeDefined();
    const second = await crm().searchLeads({ limit: 3, after: first.after as string });
    expect(second.records.map((r) => r.properties.name)).toEqual(['Cedar Roofing']);
    expect(second.after).toBeUndefined();
    expect((jsonBody(hubspot.requests[1] as never) as { after: string }).after).toBe(first.after);

    await crm().searchLeads({ limit: 5000 });
    expect((jsonBody(hubspot.requests[2] as never) as { limit: number }).limit).toBe(200);
    expect((jsonBody(hubspot.requests[2] as never) as { filterGroups: unknown[] }).filterGroups).toEqual([]);
  });

  it('asks nothing for an empty status list', async () => {
    await expect(crm().searchLeads({ statuses: [], limit: 10 })).resolves.toEqual({ records: [], total: 0 });
    expect(hubspot.requests).toHaveLength(0);
  });

  it('creates a contact (201) with the name in company, then updates and archives it', async () => {
    const created = await crm().createLead({
      name: 'Oak Electric',
      phone: '+14165550199',
      city: 'Ottawa',
      service: 'electrical',
      email: 'office@oak.example',
      hs_lead_status: 'NEW',
    });
    expect(created.properties).toMatchObject({
      name: 'Oak Electric',
      company: 'Oak Electric',
      city: 'Ottawa',
    });
    expect(hubspot.contacts.get(created.id)?.properties.company).toBe('Oak Electric');

    const updated = await crm().updateLead(created.id, { hs_lead_status: 'CONNECTED', city: null });
    expect(updated.properties).toMatchObject({
      hs_lead_status: 'CONNECTED',
      city: null,
      name: 'Oak Electric',
    });
    expect(hubspot.requests.at(-1)?.method).toBe('PATCH');

    await expect(crm().deleteLead(created.id)).resolves.toBe(true);
    expect(hubspot.contacts.get(created.id)?.archived).toBe(true);
    await expect(crm().deleteLead(created.id)).resolves.toBe(false);
  });

  it('answers false when archiving an unknown id, and a 404 ProviderError when updating one', async () => {
    await expect(crm().deleteLead('999999')).resolves.toBe(false);
    const err = await failure(crm().updateLead('999999', { city: 'x' }));
    expect(err.options).toMatchObject({ status: 404, code: 'OBJECT_NOT_FOUND', retryable: false });
  });

  it('refuses a lead status the portal does not offer (400 VALIDATION_ERROR with the correlation id)', async () => {
    const err = await failure(crm().createLead({ name: 'X', hs_lead_status: 'HOT' }));
    expect(err.options).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', retryable: false });
    expect(err.message).toMatch(/correlationId [0-9a-f-]{36}/);
  });

  it('refuses a property the portal does not have', async () => {
    const err = await failure(crm().createLead({ name: 'X', favourite: 'x' }));
    expect(err.options).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(err.message).toContain('favourite');
  });

  it('masks the e-mail address HubSpot quotes back in a validation message', async () => {
    const err = await failure(crm().createLead({ name: 'X', email: 'someone@example' }));
    expect(err.message).toContain('Email address [email] is invalid');
    expect(err.message).not.toContain('someone');
  });

  it('refuses a wrong token (401) without echoing it', async () => {
    const err = await failure(crm('pat-wrong-token').searchLeads({ limit: 1 }));
    expect(err.options).toMatchObject({ status: 401, code: 'INVALID_AUTHENTICATION', retryable: false });
    expect(err.message).not.toContain('pat-wrong-token');
  });

  it('reads the ten-secondly burst limit as retryable after 10 s', async () => {
    hubspot.failNext('ten-secondly');
    const err = await failure(crm().createLead({ name: 'X' }));
    expect(err.options).toMatchObject({
      status: 429,
      code: 'TEN_SECONDLY_ROLLING',
      retryable: true,
      retryAfterSeconds: 10,
    });
  });

  it('reads the search secondly limit as retryable after 1 s', async () => {
    hubspot.failNext('search-secondly');
    const err = await failure(crm().searchLeads({ limit: 1 }));
    expect(err.options).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 1 });
  });

  it.each([
    ['validation', 400, 'VALIDATION_ERROR', false],
    ['unauthorized', 401, 'INVALID_AUTHENTICATION', false],
    ['not-found', 404, 'OBJECT_NOT_FOUND', false],
    ['server-error', 500, 'INTERNAL_ERROR', true],
  ] as const)('maps the fake’s %s answer (%i %s) → retryable %s', async (name, status, code, retryable) => {
    hubspot.failNext(name);
    const err = await failure(crm().updateLead('1001', { city: 'x' }));
    expect(err.options).toMatchObject({ status, code, retryable });
    await expect(crm().updateLead('1001', { city: 'Hamilton' })).resolves.toMatchObject({
      properties: { city: 'Hamilton' },
    });
  });

  it('times out (retryable) when HubSpot does not answer', async () => {
    hubspot.failNext('stall');
    const err = await failure(crm(TOKEN, STALL_TIMEOUT_MS).deleteLead('1001'));
    expect(err.options).toMatchObject({ code: 'ETIMEDOUT', retryable: true });
  });
});

describe('the fake HubSpot’s search checks (reached directly)', () => {
  let hubspot: FakeHubspot;
  beforeEach(async () => {
    hubspot = await startFakeHubspot({ accessToken: TOKEN });
  });
  afterEach(() => hubspot.close());

  const search = async (body: unknown) => {
    const res = await fetch(`${hubspot.url}/crm/v3/objects/contacts/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it.each([
    ['a limit over 200', { limit: 201 }],
    [
      'an unknown operator',
      { filterGroups: [{ filters: [{ propertyName: 'city', operator: 'LIKE', value: 'x' }] }] },
    ],
    [
      'IN without values',
      { filterGroups: [{ filters: [{ propertyName: 'city', operator: 'IN', value: 'x' }] }] },
    ],
    ['seven filter groups', { filterGroups: Array.from({ length: 7 }, () => ({ filters: [] })) }],
    ['a non-numeric after', { after: 'abc' }],
  ])('answers 400 VALIDATION_ERROR to %s', async (_name, body) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ category: 'VALIDATION_ERROR', correlationId: expect.any(String) });
  });

  it('returns only the properties asked for (plus the three it always adds)', async () => {
    hubspot.addContact({ company: 'Maple', phone: '+1', city: 'Toronto' });
    const res = await search({ properties: ['phone'] });
    expect((res.body.results as { properties: object }[])[0]?.properties).toEqual({
      phone: '+1',
      createdate: expect.any(String),
      hs_object_id: expect.any(String),
      lastmodifieddate: expect.any(String),
    });
  });
});
