import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { defineRemoteManifest, NAV_ENTRIES } from '@callops/shell';
import { lazy } from 'react';

// The pages of this remote that really work; each lives in src/pages/<screen>/.
export default defineRemoteManifest({
  name: 'dev-tools',
  routes: [
    {
      path: '/users',
      element: lazy(() => import('./pages/users/UsersPage')),
      nav: { ...NAV_ENTRIES['/users'], icon: <TeamOutlined /> },
      devOnly: true,
    },
  ],
});
