import { cacheControlFor } from './asset-caching';

describe('cacheControlFor', () => {
  it('has entry files and HTML revalidated on every load', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('help.html')).toBe('no-cache');
  });
  it('keeps content-hashed files for a year and other files revalidated', () => {
    expect(cacheControlFor('/x/static/js/main.3f9a1c2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/favicon.ico')).toBe('no-cache');
  });
});
