import type { SettingsGroup } from '@callops/contracts/settings';
import { defineRemoteManifest, lazyPage, type RemoteRoute } from '@callops/shell';

const groupRoute = (group: SettingsGroup): RemoteRoute => ({
  path: `/settings/${group}`,
  page: lazyPage(async () => ({
    default: (await import('./pages/group-settings/group-pages')).GROUP_PAGES[group],
  })),
});

// The pages of this remote; each lives in src/pages/<screen>/. Their sidebar place and whether they exist in
// production (General, App Configuration and Audit Log) come from the shell's ROUTE_FACTS, their icons from the host.
export default defineRemoteManifest({
  name: 'settings',
  routes: [
    {
      path: '/settings',
      page: lazyPage(() => import('./pages/settings-manager/SettingsManagerPage')),
    },
    groupRoute('vapi'),
    groupRoute('instructions'),
    groupRoute('twilio'),
    groupRoute('elevenlabs'),
    groupRoute('scheduling'),
    groupRoute('email'),
    groupRoute('database'),
    {
      path: '/settings/general',
      page: lazyPage(() => import('./pages/general-settings/GeneralSettingsPage')),
    },
    {
      path: '/settings/profile',
      page: lazyPage(() => import('./pages/app-configuration/AppConfigurationPage')),
    },
    {
      path: '/settings/audit-log',
      page: lazyPage(() => import('./pages/audit-log/AuditLogPage')),
    },
  ],
});
