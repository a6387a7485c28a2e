import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { clockFace } from '@callops/contracts/core';
import { Card, Flex, Typography } from 'antd';
import { DASHBOARD_TEXT } from './dashboard-text';
import { useNow } from './use-now';

/** A live clock in the business zone; only this component re-renders every second. */
export function SystemClock({ timeZone }: { timeZone: string }) {
  const face = clockFace(useNow(), timeZone);
  return (
    <Card size="small" styles={{ body: { paddingBlock: 8 } }}>
      <Flex align="center" gap={12} role="timer" aria-label={DASHBOARD_TEXT.systemTime}>
        <ClockCircleOutlined aria-hidden style={{ fontSize: 22 }} />
        <Flex vertical>
          <Typography.Text strong style={{ fontSize: 20, fontVariantNumeric: 'tabular-nums' }}>
            {face.time}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {face.date} · {face.zoneName}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
