import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  DataTable,
  type DataTableColumn,
  PageFrame,
  type QueryLike,
  QueryState,
  type RowFlash,
} from '@callops/ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { SummaryCards } from './SummaryCards';
import { TESTING_TEXT } from './testing-text';

interface TestingListPageProps<Data, Row> {
  title: string;
  query: QueryLike<Data>;
  /** The list's rows and how many there are in all. */
  rowsOf: (data: Data) => Row[];
  totalOf: (data: Data) => number;
  columns: DataTableColumn<Row>[];
  messages: { loadFailed: string; empty: string };
  /** The summary cards over every row, when the page has them. */
  cardsOf?: (data: Data) => { label: string; value: number }[];
  /** 'Set All to Today' for those who may write: disabled while the list is empty or something is busy. */
  setAll?: { busy: boolean; pending: boolean; run: (rows: Row[]) => void };
  /** The row an action just changed, highlighted. */
  rowFlash?: RowFlash;
}

/** The frame the three testing pages share: title, Set All to Today and Refresh, the query's states, cards, table. */
export function TestingListPage<Data, Row extends { id: number }>({
  title,
  query,
  rowsOf,
  totalOf,
  columns,
  messages,
  cardsOf,
  setAll,
  rowFlash,
}: TestingListPageProps<Data, Row>) {
  const rows = query.data ? rowsOf(query.data) : [];
  // The list keeps its order after an action on a row (the row stays where the operator saw it) until Refresh.
  const [refreshed, setRefreshed] = useState(0);
  return (
    <PageFrame
      title={title}
      extra={
        <Flex gap={8} wrap>
          {setAll && (
            <Button
              type="primary"
              disabled={rows.length === 0 || setAll.busy}
              loading={setAll.pending}
              onClick={() => setAll.run(rows)}
            >
              {TESTING_TEXT.setAllToday}
            </Button>
          )}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              setRefreshed((count) => count + 1);
              void query.refetch();
            }}
            loading={query.isFetching && !query.isPending}
          >
            {TESTING_TEXT.refresh}
          </Button>
        </Flex>
      }
    >
      <QueryState
        query={query}
        errorTitle={messages.loadFailed}
        isEmpty={(data) => rowsOf(data).length === 0}
        emptyText={messages.empty}
      >
        {(data) => (
          <Flex vertical gap={16}>
            {cardsOf && <SummaryCards cards={cardsOf(data)} />}
            <DataTable
              ariaLabel={title}
              columns={columns}
              rows={rowsOf(data)}
              rowKey="id"
              orderEpoch={refreshed}
              rowFlash={rowFlash}
              emptyText={messages.empty}
              footer={TESTING_TEXT.showingOf(rowsOf(data).length, totalOf(data))}
            />
          </Flex>
        )}
      </QueryState>
    </PageFrame>
  );
}
