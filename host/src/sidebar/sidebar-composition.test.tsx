import { isPublicRoute, ROUTE_FACTS, type RoutePath } from '@callops/shell';
import type { RemoteState } from '../remotes/remotes-store';
import { composeRoutes } from '../routes/console-routes';
import { manifest, remoteRoute } from '../test-support/console-fixtures';
import { composeSidebar } from './sidebar-composition';

const allPaths = (Object.keys(ROUTE_FACTS) as RoutePath[]).filter(
  (path) => !isPublicRoute(ROUTE_FACTS[path]),
);
const owner = (path: RoutePath) => {
  if (path.startsWith('/settings')) return 'settings' as const;
  if (path === '/voice' || path === '/calendar') return 'calendar-voice' as const;
  if (['/leads', '/db-leads', '/lead-kanban'].includes(path)) return 'leads-crm' as const;
  if (path.startsWith('/data') || ['/database-management', '/users', '/danger-zone'].includes(path)) {
    return 'dev-tools' as const;
  }
  return 'calling-ops' as const;
};

/** Every remote with every page of the spec, listed in reverse so order must come from the host. */
const everyPage = (): Partial<Record<ReturnType<typeof owner>, RemoteState>> => {
  const remotes: Partial<Record<ReturnType<typeof owner>, RemoteState>> = {};
  for (const path of [...allPaths].reverse()) {
    const name = owner(path);
    const current = remotes[name];
    const routes = current?.status === 'ready' ? current.manifest.routes : [];
    remotes[name] = {
      status: 'ready',
      manifest: manifest(name, [...routes, remoteRoute(path)]),
      generation: 1,
    };
  }
  return remotes;
};

const render = (groups: ReturnType<typeof composeSidebar>) =>
  groups.map((g) =>
    g.label
      ? `${g.label}: ${g.items.map((i) => i.label).join(', ')}`
      : g.items.map((i) => i.label).join(', '),
  );

describe('composeSidebar', () => {
  it('shows the development sidebar of spec §2 in the host order (with the do-not-call list, beyond the spec)', () => {
    expect(render(composeSidebar(composeRoutes(everyPage(), 'development').protectedRoutes))).toEqual([
      'Dashboard',
      'Manager: Voice, Calendar',
      'Jobs Manager, Real-time Stats, Call Recordings, Do Not Call List',
      'Testing: No Answer Call Testing, Reminder Call Testing, Reminder Email/SMS',
      'Data Management: Latest Jobs, Latest Calls, Latest Companies, Latest Appointments',
      'Hubspot Leads, DB Leads, Lead Kanban',
      'Database Management, Users, Danger Zone',
      'Settings: Settings Manager, VAPI, Instructions, Twilio, ElevenLabs, Scheduling, Email, Database, General, App Configuration',
    ]);
  });

  it('shows the production sidebar of spec §2 (with the do-not-call list, beyond the spec)', () => {
    expect(render(composeSidebar(composeRoutes(everyPage(), 'production').protectedRoutes))).toEqual([
      'Dashboard',
      'Manager: Voice, Calendar',
      'Jobs Manager, Real-time Stats, Call Recordings, Do Not Call List',
      'Testing: No Answer Call Testing, Reminder Call Testing, Reminder Email/SMS',
      'Settings: General, App Configuration',
    ]);
  });

  it('lists only entries some loaded manifest provides, and leaves empty sections out', () => {
    const routes = composeRoutes(
      {
        'calling-ops': {
          status: 'ready',
          manifest: manifest('calling-ops', [remoteRoute('/jobs'), remoteRoute('/auth/calendar/callback')]),
          generation: 1,
        },
        settings: { status: 'failed', error: new Error('offline') },
      },
      'development',
    );
    expect(render(composeSidebar(routes.protectedRoutes))).toEqual(['Jobs Manager']);
  });

  it('labels each entry from the route table, with the icon and the page loader the manifest gives, linked to its path', () => {
    const icon = <span>icon</span>;
    const voice = remoteRoute('/voice', { icon });
    const groups = composeSidebar(
      composeRoutes(
        {
          'calendar-voice': {
            status: 'ready',
            manifest: manifest('calendar-voice', [voice]),
            generation: 1,
          },
        },
        'development',
      ).protectedRoutes,
    );
    expect(groups).toEqual([
      {
        id: 'manager',
        label: 'Manager',
        items: [{ path: '/voice', label: 'Voice', icon, preload: voice.page.preload }],
      },
    ]);
  });
});
