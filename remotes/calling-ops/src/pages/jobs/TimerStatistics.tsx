import { QueryState } from '@callops/ui';
import { Card, Col, Flex, Progress, Row, Statistic, Typography } from 'antd';
import { useNow } from '../dashboard/use-now';
import { useActiveTimers, useTimerStats } from './jobs-queries';
import { JOBS_TEXT } from './jobs-text';
import { timerBarView, timerStatTiles } from './timer-view';

/** Active and total timers, their average length, and one bar per running timer (yellow past 60%, red past 80%). */
export function TimerStatistics() {
  const stats = useTimerStats();
  const timers = useActiveTimers();
  const now = useNow();
  return (
    <Card size="small" role="group" aria-label={JOBS_TEXT.timerStatistics} title={JOBS_TEXT.timerStatistics}>
      <Flex vertical gap={16}>
        <QueryState query={stats}>
          {(data) => (
            <Row gutter={[16, 16]}>
              {timerStatTiles(data).map((tile) => (
                <Col key={tile.label} xs={24} sm={8}>
                  <Statistic title={tile.label} value={tile.value} />
                </Col>
              ))}
            </Row>
          )}
        </QueryState>
        <QueryState query={timers} isEmpty={(list) => list.length === 0} emptyText={JOBS_TEXT.noActiveTimers}>
          {(list) => (
            <Flex vertical gap={8}>
              {list.map((timer) => {
                const bar = timerBarView(timer, now);
                return (
                  <Flex key={bar.jobId} vertical data-tone={bar.tone}>
                    <Flex justify="space-between" gap={8}>
                      <Typography.Text strong>{bar.label}</Typography.Text>
                      <Typography.Text type="secondary">{bar.left}</Typography.Text>
                    </Flex>
                    <Progress
                      percent={bar.percent}
                      strokeColor={bar.color}
                      status="normal"
                      aria-label={JOBS_TEXT.timerBar(bar.label)}
                    />
                  </Flex>
                );
              })}
            </Flex>
          )}
        </QueryState>
      </Flex>
    </Card>
  );
}
