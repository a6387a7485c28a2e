import { configKeyDefinition, KNOWN_CONFIG_KEYS, validateConfigValue } from '@callops/contracts/settings';
import { initialConfigValue } from './initial-values';

const env = {
  jwtTtlSeconds: 12 * 3600,
  loginThrottle: { maxFailures: 7, windowSeconds: 900 },
  businessTimezone: 'Europe/Paris',
};
const definition = (key: string) => {
  const found = configKeyDefinition(key);
  if (!found) throw new Error(`unknown key ${key}`);
  return found;
};

describe('initialConfigValue', () => {
  it('takes the session lifetime, sign-in attempts and time zone from the environment', () => {
    expect(initialConfigValue(definition('session_lifetime_minutes'), env)).toBe('720');
    expect(initialConfigValue(definition('login_max_attempts'), env)).toBe('7');
    expect(initialConfigValue(definition('business_timezone'), env)).toBe('Europe/Paris');
  });

  it('keeps environment values inside the setting range', () => {
    expect(initialConfigValue(definition('session_lifetime_minutes'), { ...env, jwtTtlSeconds: 60 })).toBe(
      '5',
    );
    expect(
      initialConfigValue(definition('login_max_attempts'), {
        ...env,
        loginThrottle: { maxFailures: 1000 },
      }),
    ).toBe('100');
  });

  it('uses the contract default otherwise, and every initial value passes its own check', () => {
    expect(initialConfigValue(definition('calling_hours_start'), env)).toBe('09:00');
    expect(initialConfigValue(definition('vapi_api_key'), env)).toBe('');
    for (const d of KNOWN_CONFIG_KEYS)
      expect([d.key, validateConfigValue(d.key, initialConfigValue(d, env))]).toEqual([d.key, null]);
  });
});
