import { useLiveJobChanges } from '@callops/shell';
import { JobStateBadge, QueryState } from '@callops/ui';
import { Badge, Card, Flex, Progress, Typography } from 'antd';
import { activeJobView } from './active-job-view';
import { useActiveJobs } from './dashboard-queries';
import { DASHBOARD_TEXT } from './dashboard-text';

export function ActiveJobsPanel({ timeZone }: { timeZone: string }) {
  useLiveJobChanges();
  const query = useActiveJobs();
  return (
    <section aria-label={DASHBOARD_TEXT.activeJobs}>
      <Card
        size="small"
        title={
          <Flex align="center" gap={8}>
            {DASHBOARD_TEXT.activeJobs}
            {query.data && <Badge count={query.data.count} showZero color="blue" />}
          </Flex>
        }
      >
        <QueryState
          query={query}
          isEmpty={({ jobs }) => jobs.length === 0}
          emptyText={DASHBOARD_TEXT.noActiveJobs}
        >
          {({ jobs }) => (
            <Flex vertical gap={12}>
              {jobs.map((job) => {
                const view = activeJobView(job, timeZone);
                return (
                  <Flex key={view.id} vertical gap={2} data-job-id={view.id}>
                    <Flex align="center" justify="space-between" gap={8} wrap>
                      <Flex align="center" gap={8}>
                        <Typography.Text strong>{view.label}</Typography.Text>
                        <JobStateBadge status={view.status} />
                      </Flex>
                      <Typography.Text type="secondary">{view.since}</Typography.Text>
                    </Flex>
                    <Progress
                      percent={view.percent}
                      status={view.status === 'running' ? 'active' : 'normal'}
                      aria-label={DASHBOARD_TEXT.jobProgress(view.label)}
                    />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {view.progressText}
                    </Typography.Text>
                  </Flex>
                );
              })}
            </Flex>
          )}
        </QueryState>
      </Card>
    </section>
  );
}
