import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and that they
// are development only come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'leads-crm',
  routes: [
    {
      path: '/leads',
      page: lazyPage(() => import('./pages/crm-leads/CrmLeadsPage')),
      icon: <ContactsOutlined />,
    },
    {
      path: '/db-leads',
      page: lazyPage(() => import('./pages/db-leads/DbLeadsPage')),
      icon: <DatabaseOutlined />,
    },
    {
      path: '/lead-kanban',
      page: lazyPage(() => import('./pages/lead-kanban/LeadKanbanPage')),
      icon: <ProjectOutlined />,
    },
  ],
});
