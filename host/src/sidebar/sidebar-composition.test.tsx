import { REMOTE_NAMES } from '@callops/contracts/console';
import { composeRoutes } from '../routes/console-routes';
import { composeSidebar } from './sidebar-composition';
import { SIDEBAR_ICONS } from './sidebar-icons';

const render = (groups: ReturnType<typeof composeSidebar>) =>
  groups.map((g) =>
    g.label
      ? `${g.label}: ${g.items.map((i) => i.label).join(', ')}`
      : g.items.map((i) => i.label).join(', '),
  );

describe('composeSidebar', () => {
  it('shows the development sidebar of spec §2 in the host order (with the do-not-call list, beyond the spec)', () => {
    expect(
      render(composeSidebar(composeRoutes([...REMOTE_NAMES].reverse(), 'development').protectedRoutes)),
    ).toEqual([
      'Dashboard',
      'Manager: Voice, Calendar',
      'Jobs Manager, Live Calls, Caller IDs, Real-time Stats, Call Recordings, Do Not Call List',
      'Testing: No Answer Call Testing, Reminder Call Testing, Reminder Email/SMS',
      'Data Management: Latest Jobs, Latest Calls, Latest Companies, Latest Appointments',
      'Hubspot Leads, DB Leads, Lead Kanban',
      'Database Management, Users, Danger Zone, System Health',
      'Settings: Settings Manager, VAPI, Instructions, Twilio, ElevenLabs, Scheduling, Email, Database, General, App Configuration, Audit Log',
    ]);
  });

  it('shows the production sidebar of spec §2 (with the do-not-call list, beyond the spec)', () => {
    const production = composeRoutes(['calling-ops', 'calendar-voice', 'settings'], 'production');
    expect(render(composeSidebar(production.protectedRoutes))).toEqual([
      'Dashboard',
      'Manager: Voice, Calendar',
      'Jobs Manager, Live Calls, Caller IDs, Real-time Stats, Call Recordings, Do Not Call List',
      'Testing: No Answer Call Testing, Reminder Call Testing, Reminder Email/SMS',
      'System Health',
      'Settings: General, App Configuration, Audit Log',
    ]);
  });

  it('lists only the entries of registered remotes, and leaves empty sections out', () => {
    expect(render(composeSidebar(composeRoutes(['calendar-voice'], 'development').protectedRoutes))).toEqual([
      'Manager: Voice, Calendar',
    ]);
  });

  it("labels each entry from the route table, with the host's icon, linked to its path", () => {
    const groups = composeSidebar(composeRoutes(['calendar-voice'], 'development').protectedRoutes);
    expect(groups[0]).toEqual({
      id: 'manager',
      label: 'Manager',
      items: [
        { path: '/voice', label: 'Voice', icon: SIDEBAR_ICONS['/voice'] },
        { path: '/calendar', label: 'Calendar', icon: SIDEBAR_ICONS['/calendar'] },
      ],
    });
  });
});
