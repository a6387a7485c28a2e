import { auditLogEndpoints } from '../audit-log/endpoints';
import { calendarEndpoints } from '../calendar/endpoints';
import { callerIdEndpoints } from '../caller-ids/endpoints';
import { callEndpoints } from '../calls/endpoints';
import type { Endpoint } from '../core/endpoint';
import { jobEndpoints } from '../jobs/endpoints';
import { adminPhoneEndpoints } from '../settings/admin-phone-endpoints';
import { appConfigEndpoints } from '../settings/endpoints';
import { statsEndpoints } from '../stats/endpoints';
import { systemHealthEndpoints } from '../system-health/endpoints';
import { voiceEndpoints } from '../voices/endpoints';
import type { RemoteName } from './console-config';

/**
 * The sidebar of spec §2, owned by the host: groups in this order. A group with a label is a collapsible
 * section; one without shows its entries at the top level.
 */
export const NAV_SECTIONS = [
  { id: 'overview' },
  { id: 'manager', label: 'Manager' },
  { id: 'operations' },
  { id: 'testing', label: 'Testing' },
  { id: 'data', label: 'Data Management' },
  { id: 'leads' },
  { id: 'admin' },
  { id: 'settings', label: 'Settings' },
] as const satisfies readonly { id: string; label?: string }[];

export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

/** A page inside the protected layout, with its sidebar entry. */
export interface NavRouteFacts {
  /** The remote whose manifest provides the page: the host loads it when the page is first wanted. */
  remote: RemoteName;
  section: NavSectionId;
  label: string;
  /** Position inside the section, ascending. */
  order: number;
  /** Spec §2: development only; the host drops the page and its entry in production. */
  devOnly?: boolean;
  /**
   * The reads the page opens with, each a GET without input: the page's code makes them under the same keys, and
   * they start before it loads (the served page starts them while the host boots; the host, once the user is
   * known). A read the user may not make is never asked by the host. None for a development-only page: the served
   * page's script asks them in production too, where their routes do not exist.
   */
  reads?: readonly Endpoint[];
}

/** A page outside the protected layout: no sign-in needed and no sidebar entry (the calendar callback). */
export interface PublicRouteFacts {
  remote: RemoteName;
  public: true;
}

export type RouteFacts = NavRouteFacts | PublicRouteFacts;

