import type { EngineSettings } from '../../settings/live-settings';

/**
 * The message a cold call leaves at an answering machine, or null when the policy is to hang up. The template's
 * {lead_name}, {company_name} and {business_name} are filled in; an unknown placeholder is left as written, so a typo
 * shows in the transcript rather than vanishing.
 */
export function voicemailMessage(
  settings: Pick<EngineSettings, 'voicemail' | 'businessName'>,
  lead: { leadName: string | null; companyName: string },
): string | null {
  if (settings.voicemail.policy === 'hang_up') return null;
  const values: Record<string, string> = {
    lead_name: lead.leadName?.trim() || lead.companyName,
    company_name: lead.companyName,
    business_name: settings.businessName,
  };
  return settings.voicemail.message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
