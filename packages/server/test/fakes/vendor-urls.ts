import { type AppConfig, buildConfig, parseEnv } from '../../src/config';

/**
 * The vendor base URLs exactly as the server reads them, from environment variables (VAPI_BASE_URL, …): tests point
 * the adapters at the fakes through configuration, as an operator would point them at a proxy or a sandbox.
 */
export function vendorUrlsFrom(env: Record<string, string>): AppConfig['vendorUrls'] {
  const secrets = { jwtSecret: 'j'.repeat(40), secretKey: 's'.repeat(40), adminPassword: undefined };
  return buildConfig(parseEnv(env), env, secrets).vendorUrls;
}
