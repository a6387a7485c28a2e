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
import { defineRemoteManifest, lazyPage, type RemoteRoute } from '@callops/shell';
import type { ReactNode } from 'react';

const GROUP_ICONS: Record<SettingsGroup, ReactNode> = {
  vapi: <ApiOutlined />,
  instructions: <FileTextOutlined />,
  twilio: <MessageOutlined />,
  elevenlabs: <SoundOutlined />,
  scheduling: <ScheduleOutlined />,
  email: <MailOutlined />,
  database: <DatabaseOutlined />,
};

const groupRoute = (group: SettingsGroup): RemoteRoute => ({
  path: `/settings/${group}`,
  page: lazyPage(async () => ({
    default: (await import('./pages/group-settings/group-pages')).GROUP_PAGES[group],
  })),
  icon: GROUP_ICONS[group],
});

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production (only General and App Configuration) come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'settings',
  routes: [
    {
      path: '/settings',
      page: lazyPage(() => import('./pages/settings-manager/SettingsManagerPage')),
      icon: <SettingOutlined />,
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
      icon: <ControlOutlined />,
    },
    {
      path: '/settings/profile',
      page: lazyPage(() => import('./pages/app-configuration/AppConfigurationPage')),
      icon: <ProfileOutlined />,
    },
  ],
});
