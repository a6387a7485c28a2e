import { Button, Popconfirm } from 'antd';
import { useStopAllJobs } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';

export interface StopAllJobsButtonProps {
  runningCount: number;
  processing: boolean;
  onAccepted: () => void;
}

/** Stops every running job, after a confirmation. */
export function StopAllJobsButton({ runningCount, processing, onAccepted }: StopAllJobsButtonProps) {
  const stopAll = useStopAllJobs(onAccepted);
  const disabled = processing || runningCount === 0;
  return (
    <Popconfirm
      title={JOBS_TEXT.confirmStopAll}
      description={JOBS_TEXT.confirmStopAllNote}
      okText={JOBS_TEXT.stopAll}
      cancelText={JOBS_TEXT.keep}
      okButtonProps={{ danger: true }}
      disabled={disabled}
      onConfirm={() => stopAll.mutateAsync(undefined).catch(() => undefined)}
    >
      <Button
        danger
        type="primary"
        loading={stopAll.isPending}
        disabled={disabled}
        title={runningCount === 0 ? JOBS_TEXT.noJobsToStop : undefined}
      >
        {JOBS_TEXT.stopAll}
      </Button>
    </Popconfirm>
  );
}
