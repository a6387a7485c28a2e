import { parseEnv } from './config';

const production = {
  APP_MODE: 'production',
  JWT_SECRET: 'j'.repeat(40),
  SECRET_KEY: 's'.repeat(40),
  ADMIN_PASSWORD: 'a-long-admin-password',
};

describe('parseEnv in production', () => {
  it('starts with distinct secrets', () => {
    expect(parseEnv(production).APP_MODE).toBe('production');
  });

  it('refuses one value for both JWT_SECRET and SECRET_KEY', () => {
    expect(() => parseEnv({ ...production, SECRET_KEY: production.JWT_SECRET })).toThrow(
      'Production mode needs JWT_SECRET and SECRET_KEY to differ',
    );
  });
});

describe('MEDIA_ORIGINS', () => {
  it("names VAPI's recordings and ElevenLabs' previews by default and takes a comma-separated list of origins", () => {
    expect(parseEnv(production).MEDIA_ORIGINS).toEqual([
      'https://storage.vapi.ai',
      'https://storage.googleapis.com',
    ]);
    expect(
      parseEnv({ ...production, MEDIA_ORIGINS: 'https://a.example/x, https://b.example:8443' }).MEDIA_ORIGINS,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(parseEnv({ ...production, MEDIA_ORIGINS: '' }).MEDIA_ORIGINS).toEqual([]);
  });

  it('refuses what is not an origin', () => {
    expect(() => parseEnv({ ...production, MEDIA_ORIGINS: 'storage.vapi.ai' })).toThrow();
  });
});
