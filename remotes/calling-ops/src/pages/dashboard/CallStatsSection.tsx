import { DASHBOARD_PERIODS, type DashboardPeriod } from '@callops/contracts/stats';
import { QueryState } from '@callops/ui';
import { Col, Flex, Row, Tabs } from 'antd';
import { useState } from 'react';
import { CountCards } from './CountCards';
import { DaysTable } from './DaysTable';
import { hasDashboardData } from './dashboard-metrics';
import { useDashboardStats } from './dashboard-queries';
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_TEXT } from './dashboard-text';
import { PerformanceOverview } from './PerformanceOverview';
import { PeriodComparisonTable } from './PeriodComparisonTable';
import { SecondPass } from './SecondPass';
import { TargetCards } from './TargetCards';

const TAB_ITEMS = DASHBOARD_PERIODS.map((period) => ({
  key: period,
  label: DASHBOARD_PERIOD_LABELS[period],
}));

/** Period tabs, the selected period's cards and bars, and the comparison of all three windows. */
export function CallStatsSection() {
  const query = useDashboardStats();
  const [period, setPeriod] = useState<DashboardPeriod>('last_24h');
  return (
    <QueryState
      query={query}
      isEmpty={(stats) => !hasDashboardData(stats)}
      emptyText={DASHBOARD_TEXT.noDashboardData}
    >
      {(stats) => (
        <Flex vertical gap={16}>
          <Tabs
            activeKey={period}
            onChange={(key) => setPeriod(key as DashboardPeriod)}
            items={TAB_ITEMS}
            style={{ marginBottom: -16 }}
          />
          <CountCards stats={stats[period]} />
          {/* The counts an operator opens the Dashboard for show first; the bars, targets and comparison follow. */}
          <SecondPass>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <PerformanceOverview stats={stats[period]} />
              </Col>
              <Col xs={24} lg={10}>
                <TargetCards stats={stats[period]} />
              </Col>
            </Row>
            <PeriodComparisonTable stats={stats} selected={period} />
            <DaysTable />
          </SecondPass>
        </Flex>
      )}
    </QueryState>
  );
}
