import { createCipher } from './cipher';

describe('cipher', () => {
  const cipher = createCipher('k'.repeat(40));

  it('round-trips and never stores the plain text', () => {
    const stored = cipher.encrypt('sk_live_1234567890');
    expect(stored).not.toContain('sk_live');
    expect(cipher.isEncrypted(stored)).toBe(true);
    expect(cipher.decrypt(stored)).toBe('sk_live_1234567890');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a value encrypted under another key or tampered with', () => {
    const other = createCipher('o'.repeat(40)).encrypt('secret');
    expect(() => cipher.decrypt(other)).toThrow();
    const stored = cipher.encrypt('secret');
    const tampered = `${stored.slice(0, -4)}AAAA`;
    expect(() => cipher.decrypt(tampered)).toThrow();
  });
});
