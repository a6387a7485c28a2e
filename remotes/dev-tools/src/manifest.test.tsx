import { isDevOnlyRoute, ROUTE_FACTS } from '@callops/shell';
import manifest from './manifest';

describe('dev-tools manifest', () => {
  it('offers the data tables, Database Management, Users and the Danger Zone, each with a page', () => {
    expect(manifest.name).toBe('dev-tools');
    expect(manifest.routes.map((r) => r.path)).toEqual([
      '/data/latest-jobs',
      '/data/latest-calls',
      '/data/latest-companies',
      '/data/latest-appointments',
      '/database-management',
      '/users',
      '/danger-zone',
    ]);
    for (const route of manifest.routes) {
      expect(route.page).toBeDefined();
    }
  });

  it('is development only, every page of it', () => {
    expect(manifest.routes.filter((r) => !isDevOnlyRoute(ROUTE_FACTS[r.path]))).toEqual([]);
  });
});