const ROUTE_TABLE = {
  '/': {
    remote: 'calling-ops',
    section: 'overview',
    label: 'Dashboard',
    order: 10,
    reads: [jobEndpoints.active, statsEndpoints.combined],
  },
  '/voice': {
    remote: 'calendar-voice',
    section: 'manager',
    label: 'Voice',
    order: 10,
    reads: [voiceEndpoints.list],
  },
  '/calendar': {
    remote: 'calendar-voice',
    section: 'manager',
    label: 'Calendar',
    order: 20,
    reads: [calendarEndpoints.authStatus],
  },
  '/jobs': { remote: 'calling-ops', section: 'operations', label: 'Jobs Manager', order: 10 },
  // Beyond the spec: the live call desk (issue 40), production too.
  '/live-calls': {
    remote: 'calling-ops',
    section: 'operations',
    label: 'Live Calls',
    order: 15,
    reads: [callEndpoints.inProgress],
  },
  // Beyond the spec: the caller-ID pool and its numbers' health (issue 41), production too.
  '/caller-ids': {
    remote: 'calling-ops',
    section: 'operations',
    label: 'Caller IDs',
    order: 17,
    reads: [callerIdEndpoints.list],
  },
  '/stats': { remote: 'calling-ops', section: 'operations', label: 'Real-time Stats', order: 20 },
  '/calls-summary': { remote: 'calling-ops', section: 'operations', label: 'Call Recordings', order: 30 },
  // Beyond the spec: calling compliance (production too).
  '/do-not-call': { remote: 'calling-ops', section: 'operations', label: 'Do Not Call List', order: 40 },
  '/testing/no-answer': {
    remote: 'calling-ops',
    section: 'testing',
    label: 'No Answer Call Testing',
    order: 10,
  },
  '/testing/reminder': {
    remote: 'calling-ops',
    section: 'testing',
    label: 'Reminder Call Testing',
    order: 20,
  },
  '/testing/reminder-notify': {
    remote: 'calling-ops',
    section: 'testing',
    label: 'Reminder Email/SMS',
    order: 30,
  },
  '/data/latest-jobs': {
    remote: 'dev-tools',
    section: 'data',
    label: 'Latest Jobs',
    order: 10,
    devOnly: true,
  },
  '/data/latest-calls': {
    remote: 'dev-tools',
    section: 'data',
    label: 'Latest Calls',
    order: 20,
    devOnly: true,
  },
  '/data/latest-companies': {
    remote: 'dev-tools',
    section: 'data',
    label: 'Latest Companies',
    order: 30,
    devOnly: true,
  },
  '/data/latest-appointments': {
    remote: 'dev-tools',
    section: 'data',
    label: 'Latest Appointments',
    order: 40,
    devOnly: true,
  },
  '/leads': { remote: 'leads-crm', section: 'leads', label: 'Hubspot Leads', order: 10, devOnly: true },
  '/db-leads': { remote: 'leads-crm', section: 'leads', label: 'DB Leads', order: 20, devOnly: true },
  '/lead-kanban': {
    remote: 'leads-crm',
    section: 'leads',
    label: 'Lead Kanban',
    order: 30,
    devOnly: true,
  },
  '/database-management': {
    remote: 'dev-tools',
    section: 'admin',
    label: 'Database Management',
    order: 10,
    devOnly: true,
  },
  '/users': { remote: 'dev-tools', section: 'admin', label: 'Users', order: 20, devOnly: true },
  '/danger-zone': {
    remote: 'dev-tools',
    section: 'admin',
    label: 'Danger Zone',
    order: 30,
    devOnly: true,
  },
  // Beyond the spec: for admins, in production too (issue 39).
  '/system-health': {
    remote: 'calling-ops',
    section: 'admin',
    label: 'System Health',
    order: 40,
    reads: [systemHealthEndpoints.get],
  },
  '/settings': {
    remote: 'settings',
    section: 'settings',
    label: 'Settings Manager',
    order: 10,
    devOnly: true,
  },
  '/settings/vapi': { remote: 'settings', section: 'settings', label: 'VAPI', order: 20, devOnly: true },
  '/settings/instructions': {
    remote: 'settings',
    section: 'settings',
    label: 'Instructions',
    order: 30,
    devOnly: true,
  },
  '/settings/twilio': { remote: 'settings', section: 'settings', label: 'Twilio', order: 40, devOnly: true },
  '/settings/elevenlabs': {
    remote: 'settings',
    section: 'settings',
    label: 'ElevenLabs',
    order: 50,
    devOnly: true,
  },
  '/settings/scheduling': {
    remote: 'settings',
    section: 'settings',
    label: 'Scheduling',
    order: 60,
    devOnly: true,
  },
  '/settings/email': { remote: 'settings', section: 'settings', label: 'Email', order: 70, devOnly: true },
  '/settings/database': {
    remote: 'settings',
    section: 'settings',
    label: 'Database',
    order: 80,
    devOnly: true,
  },
  '/settings/general': {
    remote: 'settings',
    section: 'settings',
    label: 'General',
    order: 90,
    reads: [calendarEndpoints.authStatus],
  },
  '/settings/profile': {
    remote: 'settings',
    section: 'settings',
    label: 'App Configuration',
    order: 100,
    reads: [appConfigEndpoints.list, adminPhoneEndpoints.list],
  },
  '/settings/audit-log': {
    remote: 'settings',
    section: 'settings',
    label: 'Audit Log',
    order: 110,
    reads: [auditLogEndpoints.facets],
  },
  '/auth/calendar/callback': { remote: 'calendar-voice', public: true },
} as const satisfies Record<string, RouteFacts>;

export type RoutePath = keyof typeof ROUTE_TABLE;

/** The paths with a sidebar entry (every page but the public ones). */
export type NavRoutePath = {
  [P in RoutePath]: (typeof ROUTE_TABLE)[P] extends { public: true } ? never : P;
}[RoutePath];

/**
 * Every page of the console and what the host needs to know about it, in spec order: which remote serves it, where
 * its sidebar entry goes, whether it exists in production, whether it needs a sign-in. This is the one place these
 * facts are stated, so the host routes every page and draws the whole sidebar before any remote's code has loaded;
 * a remote's manifest holds the pages themselves.
 */
export const ROUTE_FACTS: Readonly<Record<RoutePath, RouteFacts>> = ROUTE_TABLE;

/** The facts of `path`, or undefined for a path the console does not know. */
export const routeFactsOf = (path: string): RouteFacts | undefined =>
  Object.hasOwn(ROUTE_FACTS, path) ? ROUTE_FACTS[path as RoutePath] : undefined;

export const isPublicRoute = (facts: RouteFacts): facts is PublicRouteFacts => 'public' in facts;

export const isDevOnlyRoute = (facts: RouteFacts): boolean => 'devOnly' in facts && facts.devOnly === true;

/** The reads `path` opens with (none for a path the console does not know, or a public one). */
export function openingReadsOf(path: string): readonly Endpoint[] {
  const facts = routeFactsOf(path);
  return facts && !isPublicRoute(facts) ? (facts.reads ?? []) : [];
}
