import type { RemoteName } from '@callops/contracts/console';
import { ROUTE_FACTS } from '@callops/shell';
import type { RemoteState } from '../remotes/remotes-store';
import { manifest, remoteRoute } from '../test-support/console-fixtures';
import { composeRoutes } from './console-routes';

const ready = (name: RemoteName, routes: Parameters<typeof manifest>[1], generation = 1): RemoteState => ({
  status: 'ready',
  manifest: manifest(name, routes),
  generation,
});

describe('composeRoutes', () => {
  it('mounts public routes outside the layout and the rest inside', () => {
    const routes = composeRoutes(
      {
        'calendar-voice': ready('calendar-voice', [
          remoteRoute('/voice'),
          remoteRoute('/auth/calendar/callback'),
        ]),
      },
      'production',
    );
    expect(routes.protectedRoutes.map((r) => r.route.path)).toEqual(['/voice']);
    expect(routes.publicRoutes.map((r) => r.route.path)).toEqual(['/auth/calendar/callback']);
  });

  it("drops development-only routes in production, by the route table's facts", () => {
    const remotes = {
      settings: ready('settings', [remoteRoute('/settings'), remoteRoute('/settings/general')]),
    };
    expect(composeRoutes(remotes, 'production').protectedRoutes.map((r) => r.route.path)).toEqual([
      '/settings/general',
    ]);
    expect(composeRoutes(remotes, 'development').protectedRoutes.map((r) => r.route.path)).toEqual([
      '/settings',
      '/settings/general',
    ]);
  });

  it('hands each mounted route its facts', () => {
    const routes = composeRoutes({ 'dev-tools': ready('dev-tools', [remoteRoute('/users')]) }, 'development');
    expect(routes.protectedRoutes[0]?.facts).toBe(ROUTE_FACTS['/users']);
  });

  it('reports remotes still loading and remotes that failed', () => {
    const error = new Error('offline');
    const routes = composeRoutes(
      { 'calling-ops': { status: 'failed', error }, settings: { status: 'loading' } },
      'development',
    );
    expect(routes.failed).toEqual([{ name: 'calling-ops', error }]);
    expect(routes.loading).toEqual(['settings']);
    expect(routes.protectedRoutes).toEqual([]);
  });

  it('keeps the first claim of a path and tags routes with their remote and generation', () => {
    const routes = composeRoutes(
      {
        'calling-ops': ready('calling-ops', [remoteRoute('/')], 3),
        'dev-tools': ready('dev-tools', [remoteRoute('/')], 4),
      },
      'development',
    );
    expect(routes.protectedRoutes).toHaveLength(1);
    expect(routes.protectedRoutes[0]).toMatchObject({ remote: 'calling-ops', generation: 3 });
  });
});
