import { endpoints } from '@callops/contracts';
import { NO_ANSWER_TESTING_MESSAGES, type NoAnswerCompany, noAnswerBadge } from '@callops/contracts/testing';
import { useBusinessZone, useCan } from '@callops/shell';
import { type DataTableColumn, StatusBadge, useRowFlash } from '@callops/ui';
import { Button, Flex, Typography } from 'antd';
import { TestingListPage } from './TestingListPage';
import { formatInZone } from './testing-format';
import { useBulkSetFollowUpToday, useNoAnswerCompanies, useSetFollowUpToday } from './testing-queries';
import { TESTING_TEXT } from './testing-text';

export default function NoAnswerTestingPage() {
  const zone = useBusinessZone();
  const query = useNoAnswerCompanies();
  const rowFlash = useRowFlash();
  const setToday = useSetFollowUpToday(rowFlash.flash);
  const setAll = useBulkSetFollowUpToday();
  const canWrite = useCan()(endpoints.testing.setFollowUpToday);
  const now = Date.now();

  const columns: DataTableColumn<NoAnswerCompany>[] = [
    {
      key: 'company_name',
      title: TESTING_TEXT.company,
      render: (c) => (
        <Flex vertical>
          <span>{c.company_name}</span>
          <Typography.Text type="secondary">{TESTING_TEXT.idLabel(c.id)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'phone_number',
      title: TESTING_TEXT.contact,
      render: (c) => (
        <Flex vertical>
          <span>{c.phone_number ?? 'N/A'}</span>
          {c.email && <Typography.Text type="secondary">{c.email}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'no_answer_count', title: TESTING_TEXT.noAnswerCount, align: 'right' },
    {
      key: 'follow_up_date',
      title: TESTING_TEXT.followUpDate,
      render: (c) => formatInZone(c.follow_up_date, zone) ?? TESTING_TEXT.notSet,
    },
    {
      key: 'status',
      title: TESTING_TEXT.status,
      sortValue: (c) => noAnswerBadge(c.follow_up_date, now, zone).label,
      render: (c) => <StatusBadge {...noAnswerBadge(c.follow_up_date, now, zone)} />,
    },
    {
      key: 'actions',
      title: TESTING_TEXT.actions,
      sortable: false,
      render: (c) =>
        canWrite && (
          <Button
            size="small"
            aria-label={`${TESTING_TEXT.setToday}: ${c.company_name}`}
            loading={setToday.isPending && setToday.variables?.params.id === c.id}
            onClick={() => setToday.mutate({ params: { id: c.id } })}
          >
            {TESTING_TEXT.setToday}
          </Button>
        ),
    },
  ];

  return (
    <TestingListPage
      title={TESTING_TEXT.noAnswerTitle}
      query={query}
      rowsOf={(data) => data.companies}
      totalOf={(data) => data.total_count}
      columns={columns}
      rowFlash={rowFlash}
      messages={NO_ANSWER_TESTING_MESSAGES}
      cardsOf={(data) => [
        { label: TESTING_TEXT.totalNoAnswer, value: data.total_count },
        { label: TESTING_TEXT.followUpToday, value: data.follow_up_today_count },
        { label: TESTING_TEXT.noFollowUpSet, value: data.no_follow_up_count },
      ]}
      setAll={
        canWrite
          ? {
              busy: setAll.isPending || setToday.isPending,
              pending: setAll.isPending,
              run: (rows) => setAll.mutate({ body: { company_ids: rows.map((c) => c.id) } }),
            }
          : undefined
      }
    />
  );
}
