import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'dev-tools',
  routes: [
    {
      path: '/data/latest-jobs',
      page: lazyPage(() => import('./pages/latest-jobs/LatestJobsPage')),
      icon: <ScheduleOutlined />,
    },
    {
      path: '/data/latest-calls',
      page: lazyPage(() => import('./pages/latest-calls/LatestCallsPage')),
      icon: <PhoneOutlined />,
    },
    {
      path: '/data/latest-companies',
      page: lazyPage(() => import('./pages/latest-companies/LatestCompaniesPage')),
      icon: <AppstoreOutlined />,
    },
    {
      path: '/data/latest-appointments',
      page: lazyPage(() => import('./pages/latest-appointments/LatestAppointmentsPage')),
      icon: <CalendarOutlined />,
    },
    {
      path: '/database-management',
      page: lazyPage(() => import('./pages/database-management/DatabaseManagementPage')),
      icon: <DatabaseOutlined />,
    },
    { path: '/users', page: lazyPage(() => import('./pages/users/UsersPage')), icon: <TeamOutlined /> },
    {
      path: '/danger-zone',
      page: lazyPage(() => import('./pages/danger-zone/DangerZonePage')),
      icon: <WarningOutlined />,
    },
  ],
});
