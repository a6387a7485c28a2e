// The single-bundle reference of the web bench: one React + antd page, no module federation, that shows what the
// console's Dashboard shows first (a sidebar, three statistic cards, a table) from the same API call. The console's
// cold load is measured against this page's, in the same run.
import { Card, Col, Layout, Menu, Row, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Period = { total_calls: number; answered_calls: number; appointments_booked: number };
type Combined = Record<'last_24h' | 'last_7d' | 'last_30d', Period>;

const TOKEN_KEY = 'callops.access_token';

function Page() {
  const [data, setData] = useState<Combined | null>(null);
  useEffect(() => {
    void fetch('/api/v1/dashboard/stats/combined', {
      headers: { authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
    })
      .then((res) => res.json())
      .then((body: { data: Combined }) => setData(body.data));
  }, []);
  const day = data?.last_24h;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={240}>
        <Menu
          theme="dark"
          items={['Dashboard', 'Jobs', 'Stats', 'Recordings', 'Settings'].map((label) => ({
            key: label,
            label,
          }))}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <h1>Dashboard Overview</h1>
        {day && (
          <>
            <Row gutter={16}>
              <Col span={8}>
                <Card>
                  <Statistic title="Total Calls" value={day.total_calls} />
                </Card>
              </Col>
              <Col span={8}>
                <Card>
                  <Statistic title="Answered Calls" value={day.answered_calls} />
                </Card>
              </Col>
              <Col span={8}>
                <Card>
                  <Statistic title="Appointments Booked" value={day.appointments_booked} />
                </Card>
              </Col>
            </Row>
            <Table
              rowKey="period"
              pagination={false}
              dataSource={Object.entries(data ?? {}).map(([period, p]) => ({ period, ...p }))}
              columns={[
                { title: 'Period', dataIndex: 'period' },
                { title: 'Total Calls', dataIndex: 'total_calls' },
                { title: 'Answered', dataIndex: 'answered_calls' },
                { title: 'Booked', dataIndex: 'appointments_booked' },
              ]}
            />
          </>
        )}
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
