import { PROVIDERS } from '@callops/contracts/console';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { selectProvider } from './provider-selection';

const LIVE_SETTINGS: Record<string, string> = {
  vapi_api_key: 'vapi-key-0123456789',
  vapi_assistant_id: 'asst_123',
  vapi_phone_number_id: 'pn_456',
  twilio_account_sid: 'AC0123456789',
  twilio_auth_token: 'twilio-token-0123456789',
  twilio_from_number: '+14165550100',
  elevenlabs_api_key: 'xi-key-0123456789',
  smtp_host: 'smtp.example.com',
  smtp_from: 'bookings@example.com',
  hubspot_access_token: 'pat-na1-0123456789',
};
const CREDENTIALS = JSON.stringify({
  web: {
    client_id: 'cid.apps.googleusercontent.com',
    client_secret: 'GOCSPX-x',
    redirect_uris: ['http://localhost'],
  },
});

describe('provider selection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const set = async (key: string, value: string) => {
    const res = await t.call({ method: 'PUT', url: `/api/v1/app-config/${key}`, payload: { value } });
    expect(res.statusCode).toBe(200);
  };
  const consoleConfig = async () =>
    (await t.call({ method: 'GET', url: '/console-config.json', as: null })).json();
  const select = <P extends (typeof PROVIDERS)[number]>(provider: P) =>
    selectProvider(t.systemContext(), provider);

  it('starts with every provider simulated and MOCK on', async () => {
    const config = await consoleConfig();
    expect(config.mock).toBe(true);
    expect(Object.values(config.providers)).toEqual(PROVIDERS.map(() => 'simulated'));
    expect(await select('vapi')).toEqual({ mode: 'simulated' });
  });

  it('turns VAPI live once all its credentials are set, read at the moment of asking', async () => {
    await set('vapi_api_key', LIVE_SETTINGS.vapi_api_key as string);
    await set('vapi_assistant_id', 'asst_123');
    expect((await consoleConfig()).providers.vapi).toBe('simulated');
    await set('vapi_phone_number_id', 'pn_456');
    const config = await consoleConfig();
    expect(config.providers.vapi).toBe('live');
    expect(config.mock).toBe(true);
    expect(await select('vapi')).toEqual({
      mode: 'live',
      settings: {
        apiKey: 'vapi-key-0123456789',
        assistantId: 'asst_123',
        phoneNumberId: 'pn_456',
        webhookSecret: null,
        webhookAuth: 'x-vapi-secret',
        model: { provider: 'openai', model: 'gpt-4o' },
        voicemailDetectionProvider: 'vapi',
      },
    });
  });

  it('turns MOCK off when no provider is simulated, and back on when credentials are cleared', async () => {
    for (const [key, value] of Object.entries(LIVE_SETTINGS)) await set(key, value);
    expect((await consoleConfig()).providers.calendar).toBe('simulated');
    await t.call({
      method: 'POST',
      url: '/api/v1/calendar/credentials',
      payload: { credentials_json: CREDENTIALS },
    });
    expect((await consoleConfig()).providers.calendar).toBe('simulated');
    await t.call({
      method: 'POST',
      url: '/api/v1/calendar/set-token',
      payload: { token_json: '{"refresh_token":"1//r"}' },
    });
    const allLive = await consoleConfig();
    expect(allLive.providers).toEqual(Object.fromEntries(PROVIDERS.map((p) => [p, 'live'])));
    expect(allLive.mock).toBe(false);

    const email = await select('email');
    expect(email).toEqual({
      mode: 'live',
      settings: {
        host: 'smtp.example.com',
        port: 587,
        user: null,
        password: null,
        from: 'bookings@example.com',
        secure: false,
      },
    });
    const calendar = await select('calendar');
    expect(calendar.mode === 'live' && calendar.settings.token.refreshToken).toBe('1//r');

    await set('vapi_api_key', '');
    const cleared = await consoleConfig();
    expect(cleared.providers.vapi).toBe('simulated');
    expect(cleared.mock).toBe(true);
    expect(await select('vapi')).toEqual({ mode: 'simulated' });
  });

  it('reports the business time zone setting as it is now', async () => {
    expect((await consoleConfig()).businessTimezone).toBe('America/Toronto');
    await set('business_timezone', 'Europe/Paris');
    expect((await consoleConfig()).businessTimezone).toBe('Europe/Paris');
  });
});
