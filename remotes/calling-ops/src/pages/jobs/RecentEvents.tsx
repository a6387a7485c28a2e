import { JOB_TYPE_LABELS } from '@callops/contracts/jobs';
import { QueryState } from '@callops/ui';
import { Card, Flex, Tag, Typography } from 'antd';
import { formatJobInstant } from '../dashboard/active-job-view';
import { useRecentEvents } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';

/** What the jobs did last, newest first. */
export function RecentEvents({ timeZone }: { timeZone: string }) {
  return (
    <Card size="small" role="group" aria-label={JOBS_TEXT.recentEvents} title={JOBS_TEXT.recentEvents}>
      <QueryState
        query={useRecentEvents()}
        isEmpty={(events) => events.length === 0}
        emptyText={JOBS_TEXT.noEvents}
      >
        {(events) => (
          <ul aria-label={JOBS_TEXT.recentEvents} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {events.map((event) => (
              <li key={event.id} style={{ padding: '4px 0' }}>
                <Flex gap={8} align="baseline" wrap>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {formatJobInstant(event.created_at, timeZone)}
                  </Typography.Text>
                  {event.job_type && <Tag>{JOB_TYPE_LABELS[event.job_type]}</Tag>}
                  <Typography.Text>{event.message}</Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
