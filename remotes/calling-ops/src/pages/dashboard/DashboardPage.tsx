import { useBusinessZone } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import { Flex } from 'antd';
import { ActiveJobsPanel } from './ActiveJobsPanel';
import { CallStatsSection } from './CallStatsSection';
import { DASHBOARD_TEXT } from './dashboard-text';
import { SystemClock } from './SystemClock';

export default function DashboardPage() {
  const timeZone = useBusinessZone();
  return (
    <PageFrame title={DASHBOARD_TEXT.title} extra={<SystemClock timeZone={timeZone} />}>
      <Flex vertical gap={24}>
        <ActiveJobsPanel timeZone={timeZone} />
        <CallStatsSection />
      </Flex>
    </PageFrame>
  );
}
