import { type FakeElevenLabsOptions, startFakeElevenLabs } from './fake-elevenlabs';
import { type FakeGoogleOptions, startFakeGoogle } from './fake-google';
import { type FakeHubspotOptions, startFakeHubspot } from './fake-hubspot';
import { type FakeTwilioOptions, startFakeTwilio } from './fake-twilio';
import { type FakeVapiOptions, startFakeVapi } from './fake-vapi';

export * from './fake-elevenlabs';
export * from './fake-google';
export * from './fake-http-server';
export * from './fake-hubspot';
export * from './fake-smtp';
export * from './fake-twilio';
export * from './fake-vapi';
export * from './vendor-urls';

export interface FakeVendorsOptions {
  vapi: FakeVapiOptions;
  twilio: FakeTwilioOptions;
  elevenlabs: FakeElevenLabsOptions;
  hubspot: FakeHubspotOptions;
  google?: FakeGoogleOptions;
}

/**
 * Every HTTP vendor at once, with the environment that points the server at them (VAPI_BASE_URL, …): for a test
 * that runs the whole app live against the fakes. SMTP has no base URL; start it with startFakeSmtp and set the
 * smtp_host/smtp_port settings.
 */
export async function startFakeVendors(options: FakeVendorsOptions) {
  const [vapi, twilio, elevenlabs, hubspot, google] = await Promise.all([
    startFakeVapi(options.vapi),
    startFakeTwilio(options.twilio),
    startFakeElevenLabs(options.elevenlabs),
    startFakeHubspot(options.hubspot),
    startFakeGoogle(options.google),
  ]);
  return {
    vapi,
    twilio,
    elevenlabs,
    hubspot,
    google,
    env: {
      VAPI_BASE_URL: vapi.url,
      TWILIO_BASE_URL: twilio.url,
      ELEVENLABS_BASE_URL: elevenlabs.url,
      HUBSPOT_BASE_URL: hubspot.url,
      ...google.env,
    },
    close: async () => {
      await Promise.all([vapi.close(), twilio.close(), elevenlabs.close(), hubspot.close(), google.close()]);
    },
  };
}
