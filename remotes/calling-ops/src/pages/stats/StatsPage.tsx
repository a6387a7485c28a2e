import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { POLLING } from '@callops/contracts/core';
import {
  REALTIME_SUMMARY_WINDOW,
  REALTIME_WINDOW_LABELS,
  REALTIME_WINDOWS,
  type RealtimeWindow,
} from '@callops/contracts/stats';
import { PageFrame } from '@callops/ui';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Switch, Tabs, Typography } from 'antd';
import { useId, useState } from 'react';
import { useRealtimeStats } from './stats-queries';
import { STATS_TEXT } from './stats-text';
import { TrendChart } from './TrendChart';
import { WindowStatsCards } from './WindowStatsCards';

function WindowPanel({ period, autoRefresh }: { period: RealtimeWindow; autoRefresh: boolean }) {
  return (
    <WindowStatsCards query={useRealtimeStats(period, autoRefresh)} label={REALTIME_WINDOW_LABELS[period]} />
  );
}

export default function StatsPage() {
  const [autoRefresh, setAutoRefresh] = useState<boolean>(POLLING.realtimeAutoRefreshDefault);
  const [period, setPeriod] = useState<RealtimeWindow>('last5m');
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: ['stats'] }) > 0;
  const summary = useRealtimeStats(REALTIME_SUMMARY_WINDOW, autoRefresh);
  const switchId = useId();
  return (
    <PageFrame
      title={STATS_TEXT.title}
      extra={
        <Flex align="center" gap={16} wrap>
          <Flex align="center" gap={8}>
            <Switch id={switchId} checked={autoRefresh} onChange={setAutoRefresh} />
            <label htmlFor={switchId}>{STATS_TEXT.autoRefresh}</label>
          </Flex>
          <Button
            icon={<ReloadOutlined />}
            loading={refreshing}
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['stats'] })}
          >
            {STATS_TEXT.refresh}
          </Button>
        </Flex>
      }
    >
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {STATS_TEXT.summary}
          </Typography.Title>
        }
      >
        <WindowStatsCards query={summary} label={STATS_TEXT.summary} withAnswerRate={false} />
      </Card>
      <Card>
        <Tabs
          aria-label={STATS_TEXT.periods}
          activeKey={period}
          onChange={(key) => setPeriod(key as RealtimeWindow)}
          items={REALTIME_WINDOWS.map((window) => ({
            key: window,
            label: REALTIME_WINDOW_LABELS[window],
            children: <WindowPanel period={window} autoRefresh={autoRefresh} />,
          }))}
        />
      </Card>
      <TrendChart autoRefresh={autoRefresh} />
    </PageFrame>
  );
}
