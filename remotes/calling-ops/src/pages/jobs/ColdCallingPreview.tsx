import { Alert, Flex, Spin, Typography } from 'antd';
import { previewLines } from './campaign-preview-view';
import { useColdCallingPreview } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';

/** The leads due for a cold call, how many may be called now and why the others wait (before Start, and live). */
export function ColdCallingPreview({ current }: { current: boolean }) {
  const preview = useColdCallingPreview();
  if (preview.isPending) return <Spin size="small" />;
  if (preview.isError)
    return <Typography.Text type="secondary">{JOBS_TEXT.previewLoadFailed}</Typography.Text>;
  const [due, eligible, ...skipped] = previewLines(preview.data);
  return (
    <section aria-label={JOBS_TEXT.previewTitle(current)}>
      <Typography.Text strong>{JOBS_TEXT.previewTitle(current)}</Typography.Text>
      <Flex vertical>
        <Typography.Text>
          {due?.text} · {eligible?.text}
        </Typography.Text>
        {skipped.map((line) => (
          <Typography.Text key={line.key} type="secondary">
            {line.text}
          </Typography.Text>
        ))}
      </Flex>
      {!preview.data.business_hours_open && (
        <Alert type="info" showIcon title={JOBS_TEXT.previewBusinessClosed} style={{ marginTop: 8 }} />
      )}
    </section>
  );
}
