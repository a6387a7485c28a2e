import { endpoints } from '@callops/contracts';
import { useBusinessZone, useCan, useLiveJobChanges } from '@callops/shell';
import { CountdownBanner, PageFrame, QueryState } from '@callops/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Flex, Row, Tag } from 'antd';
import { useState } from 'react';
import { useRestToasts } from '../caller-ids/use-rest-toasts';
import { JobCard } from './JobCard';
import { CARD_JOB_TYPES } from './job-card-view';
import { useActiveJobs, useLatestJobs } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';
import { RecentEvents } from './RecentEvents';
import { SendRemindersCard } from './SendRemindersCard';
import { StopAllJobsButton } from './StopAllJobsButton';
import { TimerStatistics } from './TimerStatistics';

export default function JobsPage() {
  const live = useLiveJobChanges();
  // A caller ID the engine rests while the campaign runs is toasted here too.
  useRestToasts();
  const timeZone = useBusinessZone();
  const canRun = useCan()(endpoints.jobs.start);
  const queryClient = useQueryClient();
  const active = useActiveJobs();
  const latest = useLatestJobs();
  // The 3-second countdown after an accepted start or stop (spec §4); a new action restarts it under a new key.
  const [countdown, setCountdown] = useState<number | null>(null);
  const processing = countdown !== null;
  const onAccepted = () => setCountdown((key) => (key ?? 0) + 1);
  const onCountdownDone = () => {
    setCountdown(null);
    void queryClient.invalidateQueries({ queryKey: [endpoints.jobs.active.tag] });
  };

  return (
    <PageFrame
      title={JOBS_TEXT.title}
      readOnlyNotice={canRun ? undefined : JOBS_TEXT.readOnly}
      extra={
        <Flex gap={12} align="center" wrap>
          {live === 'live' ? (
            <Tag color="green" title={JOBS_TEXT.liveTitle}>
              {JOBS_TEXT.live}
            </Tag>
          ) : (
            <Tag title={JOBS_TEXT.pollingTitle}>{JOBS_TEXT.polling}</Tag>
          )}
          {canRun && (
            <StopAllJobsButton
              runningCount={active.data?.count ?? 0}
              processing={processing}
              onAccepted={onAccepted}
            />
          )}
        </Flex>
      }
    >
      {countdown !== null && <CountdownBanner key={countdown} onDone={onCountdownDone} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <QueryState query={active} errorTitle={JOBS_TEXT.loadFailed}>
            {({ jobs }) => (
              <Row gutter={[16, 16]} style={{ height: '100%' }}>
                {CARD_JOB_TYPES.map((type) => (
                  <Col key={type} xs={24} md={12}>
                    <JobCard
                      type={type}
                      active={jobs}
                      latest={latest.data ?? []}
                      timeZone={timeZone}
                      canRun={canRun}
                      processing={processing}
                      onAccepted={onAccepted}
                    />
                  </Col>
                ))}
              </Row>
            )}
          </QueryState>
        </Col>
        <Col xs={24} lg={8}>
          <SendRemindersCard canRun={canRun} />
        </Col>
      </Row>
      <TimerStatistics />
      <RecentEvents timeZone={timeZone} />
    </PageFrame>
  );
}
