import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production come from the shell's ROUTE_FACTS, their sidebar icons from the host.
export default defineRemoteManifest({
  name: 'dev-tools',
  routes: [
    {
      path: '/data/latest-jobs',
      page: lazyPage(() => import('./pages/latest-jobs/LatestJobsPage')),
    },
    {
      path: '/data/latest-calls',
      page: lazyPage(() => import('./pages/latest-calls/LatestCallsPage')),
    },
    {
      path: '/data/latest-companies',
      page: lazyPage(() => import('./pages/latest-companies/LatestCompaniesPage')),
    },
    {
      path: '/data/latest-appointments',
      page: lazyPage(() => import('./pages/latest-appointments/LatestAppointmentsPage')),
    },
    {
      path: '/database-management',
      page: lazyPage(() => import('./pages/database-management/DatabaseManagementPage')),
    },
    { path: '/users', page: lazyPage(() => import('./pages/users/UsersPage')) },
    {
      path: '/danger-zone',
      page: lazyPage(() => import('./pages/danger-zone/DangerZonePage')),
    },
  ],
});
