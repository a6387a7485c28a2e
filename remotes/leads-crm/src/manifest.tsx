import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and that they
// are development only come from the shell's ROUTE_FACTS, their sidebar icons from the host.
export default defineRemoteManifest({
  name: 'leads-crm',
  routes: [
    {
      path: '/leads',
      page: lazyPage(() => import('./pages/crm-leads/CrmLeadsPage')),
    },
    {
      path: '/db-leads',
      page: lazyPage(() => import('./pages/db-leads/DbLeadsPage')),
    },
    {
      path: '/lead-kanban',
      page: lazyPage(() => import('./pages/lead-kanban/LeadKanbanPage')),
    },
  ],
});
