import type { CrmLead } from '@callops/contracts/hubspot';
import { crmLeadPayloadSchema } from '@callops/contracts/hubspot';
import { FILTER_OPTIONS, formValuesOf, payloadOf } from './crm-lead-rules';

const lead = (over: Partial<CrmLead> = {}): CrmLead => ({
  hubspot_id: '1001',
  name: 'Maple Leaf Plumbing',
  email: null,
  phone: '+14165550123',
  city: null,
  service: 'Plumbing Services',
  hs_lead_status: 'NEW',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  ...over,
});

describe('CRM lead rules', () => {
  it('offers the seven filter values of the screen', () => {
    expect(FILTER_OPTIONS.map((o) => `${o.value}=${o.label}`)).toEqual([
      'all=All',
      'new=New',
      'no-answer=No Answer',
      'in-progress=In Progress',
      'appointment-booked=Appointment Booked',
      'qualified=Qualified',
      'unqualified=Unqualified',
    ]);
  });

  it("starts the edit form from the lead, leaving a portal's own status to choose", () => {
    expect(formValuesOf(lead())).toEqual({
      name: 'Maple Leaf Plumbing',
      phone: '+14165550123',
      city: '',
      service: 'Plumbing Services',
      hs_lead_status: 'NEW',
    });
    expect(formValuesOf(lead({ hs_lead_status: 'OPEN', name: null }))).toEqual({
      name: '',
      phone: '+14165550123',
      city: '',
      service: 'Plumbing Services',
    });
  });

  it('sends empty optional fields as null and leaves the name to the contract', () => {
    expect(payloadOf({ name: 'A', phone: ' ', city: 'Toronto', hs_lead_status: 'QUALIFIED' })).toEqual({
      name: 'A',
      phone: null,
      city: 'Toronto',
      service: null,
      hs_lead_status: 'QUALIFIED',
    });
    expect(crmLeadPayloadSchema.safeParse(payloadOf({})).error?.issues[0]?.message).toBe(
      'Please fill in the company name',
    );
  });
});
