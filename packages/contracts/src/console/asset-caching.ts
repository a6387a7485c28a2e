const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const HASHED = /\.[0-9a-f]{8,}\./;

/**
 * The Cache-Control of a built web file, wherever it is served from (the API server, a remote's own origin):
 * entry files are re-checked on every load, so a redeployed remote is picked up; hashed chunks never change.
 */
export function cacheControlFor(filePath: string): string {
  const base = filePath.slice(filePath.lastIndexOf('/') + 1);
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html')) return 'no-cache';
  return HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
