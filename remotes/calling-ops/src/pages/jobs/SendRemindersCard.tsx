import type { ReminderChannel } from '@callops/contracts/jobs';
import { Button, Card, Checkbox, Descriptions, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { useSendReminders } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';
import {
  CHANNEL_OPTIONS,
  channelSelectionError,
  DEFAULT_REMINDER_CHANNELS,
  reminderResultCounts,
} from './reminder-channels';

/** E-mail and/or SMS reminders now: both channels by default, at least one; the counts of the last run. */
export function SendRemindersCard({ canRun }: { canRun: boolean }) {
  const [channels, setChannels] = useState<ReminderChannel[]>([...DEFAULT_REMINDER_CHANNELS]);
  const send = useSendReminders();
  const error = channelSelectionError(channels);
  const errorId = useId();
  const legendId = useId();
  return (
    <Card
      size="small"
      role="group"
      aria-label={JOBS_TEXT.sendReminders}
      title={JOBS_TEXT.sendReminders}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{JOBS_TEXT.remindersIntro}</Typography.Text>
        {canRun && (
          <>
            <fieldset
              style={{ border: 0, margin: 0, padding: 0 }}
              aria-describedby={error ? errorId : undefined}
            >
              <legend id={legendId} style={{ fontSize: 14, marginBottom: 4 }}>
                {JOBS_TEXT.channels}
              </legend>
              <Checkbox.Group
                aria-labelledby={legendId}
                options={CHANNEL_OPTIONS}
                value={channels}
                onChange={(value) => setChannels(value)}
              />
            </fieldset>
            {error && (
              <Typography.Text type="danger" id={errorId} role="alert">
                {error}
              </Typography.Text>
            )}
            <div>
              <Button
                type="primary"
                loading={send.isPending}
                disabled={error !== null}
                onClick={() => send.mutate({ body: { channels } })}
              >
                {JOBS_TEXT.sendReminders}
              </Button>
            </div>
          </>
        )}
        {send.data && (
          <Typography.Text role="status">{`${JOBS_TEXT.lastResult}: ${send.data.message}`}</Typography.Text>
        )}
        {send.data && (
          <Descriptions
            size="small"
            column={1}
            bordered
            items={reminderResultCounts(send.data).map(({ label, value }) => ({
              key: label,
              label,
              children: value,
            }))}
          />
        )}
      </Flex>
    </Card>
  );
}
