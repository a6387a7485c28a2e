import {
  calendarAuthCodeRequestSchema,
  calendarCredentialsRequestSchema,
  calendarNextStep,
} from './calendar';

describe('calendarNextStep', () => {
  it('asks to authorize when not authorized', () => {
    expect(calendarNextStep({ authorized: false, reason: 'Token missing' })).toBe('authorize');
    expect(calendarNextStep({ authorized: false, reason: null })).toBe('authorize');
  });
  it('asks for credentials when the reason mentions No credentials', () => {
    expect(calendarNextStep({ authorized: false, reason: 'No credentials uploaded' })).toBe(
      'upload-credentials',
    );
  });
  it('refreshes the token on invalid_grant', () => {
    expect(calendarNextStep({ authorized: true, reason: 'invalid_grant: Token has been expired' })).toBe(
      'refresh-token',
    );
  });
  it('is ready otherwise', () => {
    expect(calendarNextStep({ authorized: true, reason: null })).toBe('ready');
  });
});

describe('calendar payloads', () => {
  it('needs a file or credentials text', () => {
    expect(calendarCredentialsRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please select a credentials file first',
    );
    expect(calendarCredentialsRequestSchema.safeParse({ credentials_json: '{"web":{}}' }).success).toBe(true);
    expect(calendarCredentialsRequestSchema.safeParse({ file: new Uint8Array([123, 125]) }).success).toBe(
      true,
    );
  });
  it('needs a code', () => {
    expect(calendarAuthCodeRequestSchema.safeParse({ code: ' ' }).success).toBe(false);
  });
});
