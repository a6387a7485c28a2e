import {
  calendarAuthCodeRequestSchema,
  calendarCredentialsRequestSchema,
  calendarNextStep,
  calendarTokenRequestSchema,
  SETUP_JSON_MAX_LENGTH,
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
  it('takes the credentials as a file or as text, each within the size limit', () => {
    expect(calendarCredentialsRequestSchema.safeParse({ credentials_json: '{"web":{}}' }).success).toBe(true);
    expect(calendarCredentialsRequestSchema.safeParse({ file: new Blob(['{}']) }).success).toBe(true);
    expect(calendarCredentialsRequestSchema.safeParse({ file: '{"web":{}}' }).success).toBe(true);
    const huge = 'x'.repeat(SETUP_JSON_MAX_LENGTH + 1);
    expect(calendarCredentialsRequestSchema.safeParse({ credentials_json: huge }).success).toBe(false);
    expect(calendarTokenRequestSchema.safeParse({ token_json: huge }).success).toBe(false);
  });
  it('needs a code and the state of the consent URL', () => {
    expect(calendarAuthCodeRequestSchema.safeParse({ code: ' ', state: 's' }).success).toBe(false);
    expect(calendarAuthCodeRequestSchema.safeParse({ code: '4/0Ab' }).success).toBe(false);
    expect(calendarAuthCodeRequestSchema.safeParse({ code: '4/0Ab', state: 'x'.repeat(513) }).success).toBe(
      false,
    );
    expect(calendarAuthCodeRequestSchema.parse({ code: ' 4/0Ab ', state: 'v1.s' })).toEqual({
      code: '4/0Ab',
      state: 'v1.s',
    });
  });
});
