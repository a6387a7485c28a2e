import type { ConfigKeyDefinition } from '@callops/contracts/settings';
import type { AppConfig } from '../../config';

/** The parts of the server configuration that give settings their first value. */
export type InitialConfigSources = Pick<AppConfig, 'jwtTtlSeconds' | 'businessTimezone'> & {
  loginThrottle: Pick<AppConfig['loginThrottle'], 'maxFailures'>;
};

const clamp = (value: number, definition: ConfigKeyDefinition) =>
  Math.min(definition.max ?? value, Math.max(definition.min ?? value, value));

/**
 * The value a known setting starts with on a new database. The environment variables that predate the settings
 * (JWT_TTL_SECONDS, LOGIN_MAX_FAILURES, BUSINESS_TIMEZONE) give the first value; from then on the setting rules.
 */
export function initialConfigValue(definition: ConfigKeyDefinition, config: InitialConfigSources): string {
  switch (definition.key) {
    case 'session_lifetime_minutes':
      return String(clamp(Math.round(config.jwtTtlSeconds / 60), definition));
    case 'login_max_attempts':
      return String(clamp(config.loginThrottle.maxFailures, definition));
    case 'business_timezone':
      return config.businessTimezone;
    default:
      return definition.defaultValue ?? '';
  }
}
