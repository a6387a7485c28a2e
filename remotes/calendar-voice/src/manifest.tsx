import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import { defineRemoteManifest } from '@callops/shell';
import { lazy } from 'react';

// The pages of this remote; each lives in src/pages/<screen>/. Their sidebar place comes from the shell's
// ROUTE_FACTS; the calendar callback is public (outside the protected layout).
export default defineRemoteManifest({
  name: 'calendar-voice',
  routes: [
    {
      path: '/voice',
      page: lazy(() => import('./pages/voice-manager/VoiceManagerPage')),
      icon: <SoundOutlined />,
    },
    {
      path: '/calendar',
      page: lazy(() => import('./pages/calendar-manager/CalendarManagerPage')),
      icon: <CalendarOutlined />,
    },
    {
      path: '/auth/calendar/callback',
      page: lazy(() => import('./pages/calendar-callback/CalendarCallbackPage')),
      icon: <CheckCircleOutlined />,
    },
  ],
});
