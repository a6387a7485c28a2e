import { isDevOnlyRoute, ROUTE_FACTS } from '@callops/shell';
import manifest from './manifest';

describe('settings manifest', () => {
  it('offers every settings page of spec §2, each with a page', () => {
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
      '/settings/audit-log',
    ]);
    for (const route of manifest.routes) {
      expect(route.page).toBeDefined();
    }
  });

  it('keeps only General, App Configuration and Audit Log in production (by the route table)', () => {
    const production = manifest.routes.filter((r) => !isDevOnlyRoute(ROUTE_FACTS[r.path])).map((r) => r.path);
    expect(production).toEqual(['/settings/general', '/settings/profile', '/settings/audit-log']);
  });
});
