import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import type { PeriodStats } from '@callops/contracts/stats';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { type CountCard, countCards } from './dashboard-metrics';

const ICONS: Record<CountCard['key'], ReactNode> = {
  total_calls: <PhoneOutlined aria-hidden />,
  answered_calls: <SoundOutlined aria-hidden />,
  appointments_booked: <CalendarOutlined aria-hidden />,
};

/** Total Calls, Answered Calls and Appointments Booked of the selected period. */
export function CountCards({ stats }: { stats: PeriodStats }) {
  return (
    <Row gutter={[16, 16]}>
      {countCards(stats).map((card) => (
        <Col key={card.key} xs={24} md={8}>
          <Card size="small" role="group" aria-label={card.label}>
            <Statistic title={card.label} value={card.value} prefix={ICONS[card.key]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
