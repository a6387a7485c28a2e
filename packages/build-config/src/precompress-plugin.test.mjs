import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedVariants, PRECOMPRESS_PATTERN } from './precompress-plugin.mjs';

describe('compressedVariants', () => {
  it('gives a brotli and a gzip copy that decompress to the original', async () => {
    const original = Buffer.from('export const rows = [1, 2, 3];\n'.repeat(200));
    const variants = Object.fromEntries(await compressedVariants(original));
    expect(Object.keys(variants)).toEqual(['.br', '.gz']);
    expect(brotliDecompressSync(variants['.br']).equals(original)).toBe(true);
    expect(gunzipSync(variants['.gz']).equals(original)).toBe(true);
    expect(variants['.br'].length).toBeLessThan(variants['.gz'].length);
  });

  it('gives nothing for content that does not get smaller', async () => {
    const random = randomBytes(2048);
    expect(await compressedVariants(random)).toEqual([]);
  });

  it('applies to the text files of a build only', () => {
    for (const name of ['main.0a1b2c.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.css'])
      expect(PRECOMPRESS_PATTERN.test(name)).toBe(true);
    for (const name of ['logo.png', 'ring.wav', 'main.js.br', 'main.js.gz'])
      expect(PRECOMPRESS_PATTERN.test(name)).toBe(false);
  });
});
