import { NAV_ENTRIES } from '@callops/shell';
import manifest from './manifest';

describe('settings manifest', () => {
  it('offers every settings page of spec §2 with its sidebar entry', () => {
    expect(manifest.name).toBe('settings');
    expect(manifest.routes.map((r) => r.path)).toEqual([
      '/settings',
      '/settings/vapi',
      '/settings/instructions',
      '/settings/twilio',
      '/settings/elevenlabs',
      '/settings/scheduling',
      '/settings/email',
      '/settings/database',
      '/settings/general',
      '/settings/profile',
    ]);
    for (const route of manifest.routes) {
      const placement = NAV_ENTRIES[route.path as keyof typeof NAV_ENTRIES];
      expect(route.nav).toMatchObject(placement);
    }
  });

  it('keeps only General and App Configuration in production', () => {
    const production = manifest.routes.filter((r) => !r.devOnly).map((r) => r.path);
    expect(production).toEqual(['/settings/general', '/settings/profile']);
  });
});
