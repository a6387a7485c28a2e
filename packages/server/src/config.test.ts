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
