// The provider to use for each vendor, decided at the moment of use from the settings (provider-selection.ts): the
// live adapter when its credentials are set, the simulated one otherwise. Nothing is cached: entering or clearing
// credentials switches a provider without a restart.
import type { ServiceContext } from '../context/service-context';
import { writeCalendarSetup } from '../settings/calendar-store';
import { type EngineSettings, engineSettings } from '../settings/live-settings';
import type { CalendarProvider } from './calendar/calendar-provider';
import { createGoogleCalendar, type GoogleCalendar } from './calendar/google-calendar';
import { googleTokenJson } from './calendar/google-oauth-client';
import { createSimulatedCalendar } from './calendar/simulated-calendar';
import { createElevenLabsCatalog } from './elevenlabs/elevenlabs-catalog';
import { createSimulatedVoiceCatalog } from './elevenlabs/simulated-voice-catalog';
import type { VoiceCatalog } from './elevenlabs/voice-catalog';
import type { EmailProvider } from './email/email-provider';
import { createSimulatedEmail } from './email/simulated-email';
import { createSmtpEmail } from './email/smtp-email';
import type { CrmProvider } from './hubspot/crm-provider';
import { createHubspotCrm } from './hubspot/hubspot-crm';
import { createSimulatedCrm } from './hubspot/simulated-crm';
import { type ProviderSettings, selectProvider } from './provider-selection';
import { createSimulatedSms } from './twilio/simulated-sms';
import type { SmsProvider } from './twilio/sms-provider';
import { createTwilioSms } from './twilio/twilio-sms';
import { createSimulatedVoice } from './vapi/simulated-voice';
import { createVapiVoice } from './vapi/vapi-voice';
import type { VoiceProvider } from './vapi/voice-provider';

/** VAPI, or the simulated voice (its calls told in the business zone, ending as simulated_call_outcomes says). */
export async function voiceProvider(
  ctx: ServiceContext,
  settings: Pick<EngineSettings, 'timeZone' | 'simulatedOutcomes'>,
): Promise<VoiceProvider> {
  const selection = await selectProvider(ctx, 'vapi');
  return selection.mode === 'live'
    ? createVapiVoice(selection.settings, ctx.app.config.vendorUrls.vapi)
    : createSimulatedVoice(ctx, settings.timeZone, settings.simulatedOutcomes);
}

export async function smsProvider(ctx: ServiceContext): Promise<SmsProvider> {
  const selection = await selectProvider(ctx, 'twilio');
  return selection.mode === 'live'
    ? createTwilioSms(selection.settings, ctx.app.config.vendorUrls.twilio)
    : createSimulatedSms();
}

export async function emailProvider(ctx: ServiceContext): Promise<EmailProvider> {
  const selection = await selectProvider(ctx, 'email');
  return selection.mode === 'live' ? createSmtpEmail(selection.settings) : createSimulatedEmail();
}

export async function crmProvider(ctx: ServiceContext): Promise<CrmProvider> {
  const selection = await selectProvider(ctx, 'hubspot');
  return selection.mode === 'live'
    ? createHubspotCrm(selection.settings, ctx.app.config.vendorUrls.hubspot)
    : createSimulatedCrm(ctx);
}

export async function voiceCatalog(ctx: ServiceContext): Promise<VoiceCatalog> {
  const selection = await selectProvider(ctx, 'elevenlabs');
  return selection.mode === 'live'
    ? createElevenLabsCatalog(selection.settings, ctx.app.config.vendorUrls.elevenlabs)
    : createSimulatedVoiceCatalog();
}

/** The Google endpoints of the configuration (GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_CALENDAR_BASE_URL). */
export const googleUrls = (ctx: ServiceContext) => {
  const urls = ctx.app.config.vendorUrls;
  return { oauth: urls.googleOAuth, token: urls.googleToken, calendar: urls.googleCalendar };
};

/**
 * The live calendar on the stored client and token; a token it refreshes replaces the stored one through `ctx`
 * (in the caller's transaction when there is one).
 */
export async function googleCalendar(
  ctx: ServiceContext,
  settings: ProviderSettings['calendar'],
): Promise<GoogleCalendar> {
  const { calendarId } = await engineSettings(ctx);
  return createGoogleCalendar({ ...settings, calendarId }, googleUrls(ctx), {
    now: () => ctx.now,
    saveToken: async (token) => {
      await writeCalendarSetup(ctx, { tokenJson: googleTokenJson(token) });
      ctx.log.info('Google Calendar access token refreshed');
    },
  });
}

/** Google once the calendar is authorized (credentials and a token stored), the appointments table until then. */
export async function calendarProvider(ctx: ServiceContext): Promise<CalendarProvider> {
  const selection = await selectProvider(ctx, 'calendar');
  return selection.mode === 'live'
    ? await googleCalendar(ctx, selection.settings)
    : createSimulatedCalendar(ctx);
}
