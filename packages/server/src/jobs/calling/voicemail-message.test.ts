import type { EngineSettings } from '../../settings/live-settings';
import { voicemailMessage } from './voicemail-message';

const settings = (policy: EngineSettings['voicemail']['policy']) => ({
  businessName: 'Home Service Connect',
  voicemail: {
    policy,
    message: 'Hi {lead_name}, {business_name} here for {company_name}. {unknown}',
    countsAsAttempt: true,
  },
});

describe('voicemailMessage', () => {
  it("fills the template with the lead's, the company's and the business's names", () => {
    expect(
      voicemailMessage(settings('leave_message'), { leadName: 'Dana', companyName: 'Acme Roofing' }),
    ).toBe('Hi Dana, Home Service Connect here for Acme Roofing. {unknown}');
  });

  it('names the company when the lead has no name of its own', () => {
    expect(voicemailMessage(settings('leave_message'), { leadName: null, companyName: 'Acme Roofing' })).toBe(
      'Hi Acme Roofing, Home Service Connect here for Acme Roofing. {unknown}',
    );
  });

  it('leaves nothing when the policy is to hang up', () => {
    expect(
      voicemailMessage(settings('hang_up'), { leadName: 'Dana', companyName: 'Acme Roofing' }),
    ).toBeNull();
  });
});
