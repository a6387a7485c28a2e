import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote; each lives in src/pages/<screen>/. Their sidebar place comes from the shell's
// ROUTE_FACTS; the calendar callback is public (outside the protected layout).
export default defineRemoteManifest({
  name: 'calendar-voice',
  routes: [
    {
      path: '/voice',
      page: lazyPage(() => import('./pages/voice-manager/VoiceManagerPage')),
    },
    {
      path: '/calendar',
      page: lazyPage(() => import('./pages/calendar-manager/CalendarManagerPage')),
    },
    {
      path: '/auth/calendar/callback',
      page: lazyPage(() => import('./pages/calendar-callback/CalendarCallbackPage')),
    },
  ],
});
