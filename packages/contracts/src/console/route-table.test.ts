import { endpoints } from '../endpoints';
import {
  isDevOnlyRoute,
  isPublicRoute,
  NAV_SECTIONS,
  type NavRouteFacts,
  openingReadsOf,
  ROUTE_FACTS,
  routeFactsOf,
} from './route-table';

const navEntries = Object.entries(ROUTE_FACTS).flatMap(([path, facts]): [string, NavRouteFacts][] =>
  isPublicRoute(facts) ? [] : [[path, facts]],
);

describe('ROUTE_FACTS', () => {
  const entries = navEntries;

  it('places every entry in a known section', () => {
    const sections = new Set<string>(NAV_SECTIONS.map((s) => s.id));
    for (const [, entry] of entries) expect(sections.has(entry.section)).toBe(true);
  });

  it('gives entries of one section distinct positions', () => {
    for (const { id } of NAV_SECTIONS) {
      const orders = entries.filter(([, e]) => e.section === id).map(([, e]) => e.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('lists the sidebar of spec §2 in its order, with Live Calls, Caller IDs and the do-not-call list (beyond the spec) among the operations', () => {
    const sectionIndex = (id: string) => NAV_SECTIONS.findIndex((s) => s.id === id);
    const labels = entries
      .map(([, e]) => e)
      .sort((a, b) => sectionIndex(a.section) - sectionIndex(b.section) || a.order - b.order)
      .map((e) => e.label);
    expect(labels).toEqual([
      'Dashboard',
      'Voice',
      'Calendar',
      'Jobs Manager',
      'Live Calls',
      'Caller IDs',
      'Real-time Stats',
      'Call Recordings',
      'Do Not Call List',
      'No Answer Call Testing',
      'Reminder Call Testing',
      'Reminder Email/SMS',
      'Latest Jobs',
      'Latest Calls',
      'Latest Companies',
      'Latest Appointments',
      'Hubspot Leads',
      'DB Leads',
      'Lead Kanban',
      'Database Management',
      'Users',
      'Danger Zone',
      'System Health',
      'Settings Manager',
      'VAPI',
      'Instructions',
      'Twilio',
      'ElevenLabs',
      'Scheduling',
      'Email',
      'Database',
      'General',
      'App Configuration',
      'Audit Log',
    ]);
  });
});

describe('development-only entries', () => {
  it('leave production the first group (with the do-not-call list), the Testing section, General and App Configuration (spec §2), the Audit Log and System Health', () => {
    const production = Object.entries(ROUTE_FACTS)
      .filter(([, facts]) => !isDevOnlyRoute(facts))
      .map(([path]) => path);
    expect(production).toEqual([
      '/',
      '/voice',
      '/calendar',
      '/jobs',
      '/live-calls',
      '/caller-ids',
      '/stats',
      '/calls-summary',
      '/do-not-call',
      '/testing/no-answer',
      '/testing/reminder',
      '/testing/reminder-notify',
      '/system-health',
      '/settings/general',
      '/settings/profile',
      '/settings/audit-log',
      '/auth/calendar/callback',
    ]);
  });
});

describe('public routes', () => {
  it('are the calendar callback only (spec §2: outside the protected area)', () => {
    const publicPaths = Object.entries(ROUTE_FACTS)
      .filter(([, facts]) => isPublicRoute(facts))
      .map(([path]) => path);
    expect(publicPaths).toEqual(['/auth/calendar/callback']);
  });
});

describe('routeFactsOf', () => {
  it('knows the paths of the table and no other', () => {
    expect(routeFactsOf('/users')).toBe(ROUTE_FACTS['/users']);
    expect(routeFactsOf('/settings/experimental')).toBeUndefined();
    expect(routeFactsOf('toString')).toBeUndefined();
  });
});

describe('opening reads', () => {
  it('are none on a development-only page, whose routes a production server does not have', () => {
    for (const [, facts] of navEntries) if (isDevOnlyRoute(facts)) expect(facts.reads ?? []).toEqual([]);
  });

  it('are GETs a client can make without input, so one URL names each', () => {
    for (const [, facts] of navEntries) {
      for (const read of facts.reads ?? []) {
        expect({ path: read.path, method: read.method, params: read.params, body: read.body }).toEqual({
          path: read.path,
          method: 'GET',
          params: undefined,
          body: undefined,
        });
      }
    }
  });

  it("are the Dashboard's live jobs and statistics, App Configuration's settings and admin phones", () => {
    expect(openingReadsOf('/')).toEqual([endpoints.jobs.active, endpoints.stats.combined]);
    expect(openingReadsOf('/settings/profile')).toEqual([
      endpoints.appConfig.list,
      endpoints.adminPhones.list,
    ]);
    expect(openingReadsOf('/jobs')).toEqual([]);
    // Every other page whose first render reads without input (each its page's own hook, under the same key).
    expect(openingReadsOf('/live-calls')).toEqual([endpoints.calls.inProgress]);
    expect(openingReadsOf('/caller-ids')).toEqual([endpoints.callerIds.list]);
    expect(openingReadsOf('/voice')).toEqual([endpoints.voices.list]);
    expect(openingReadsOf('/calendar')).toEqual([endpoints.calendar.authStatus]);
    expect(openingReadsOf('/settings/general')).toEqual([endpoints.calendar.authStatus]);
    expect(openingReadsOf('/system-health')).toEqual([endpoints.systemHealth.get]);
    expect(openingReadsOf('/nowhere')).toEqual([]);
  });
});
