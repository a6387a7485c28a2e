import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

export interface Cipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  isEncrypted(stored: string): boolean;
}

/** AES-256-GCM under a key derived from SECRET_KEY; stored as `enc:v1:<iv>:<tag>:<ciphertext>` (base64). */
export function createCipher(secretKey: string): Cipher {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'callops-console', 'app-secrets-v1', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) throw new Error('Value is not encrypted');
      const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
      if (!iv || !tag || data === undefined) throw new Error('Malformed encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
    isEncrypted: (stored) => stored.startsWith(PREFIX),
  };
}
