import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { defineRemoteManifest } from '@callops/shell';
import { lazy } from 'react';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'dev-tools',
  routes: [
    {
      path: '/data/latest-jobs',
      page: lazy(() => import('./pages/latest-jobs/LatestJobsPage')),
      icon: <ScheduleOutlined />,
    },
    {
      path: '/data/latest-calls',
      page: lazy(() => import('./pages/latest-calls/LatestCallsPage')),
      icon: <PhoneOutlined />,
    },
    {
      path: '/data/latest-companies',
      page: lazy(() => import('./pages/latest-companies/LatestCompaniesPage')),
      icon: <AppstoreOutlined />,
    },
    {
      path: '/data/latest-appointments',
      page: lazy(() => import('./pages/latest-appointments/LatestAppointmentsPage')),
      icon: <CalendarOutlined />,
    },
    {
      path: '/database-management',
      page: lazy(() => import('./pages/database-management/DatabaseManagementPage')),
      icon: <DatabaseOutlined />,
    },
    { path: '/users', page: lazy(() => import('./pages/users/UsersPage')), icon: <TeamOutlined /> },
    {
      path: '/danger-zone',
      page: lazy(() => import('./pages/danger-zone/DangerZonePage')),
      icon: <WarningOutlined />,
    },
  ],
});
