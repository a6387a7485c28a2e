import { CRM_LEAD_FILTER_VALUES, crmLeadPayloadSchema, crmStatusesOf } from './crm-lead';

describe('CRM lead filters', () => {
  it("are the screen's seven values; all asks for every lead, the others for their statuses", () => {
    expect(CRM_LEAD_FILTER_VALUES).toEqual([
      'all',
      'new',
      'no-answer',
      'in-progress',
      'appointment-booked',
      'qualified',
      'unqualified',
    ]);
    expect(crmStatusesOf('all')).toBeUndefined();
    expect(crmStatusesOf('no-answer')).toEqual(['NO_ANSWER']);
    expect(crmStatusesOf('in-progress')).toEqual([
      'NEW_IN_PROGRESS',
      'NO_ANSWER_IN_PROGRESS',
      'LEAD_SCORE_PENDING',
    ]);
    expect(crmStatusesOf('APPOINTMENT_REMINDER_SMS_SENT')).toEqual(['APPOINTMENT_REMINDER_SMS_SENT']);
  });
});

describe('CRM lead payload', () => {
  it('needs a company name, takes an empty phone or one of digits, spaces, hyphens and parentheses', () => {
    expect(crmLeadPayloadSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(
      'Please fill in the company name',
    );
    expect(crmLeadPayloadSchema.parse({ name: ' A ', phone: '' })).toEqual({
      name: 'A',
      phone: '',
      hs_lead_status: 'NEW',
    });
    expect(crmLeadPayloadSchema.safeParse({ name: 'A', phone: '+1 (416) 555-0100' }).success).toBe(true);
    expect(
      crmLeadPayloadSchema.safeParse({ name: 'A', phone: '555 call me' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid phone number');
  });
});
