import {
  createCompanyRequestSchema,
  KANBAN_SAMPLE_COMPANY_NAMES,
  SERVICE_OPTIONS,
} from '@callops/contracts/leads';
import { createLeadBody, createLeadFormSchema, NEW_LEAD_VALUES, randomLead } from './create-lead-rules';

describe('kanban create lead rules', () => {
  it('starts from the sample phone number and NEW', () => {
    expect(NEW_LEAD_VALUES).toEqual({ phone: '+14165550123', lead_status: 'NEW' });
  });

  it('auto-fills one of the 12 sample names and one of the 8 services', () => {
    expect(randomLead(() => 0)).toEqual({
      name: KANBAN_SAMPLE_COMPANY_NAMES[0],
      service: SERVICE_OPTIONS[0],
    });
    const picked = randomLead(() => 0.99);
    expect(KANBAN_SAMPLE_COMPANY_NAMES).toContain(picked.name);
    expect(SERVICE_OPTIONS).toContain(picked.service);
  });

  it('asks for all required fields at once, then a valid phone', () => {
    const missing = createLeadFormSchema.safeParse({ name: 'X', phone: ' ' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: 'Please fill in all required fields' }),
    ]);
    const phone = createLeadFormSchema.safeParse({ name: 'X', phone: 'call me', service: 'Roofing' });
    expect(phone.error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'Please enter a valid phone number' }),
    ]);
  });

  it('sends the POST /companies body of a kanban lead', () => {
    const form = createLeadFormSchema.parse({
      name: ' Summit Roofing Co. ',
      phone: '+14165550123',
      service: 'Roofing',
      lead_status: 'QUALIFIED',
    });
    const body = createLeadBody(form, 1_773_243_000_000);
    expect(body).toEqual({
      hubspot_id: 'kanban_1773243000000',
      name: 'Summit Roofing Co.',
      phone: '+14165550123',
      email: null,
      lead_status: 'QUALIFIED',
      city: '',
      service: 'Roofing',
      no_answer_count: 0,
    });
    expect(createCompanyRequestSchema.safeParse(body).success).toBe(true);
  });
});
