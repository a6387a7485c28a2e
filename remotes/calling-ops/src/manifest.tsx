import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production come from the shell's ROUTE_FACTS, their sidebar icons from the host.
export default defineRemoteManifest({
  name: 'calling-ops',
  routes: [
    { path: '/', page: lazyPage(() => import('./pages/dashboard/DashboardPage')) },
    { path: '/jobs', page: lazyPage(() => import('./pages/jobs/JobsPage')) },
    { path: '/live-calls', page: lazyPage(() => import('./pages/live-calls/LiveCallsPage')) },
    { path: '/caller-ids', page: lazyPage(() => import('./pages/caller-ids/CallerIdsPage')) },
    { path: '/stats', page: lazyPage(() => import('./pages/stats/StatsPage')) },
    {
      path: '/calls-summary',
      page: lazyPage(() => import('./pages/call-recordings/CallRecordingsPage')),
    },
    {
      path: '/do-not-call',
      page: lazyPage(() => import('./pages/do-not-call/DoNotCallPage')),
    },
    {
      path: '/testing/no-answer',
      page: lazyPage(() => import('./pages/testing/NoAnswerTestingPage')),
    },
    {
      path: '/testing/reminder',
      page: lazyPage(() => import('./pages/testing/ReminderTestingPage')),
    },
    {
      path: '/testing/reminder-notify',
      page: lazyPage(() => import('./pages/testing/ReminderNotifyPage')),
    },
    {
      path: '/system-health',
      page: lazyPage(() => import('./pages/system-health/SystemHealthPage')),
    },
  ],
});
