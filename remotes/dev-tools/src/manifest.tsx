import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { defineRemoteManifest } from '@callops/shell';
import { lazy } from 'react';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'dev-tools',
  routes: [{ path: '/users', page: lazy(() => import('./pages/users/UsersPage')), icon: <TeamOutlined /> }],
});
