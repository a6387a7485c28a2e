import { useAppInfo } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import { Flex } from 'antd';
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
    <PageFrame title={DASHBOARD_TEXT.title} extra={<SystemClock timeZone={timeZone} />}>
      <Flex vertical gap={24}>
        <ActiveJobsPanel timeZone={timeZone} />
        <CallStatsSection />
      </Flex>
    </PageFrame>
  );
}
