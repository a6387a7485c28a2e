import { isDevOnlyRoute, ROUTE_FACTS } from '@callops/shell';
import manifest from './manifest';

describe('leads-crm manifest', () => {
  it('offers the leads pages, each with a page, all development only', () => {
    expect(manifest.name).toBe('leads-crm');
    expect(manifest.routes.map((r) => r.path)).toEqual(['/leads', '/db-leads', '/lead-kanban']);
    for (const route of manifest.routes) {
      expect(route.page).toBeDefined();
      expect(isDevOnlyRoute(ROUTE_FACTS[route.path])).toBe(true);
    }
  });
});
