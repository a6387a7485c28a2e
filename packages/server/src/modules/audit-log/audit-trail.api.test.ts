// What an auditor needs beyond changes: who played a recording, read a transcript or exported a list; and what a
// viewer is shown of people's phone numbers and e-mail addresses (masked everywhere: lists, recordings, CSV).
import type { AuditLogEntry } from '@callops/contracts/audit-log';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('the audit trail of plays, views and exports, and masking for viewers', () => {
  let t: TestApp;
  let callId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await t.database.executeSql(
      `insert into calls (status, job_type, lead_status_before, lead_name, lead_email, company_phone, call_rec_url, call_transcript)
       values ('completed', 'cold_calling', 'NEW', 'Jane Doe', 'jane.doe@example.com', '+14165550101',
               'https://storage.vapi.ai/rec-1.wav', 'AI: Hello') returning id`,
    );
    callId = rows[0]?.id as number;
    await t.call({
      method: 'POST',
      url: '/api/v1/do-not-call',
      payload: { phone: '+14165550199' },
      as: 'operator',
    });
  });
  afterAll(() => t.close());

  const entries = async (query: string) =>
    (await t.call({ method: 'GET', url: `/api/v1/audit-log?${query}` })).json().data as AuditLogEntry[];

  it('audits a recording’s play and its transcript’s view, by whom', async () => {
    const play = await t.call({
      method: 'POST',
      url: `/api/v1/call-recordings/${callId}/plays`,
      as: 'viewer',
    });
    expect([play.statusCode, play.json().data]).toEqual([200, { id: callId }]);
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/call-recordings/${callId}`, as: 'operator' })).statusCode,
    ).toBe(200);
    expect((await entries('action=play')).map((e) => [e.username, e.entity, e.entity_key])).toEqual([
      ['viewer1', 'recording', `call ${callId}`],
    ]);
    expect((await entries('action=view')).map((e) => [e.username, e.entity, e.entity_key])).toEqual([
      ['operator1', 'transcript', `call ${callId}`],
    ]);
    const missing = await t.call({
      method: 'POST',
      url: '/api/v1/call-recordings/999999/plays',
      as: 'viewer',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('audits every CSV export, the audit log’s own too, which downloads through its signed link', async () => {
    const recordings = await t.call({
      method: 'GET',
      url: '/api/v1/call-recordings/export-link',
      as: 'viewer',
    });
    const dnc = await t.call({
      method: 'GET',
      url: '/api/v1/do-not-call/export-link?view=all',
      as: 'operator',
    });
    expect([recordings.statusCode, dnc.statusCode]).toEqual([200, 200]);
    const own = (await t.call({ method: 'GET', url: '/api/v1/audit-log/export-link?action=export' })).json()
      .data;
    const exports = await entries('action=export');
    expect(exports.map((e) => [e.username, e.entity, e.entity_key])).toEqual([
      ['admin1', 'audit-log', '/media/exports/audit-log.csv?action=export'],
      ['operator1', 'do-not-call', '/media/exports/do-not-call.csv?view=all'],
      ['viewer1', 'calls', '/media/exports/call-recordings.csv'],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: own.url });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,created_at,username,action,entity,entity_key,old_value,new_value');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['admin1', 'operator1', 'viewer1']);
    const tampered = own.url.replace('action=export', 'action=update');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
  });

  it('shows a viewer phone numbers and e-mail addresses masked, in lists and recordings and CSV; others whole', async () => {
    const asViewer = (await t.call({ method: 'GET', url: '/api/v1/call-recordings', as: 'viewer' })).json()
      .data[0];
    expect([asViewer.phone_number, asViewer.lead_email]).toEqual(['+*******0101', 'j****@example.com']);
    const detail = (
      await t.call({ method: 'GET', url: `/api/v1/call-recordings/${callId}`, as: 'viewer' })
    ).json().data;
    expect([detail.phone_number, detail.lead_email]).toEqual(['+*******0101', 'j****@example.com']);
    const listed = (await t.call({ method: 'GET', url: '/api/v1/do-not-call', as: 'viewer' })).json().data[0];
    expect(listed.phone).toBe('+*******0199');
    const asOperator = (
      await t.call({ method: 'GET', url: '/api/v1/call-recordings', as: 'operator' })
    ).json().data[0];
    expect([asOperator.phone_number, asOperator.lead_email]).toEqual([
      '+14165550101',
      'jane.doe@example.com',
    ]);
    // A viewer's own account is theirs to see.
    expect((await t.call({ method: 'GET', url: '/api/v1/auth/me', as: 'viewer' })).json().data.email).toBe(
      'viewer@example.com',
    );

    const csvOf = async (as: 'viewer' | 'operator', url: string) => {
      const link = (await t.call({ method: 'GET', url, as })).json().data.url as string;
      return (await t.app.inject({ method: 'GET', url: link })).body;
    };
    const viewerCsv = await csvOf('viewer', '/api/v1/call-recordings/export-link');
    // (A masked number is no phone number: the CSV's formula rule quotes its leading '+'.)
    expect(viewerCsv).toMatch(/j\*{4}@example\.com,'?\+\*{7}0101,/);
    expect(viewerCsv).not.toContain('5550101');
    expect(await csvOf('viewer', '/api/v1/do-not-call/export-link')).toContain('+*******0199');
    expect(await csvOf('operator', '/api/v1/call-recordings/export-link')).toContain(
      'jane.doe@example.com,+14165550101',
    );
    // The viewer's link cannot be turned into an unmasked one: what it masks is signed.
    const link = (
      await t.call({ method: 'GET', url: '/api/v1/call-recordings/export-link', as: 'viewer' })
    ).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url: link.replace('masked=1&', '') })).statusCode).toBe(401);
  });
});
