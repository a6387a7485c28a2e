// The lists written by a compiled serializer answer, byte for byte, what zod's serializer writes for the same
// answer: for each role, with nulls, transfers, signed and vendor links, JSON event data and unusual text.
import { endpoints } from '@callops/contracts';
import { endpointSuccessSchema } from '@callops/contracts/core';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { compileAnswer } from './compiled-answer';

const ODD = 'Zoë "Q" O\'Brien \\ \n\t \u2028 \ud800 😀 </script>';

// Every list shows one of the rows below (the text as JSON writes it), or App Configuration's own entries.
const ODD_WRITTEN = /O'Brien|job-odd|vapi/;

const LISTS = [
  ['/calls/latest?limit=50', endpoints.calls.latest],
  ['/call-recordings?limit=50', endpoints.recordings.list],
  ['/call-recordings?status=appointment_booked&limit=5&offset=1', endpoints.recordings.list],
  ['/events/recent?limit=50', endpoints.events.recent],
  ['/jobs/latest?limit=50', endpoints.jobs.latest],
  ['/app-config', endpoints.appConfig.list],
  ['/app-config/group/vapi', endpoints.appConfig.group],
  ['/appointments/latest?limit=50', endpoints.appointments.latest],
  ['/companies/latest?limit=50', endpoints.companies.latest],
] as const;

describe('compiled answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.executeSql(
      `insert into companies (name, phone, lead_status, email) values ($1, '+14165550101', 'NEW', 'a@example.com'),
         ('Plain Co', '+14165550102', 'QUALIFIED', null)`,
      [ODD],
    );
    await t.database.executeSql(
      `insert into calls (call_sid, status, job_type, outcome, lead_name, lead_email, company_phone, call_rec_url,
                          call_transcript, cost_usd, transferred_to_number, transferred_to_name, transfer_result,
                          appt_booked, lead_score, created_at)
       select 'sid-' || n, 'completed', case when n % 2 = 0 then 'cold_calling' end,
              (array['booked', 'qualified', null])[n % 3 + 1],
              case when n % 4 = 0 then null else $1 end, 'lead' || n || '@example.com', '+1416555' || (1000 + n),
              (array['/media/simulated-recordings/sim-' || n || '.wav', 'https://vendor.example/' || n || '.mp3',
                     null])[n % 3 + 1],
              case when n % 5 = 0 then $1 end, case when n % 2 = 1 then n * 0.0125 end,
              case when n % 6 = 0 then '+14165550199' end, case when n % 12 = 0 then 'Desk' end,
              case when n % 6 = 0 then 'answered' end, n % 3 = 0, n * 1.5,
              timestamptz '2026-03-01' + n * interval '1 minute'
         from generate_series(1, 60) n`,
      [ODD],
    );
    await t.database.executeSql(
      `insert into jobs (id, type, status) values ('job-odd', 'cold_calling', 'completed')`,
    );
    await t.database.executeSql(
      `insert into job_events (job_id, job_type, type, message, data)
       select case when n % 2 = 0 then 'job-odd' end, case when n % 2 = 0 then 'cold_calling' end, 'call_placed',
              $1, jsonb_build_object('n', n, 'text', $1::text, 'nested', jsonb_build_array(1, null, true))
         from generate_series(1, 8) n`,
      [ODD],
    );
    await t.database.executeSql(
      `insert into appointments (company_id, lead_name, lead_email, appointment_datetime)
       select (select min(id) from companies), $1, null, case when n % 2 = 0 then now() end
         from generate_series(1, 4) n`,
      [ODD],
    );
  });
  afterAll(() => t.close());

  it.each(LISTS)('writes %s as zod would', async (url, endpoint) => {
    for (const as of ['operator', 'viewer'] as const) {
      const res = await t.call({ method: 'GET', url: `/api/v1${url}`, as });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(res.body).toMatch(ODD_WRITTEN);
      expect(res.body).toBe(JSON.stringify(z.encode(endpointSuccessSchema(endpoint), answer)));
    }
  });

  it('leaves out what the contract does not have, as zod does', () => {
    const schema = endpointSuccessSchema(endpoints.calls.latest);
    const write = compileAnswer(schema);
    const [call] = (JSON.parse(write({ success: true, data: [] })) as { data: unknown[] }).data;
    expect(call).toBeUndefined();
    const row = {
      id: 1,
      company_id: null,
      call_sid: null,
      lead_name: ODD,
      lead_email: null,
      company_name: null,
      company_phone: null,
      status: 'completed',
      job_type: null,
      created_at: '2026-03-01T00:00:00.000Z',
      call_transcript: null,
      call_summary: null,
      call_rec_url: null,
      transfer: { to_number: '+14165550199', to_name: null, result: 'answered', secret: 'x' },
      cost_usd: 0.5,
      analysis: { kept: 'out' },
    };
    const answer = { success: true, message: 'm', data: [row], extra: 1 };
    expect(write(answer)).toBe(JSON.stringify(z.encode(schema, answer)));
  });
});
