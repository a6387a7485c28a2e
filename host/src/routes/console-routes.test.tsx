import { REMOTE_NAMES } from '@callops/contracts/console';
import { ROUTE_FACTS } from '@callops/shell';
import { composeRoutes } from './console-routes';

const paths = (routes: { path: string }[]) => routes.map((route) => route.path);

describe('composeRoutes', () => {
  it("mounts every page of the registered remotes, public ones outside the layout, without any remote's code", () => {
    const routes = composeRoutes(['calendar-voice'], 'production');
    expect(paths(routes.protectedRoutes)).toEqual(['/voice', '/calendar']);
    expect(paths(routes.publicRoutes)).toEqual(['/auth/calendar/callback']);
  });

  it("drops development-only routes in production, by the route table's facts", () => {
    expect(paths(composeRoutes(['settings'], 'production').protectedRoutes)).toEqual([
      '/settings/general',
      '/settings/profile',
      '/settings/audit-log',
    ]);
    expect(composeRoutes(['settings'], 'development').protectedRoutes).toHaveLength(11);
  });

  it('mounts no page of a remote the console config does not register', () => {
    const routes = composeRoutes(['calling-ops', 'settings'], 'development');
    expect(routes.protectedRoutes.every((route) => ['calling-ops', 'settings'].includes(route.remote))).toBe(
      true,
    );
    expect(routes.publicRoutes).toEqual([]);
    expect(paths(routes.protectedRoutes)).not.toContain('/users');
  });

  it('hands each mounted route its remote and facts, in table order', () => {
    const routes = composeRoutes([...REMOTE_NAMES], 'development');
    expect(routes.protectedRoutes.find((route) => route.path === '/users')).toEqual({
      path: '/users',
      remote: 'dev-tools',
      facts: ROUTE_FACTS['/users'],
    });
    expect([...paths(routes.protectedRoutes), ...paths(routes.publicRoutes)]).toEqual(
      Object.keys(ROUTE_FACTS),
    );
  });
});
