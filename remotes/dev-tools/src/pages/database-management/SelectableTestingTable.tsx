import { DataTable, type DataTableColumn, type QueryLike, QueryState } from '@callops/ui';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { selectAllState, stillListed, toggled } from './database-management-rules';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';

export type SelectableTestingTableProps<Data, Row extends { id: number }> = {
  title: string;
  query: QueryLike<Data> & { isFetching: boolean };
  rowsOf: (data: Data) => readonly Row[];
  totalOf: (data: Data) => number;
  /** What a row's checkbox is called for screen readers, e.g. the company name. */
  rowName: (row: Row) => string;
  columns: readonly DataTableColumn<Row>[];
  tableLabel: string;
  emptyText: string;
  loadFailed: string;
  bulkLabel: string;
  /** The bulk update of the selected ids; resolves when it succeeded. */
  onBulk: (ids: number[]) => Promise<unknown>;
  bulkBusy: boolean;
  /** Called instead of onBulk when nothing is selected ('Please select at least one ...'). */
  onNothingSelected: () => void;
};

/** A testing panel: the rows with a checkbox each, 'Select all', Refresh and the bulk date update. */
export function SelectableTestingTable<Data, Row extends { id: number }>(
  props: SelectableTestingTableProps<Data, Row>,
) {
  const { title, query } = props;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
      }
    >
      <QueryState query={query} errorTitle={props.loadFailed}>
        {(data) => <SelectableRows {...props} rows={props.rowsOf(data)} total={props.totalOf(data)} />}
      </QueryState>
    </Card>
  );
}

function SelectableRows<Data, Row extends { id: number }>({
  rows,
  total,
  query,
  rowName,
  columns,
  tableLabel,
  emptyText,
  bulkLabel,
  onBulk,
  bulkBusy,
  onNothingSelected,
}: SelectableTestingTableProps<Data, Row> & { rows: readonly Row[]; total: number }) {
  const [picked, setPicked] = useState<number[]>([]);
  const listed = rows.map((row) => row.id);
  const selected = stillListed(picked, listed);
  const all = selectAllState(selected, listed);

  const selectColumn: DataTableColumn<Row> = {
    key: 'select',
    title: T.select,
    sortable: false,
    render: (row) => (
      <Checkbox
        aria-label={T.selectRow(rowName(row))}
        checked={selected.includes(row.id)}
        onChange={(event) => setPicked(toggled(selected, row.id, event.target.checked))}
      />
    ),
  };

  const bulk = async () => {
    if (selected.length === 0) {
      onNothingSelected();
      return;
    }
    try {
      await onBulk(selected);
      setPicked([]);
    } catch {
      // The mutation's failure toast said why; the selection stays for another try.
    }
  };

  const footer: ReactNode = (
    <Flex gap={16} wrap>
      <Typography.Text type="secondary">{T.selected(selected.length, rows.length)}</Typography.Text>
      {total > rows.length && (
        <Typography.Text type="secondary">{T.moreThanShown(rows.length, total)}</Typography.Text>
      )}
    </Flex>
  );

  return (
    <DataTable<Row>
      ariaLabel={tableLabel}
      rows={rows}
      rowKey="id"
      columns={[selectColumn, ...columns]}
      emptyText={emptyText}
      footer={footer}
      toolbar={
        <>
          <Checkbox
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={rows.length === 0}
            onChange={(event) => setPicked(event.target.checked ? listed : [])}
          >
            {T.selectAll}
          </Checkbox>
          <Button loading={query.isFetching} onClick={() => void query.refetch()}>
            {T.refresh}
          </Button>
          <Button type="primary" loading={bulkBusy} onClick={() => void bulk()}>
            {bulkLabel}
          </Button>
        </>
      }
    />
  );
}
