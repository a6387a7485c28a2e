import ApiOutlined from '@ant-design/icons/ApiOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import type { SettingsGroup } from '@callops/contracts/settings';
import { defineRemoteManifest, NAV_ENTRIES, type RemoteRoute } from '@callops/shell';
import { lazy, type ReactNode } from 'react';

const GROUP_ICONS: Record<SettingsGroup, ReactNode> = {
  vapi: <ApiOutlined />,
  instructions: <FileTextOutlined />,
  twilio: <MessageOutlined />,
  elevenlabs: <SoundOutlined />,
  scheduling: <ScheduleOutlined />,
  email: <MailOutlined />,
  database: <DatabaseOutlined />,
};

// Development shows every settings page; production only General and App Configuration (devOnly drops the rest).
const groupRoute = (group: SettingsGroup): RemoteRoute => {
  const path = `/settings/${group}` as const;
  return {
    path,
    element: lazy(async () => ({
      default: (await import('./pages/group-settings/group-pages')).GROUP_PAGES[group],
    })),
    nav: { ...NAV_ENTRIES[path], icon: GROUP_ICONS[group] },
    devOnly: true,
  };
};

// The pages of this remote that really work; each lives in src/pages/<screen>/.
export default defineRemoteManifest({
  name: 'settings',
  routes: [
    {
      path: '/settings',
      element: lazy(() => import('./pages/settings-manager/SettingsManagerPage')),
      nav: { ...NAV_ENTRIES['/settings'], icon: <SettingOutlined /> },
      devOnly: true,
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
      element: lazy(() => import('./pages/general-settings/GeneralSettingsPage')),
      nav: { ...NAV_ENTRIES['/settings/general'], icon: <ControlOutlined /> },
    },
    {
      path: '/settings/profile',
      element: lazy(() => import('./pages/app-configuration/AppConfigurationPage')),
      nav: { ...NAV_ENTRIES['/settings/profile'], icon: <ProfileOutlined /> },
    },
  ],
});
