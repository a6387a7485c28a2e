import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DevSecrets {
  jwtSecret: string;
  secretKey: string;
  adminPassword: string;
}

/**
 * In development, secrets that the environment does not set are generated once per data folder and kept in
 * `<dataDir>/secrets.json` (mode 0600), so tokens and encrypted settings survive restarts. Production never
 * comes here: it requires them from the environment.
 */
export function loadOrCreateDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: DevSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    secretKey: randomBytes(48).toString('base64url'),
    adminPassword: randomBytes(9).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
