import type { Job, JobType, LatestJobRow } from '@callops/contracts/jobs';
import { JobStateBadge } from '@callops/ui';
import { Alert, Button, Card, Flex, Popconfirm, Progress, Typography } from 'antd';
import { ColdCallingPreview } from './ColdCallingPreview';
import { cardJobOf, jobCardView } from './job-card-view';
import { useCancelJob, useJobStatus, useResumeJob, useStartJob, useStopJob } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';

export interface JobCardProps {
  type: JobType;
  active: readonly Job[];
  latest: readonly LatestJobRow[];
  timeZone: string;
  canRun: boolean;
  /** True while the 3-second countdown after an action runs: no second action meanwhile. */
  processing: boolean;
  /** An action was accepted: the page starts its countdown. */
  onAccepted: () => void;
}

/**
 * Cold Calling or Reminder Calls: its current or last job, Start when idle, Stop when running, Cancel; a campaign
 * that paused itself says why and offers Resume; Cold Calling previews its leads.
 */
export function JobCard({ type, active, latest, timeZone, canRun, processing, onAccepted }: JobCardProps) {
  const { current, lastId } = cardJobOf(type, active, latest);
  const last = useJobStatus(lastId);
  const view = jobCardView(type, current ?? last.data ?? null, timeZone);
  const start = useStartJob(onAccepted);
  const stop = useStopJob(onAccepted);
  const cancel = useCancelJob(onAccepted);
  const resume = useResumeJob(onAccepted);
  const busy = processing || start.isPending || stop.isPending || cancel.isPending || resume.isPending;
  const jobInput = view.jobId ? { params: { id: view.jobId } } : null;

  return (
    <Card
      size="small"
      role="group"
      aria-label={view.title}
      title={view.title}
      extra={<JobStateBadge status={view.state} />}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8}>
        <Progress
          percent={view.percent ?? 0}
          status={view.state === 'running' ? 'active' : view.state === 'failed' ? 'exception' : 'normal'}
          aria-label={JOBS_TEXT.progress(view.title)}
        />
        <Typography.Text>{view.progressText}</Typography.Text>
        {view.when && <Typography.Text type="secondary">{view.when}</Typography.Text>}
        {view.counts && <Typography.Text type="secondary">{view.counts}</Typography.Text>}
        {view.spend && <Typography.Text type="secondary">{view.spend}</Typography.Text>}
        {view.error && <Alert type="error" showIcon title={view.error} />}
        {view.pause && (
          <Alert type="warning" showIcon title={JOBS_TEXT.pausedTitle} description={view.pause} />
        )}
        {type === 'cold_calling' && <ColdCallingPreview current={current !== null} />}
        {canRun && (
          <Flex gap={8} wrap>
            {view.actions.start && (
              <Button
                type="primary"
                loading={start.isPending}
                disabled={busy}
                onClick={() => start.mutate({ params: { type } })}
              >
                {JOBS_TEXT.start}
              </Button>
            )}
            {view.actions.resume && jobInput && (
              <Button
                type="primary"
                loading={resume.isPending}
                disabled={busy}
                onClick={() => resume.mutate(jobInput)}
              >
                {JOBS_TEXT.resume}
              </Button>
            )}
            {view.actions.stop && jobInput && (
              <Button loading={stop.isPending} disabled={busy} onClick={() => stop.mutate(jobInput)}>
                {JOBS_TEXT.stop}
              </Button>
            )}
            {view.actions.cancel && jobInput && (
              <Popconfirm
                title={JOBS_TEXT.confirmCancel(view.title)}
                description={JOBS_TEXT.confirmCancelNote}
                okText={JOBS_TEXT.cancel}
                cancelText={JOBS_TEXT.keep}
                okButtonProps={{ danger: true }}
                disabled={busy}
                // The hook toasts a failure; the promise only keeps OK spinning until the answer.
                onConfirm={() => cancel.mutateAsync(jobInput).catch(() => undefined)}
              >
                <Button danger loading={cancel.isPending} disabled={busy}>
                  {JOBS_TEXT.cancel}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
