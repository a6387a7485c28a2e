import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import { defineRemoteManifest, NAV_ENTRIES } from '@callops/shell';
import { lazy } from 'react';

// The pages of this remote that really work; each lives in src/pages/<screen>/.
export default defineRemoteManifest({
  name: 'calling-ops',
  routes: [
    {
      path: '/',
      element: lazy(() => import('./pages/dashboard/DashboardPage')),
      nav: { ...NAV_ENTRIES['/'], icon: <DashboardOutlined /> },
    },
  ],
});
