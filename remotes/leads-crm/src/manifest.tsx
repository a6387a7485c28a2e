import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import { defineRemoteManifest } from '@callops/shell';
import { lazy } from 'react';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and that they
// are development only come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'leads-crm',
  routes: [
    {
      path: '/leads',
      page: lazy(() => import('./pages/crm-leads/CrmLeadsPage')),
      icon: <ContactsOutlined />,
    },
    {
      path: '/db-leads',
      page: lazy(() => import('./pages/db-leads/DbLeadsPage')),
      icon: <DatabaseOutlined />,
    },
    {
      path: '/lead-kanban',
      page: lazy(() => import('./pages/lead-kanban/LeadKanbanPage')),
      icon: <ProjectOutlined />,
    },
  ],
});
