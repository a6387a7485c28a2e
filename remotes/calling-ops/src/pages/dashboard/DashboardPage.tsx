import { useAppInfo } from '@callops/shell';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { ActiveJobsPanel } from './ActiveJobsPanel';
import { CallStatsSection } from './CallStatsSection';
import { DASHBOARD_TEXT } from './dashboard-text';
import { SystemClock } from './SystemClock';
import { clockTimeZone } from './system-clock-format';

export default function DashboardPage() {
  const { businessTimezone } = useAppInfo();
  const timeZone = useMemo(() => clockTimeZone(businessTimezone), [businessTimezone]);
  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {DASHBOARD_TEXT.title}
        </Typography.Title>
        <SystemClock timeZone={timeZone} />
      </Flex>
      <ActiveJobsPanel timeZone={timeZone} />
      <CallStatsSection />
    </Flex>
  );
}
