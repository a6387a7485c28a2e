import AudioOutlined from '@ant-design/icons/AudioOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { defineRemoteManifest, lazyPage } from '@callops/shell';

// The pages of this remote that really work; each lives in src/pages/<screen>/. Their sidebar place and whether
// they exist in production come from the shell's ROUTE_FACTS.
export default defineRemoteManifest({
  name: 'calling-ops',
  routes: [
    {
      path: '/',
      page: lazyPage(() => import('./pages/dashboard/DashboardPage')),
      queries: () => import('./pages/dashboard/dashboard-queries').then((m) => m.DASHBOARD_QUERIES),
      icon: <DashboardOutlined />,
    },
    { path: '/jobs', page: lazyPage(() => import('./pages/jobs/JobsPage')), icon: <ScheduleOutlined /> },
    { path: '/stats', page: lazyPage(() => import('./pages/stats/StatsPage')), icon: <LineChartOutlined /> },
    {
      path: '/calls-summary',
      page: lazyPage(() => import('./pages/call-recordings/CallRecordingsPage')),
      icon: <AudioOutlined />,
    },
    {
      path: '/do-not-call',
      page: lazyPage(() => import('./pages/do-not-call/DoNotCallPage')),
      icon: <StopOutlined />,
    },
    {
      path: '/testing/no-answer',
      page: lazyPage(() => import('./pages/testing/NoAnswerTestingPage')),
      icon: <PhoneOutlined />,
    },
    {
      path: '/testing/reminder',
      page: lazyPage(() => import('./pages/testing/ReminderTestingPage')),
      icon: <ExperimentOutlined />,
    },
    {
      path: '/testing/reminder-notify',
      page: lazyPage(() => import('./pages/testing/ReminderNotifyPage')),
      icon: <BellOutlined />,
    },
  ],
});
