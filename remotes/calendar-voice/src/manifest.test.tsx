import { isDevOnlyRoute, isPublicRoute, ROUTE_FACTS } from '@callops/shell';
import manifest from './manifest';

describe('calendar-voice manifest', () => {
  it('offers the Voice Manager, the Calendar Manager and the public calendar callback', () => {
    expect(manifest.name).toBe('calendar-voice');
    expect(manifest.routes.map((r) => r.path)).toEqual(['/voice', '/calendar', '/auth/calendar/callback']);
    for (const route of manifest.routes) {
      expect(route.page).toBeDefined();
      expect(isDevOnlyRoute(ROUTE_FACTS[route.path])).toBe(false);
    }
    expect(manifest.routes.filter((r) => isPublicRoute(ROUTE_FACTS[r.path])).map((r) => r.path)).toEqual([
      '/auth/calendar/callback',
    ]);
  });
});
