import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { PAGINATION, TRUNCATION } from '@callops/contracts/core';
import { Button, Flex, Input, type TableColumnsType, Typography } from 'antd';
import { type CSSProperties, type Key, type ReactNode, useCallback, useMemo, useState } from 'react';
import { ExpandableText } from '../expandable-text/ExpandableText';
import { EmptyState } from '../query-state/QueryState';
import { flashCellStyle, type RowFlash } from '../stable-rows/use-row-flash';
import { useStableOrder } from '../stable-rows/use-stable-order';
import { StickyTable } from '../sticky-table/StickyTable';
import { UI_TEXT } from '../ui-text';
import { cellValue, rowSearchText, sortValueOf, valueText } from './cell-value';
import { sortHeader } from './sort-header';
import {
  clampPage,
  filterRows,
  nextSort,
  normalizeSearch,
  pageCount,
  pageSlice,
  type SortValue,
  sortRows,
  type TableSort,
} from './table-query';

export type DataTableColumn<Row> = {
  /** Unique per table; also the row field shown, sorted and searched when no functions are given. */
  key: string;
  title: ReactNode;
  /** `index` counts from 0 across all pages (Sl No is `index + 1`). */
  render?: (row: Row, index: number) => ReactNode;
  /** What the column sorts by; default the row field `key`. */
  sortValue?: (row: Row) => SortValue;
  /** Extra text the search box finds, for computed columns (every row field is searched anyway). */
  searchValue?: (row: Row) => string | number | null | undefined;
  /** Default true. */
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
};

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** Every row: the table searches, sorts and pages them itself. */
  rows: readonly Row[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  /** Shown when there are no rows, verbatim. */
  emptyText?: ReactNode;
  /** Shown when a search matches nothing; default `emptyText`. */
  noMatchText?: ReactNode;
  /** Default PAGINATION.tableRowsPerPage (10). */
  pageSize?: number;
  searchPlaceholder?: string;
  /** Extra controls beside the search box (filters, Refresh). */
  toolbar?: ReactNode;
  /** Shown under the table, e.g. 'Showing X of total recordings'. */
  footer?: ReactNode;
  /** Names the table for screen readers. */
  ariaLabel?: string;
  initialSort?: TableSort | null;
  /**
   * With a value, the rows keep the order they had when it last changed while their data is read again (after an
   * action on a row, the list does not jump); the page changes it when the operator refreshes, and sorting resets it.
   */
  orderEpoch?: string | number;
  /** Highlights the row just changed (useRowFlash). */
  rowFlash?: Pick<RowFlash, 'phaseOf' | 'motion'>;
};

/**
 * Every table of the console: a search box across all fields, sorting by header click (ascending, then descending),
 * 10 rows a page with Previous/Next and 'Page X of Y', expand/collapse for text over 50 characters.
 */
export function DataTable<Row>({ initialSort = null, orderEpoch, rowFlash, ...props }: DataTableProps<Row>) {
  const { columns, rowKey, pageSize = PAGINATION.tableRowsPerPage } = props;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const [sorted, setSorted] = useState(0);
  const [page, setPage] = useState(1);
  const keyOf = useCallback(
    (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key)),
    [rowKey],
  );
  const rows = useStableOrder(
    props.rows,
    keyOf,
    orderEpoch === undefined ? undefined : `${orderEpoch}/${sorted}`,
  );

  const searchTexts = useMemo(() => {
    const texts = new Map<Row, string>();
    for (const row of rows) {
      const extra = columns.flatMap((c) => (c.searchValue ? [valueText(c.searchValue(row))] : []));
      texts.set(row, rowSearchText(row, extra));
    }
    return texts;
  }, [rows, columns]);

  const visible = useMemo(() => {
    const matched = filterRows(rows, search, (row) => searchTexts.get(row) ?? '');
    return sortRows(matched, sort, (row, key) => {
      const column = columns.find((c) => c.key === key);
      return column?.sortValue ? column.sortValue(row) : sortValueOf(cellValue(row, key));
    });
  }, [rows, search, sort, columns, searchTexts]);

  const pages = pageCount(visible.length, pageSize);
  const current = clampPage(page, pages);

  return (
    <DataTableView
      {...props}
      pageRows={pageSlice(visible, current, pageSize)}
      offset={(current - 1) * pageSize}
      page={current}
      pages={pages}
      sort={sort}
      searchValue={search}
      searching={normalizeSearch(search) !== ''}
      onSearchInput={(value) => {
        setSearch(value);
        setPage(1);
      }}
      onSortClick={(key) => {
        setSort((previous) => nextSort(previous, key));
        setSorted((count) => count + 1);
        setPage(1);
      }}
      cellStyle={rowFlash && ((row) => flashCellStyle(rowFlash.phaseOf(keyOf(row)), rowFlash.motion))}
      onPageChange={setPage}
    />
  );
}

type DataTableViewProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'initialSort' | 'orderEpoch' | 'rowFlash'
> & {
  /** A style for every cell of the row (its highlight). */
  cellStyle?: (row: Row) => CSSProperties | undefined;
  pageRows: readonly Row[];
  offset: number;
  page: number;
  pages: number;
  sort: TableSort | null;
  searchValue: string;
  searching: boolean;
  onSearchInput: (value: string) => void;
  onSortClick: (key: string) => void;
  onPageChange: (page: number) => void;
};

function DataTableView<Row>({
  columns,
  pageRows,
  rowKey,
  emptyText,
  noMatchText,
  searchPlaceholder = UI_TEXT.searchPlaceholder,
  toolbar,
  footer,
  ariaLabel,
  offset,
  page,
  pages,
  sort,
  searchValue,
  searching,
  onSearchInput,
  onSortClick,
  onPageChange,
  cellStyle,
}: DataTableViewProps<Row>) {
  const antColumns: TableColumnsType<Row> = columns.map((column) => {
    const sortable = column.sortable !== false;
    return {
      key: column.key,
      width: column.width,
      align: column.align,
      onCell: cellStyle && ((row: Row) => ({ style: cellStyle(row) })),
      ...(sortable ? sortHeader(column.title, column.key, sort, onSortClick) : { title: column.title }),
      render: (_value: unknown, row: Row, index: number) =>
        column.render ? (
          column.render(row, offset + index)
        ) : (
          <ExpandableText
            text={valueText(cellValue(row, column.key))}
            maxLength={TRUNCATION.expandableOver}
          />
        ),
    };
  });

  return (
    <Flex vertical gap={12} role="region" aria-label={ariaLabel}>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label={UI_TEXT.search}
          placeholder={searchPlaceholder}
          prefix={<SearchOutlined />}
          allowClear
          value={searchValue}
          onChange={(event) => onSearchInput(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        {toolbar}
      </Flex>
      <StickyTable<Row>
        columns={antColumns}
        dataSource={pageRows as Row[]}
        rowKey={rowKey as string | ((row: Row) => Key)}
        pagination={false}
        size="middle"
        locale={{ emptyText: <EmptyState text={searching ? (noMatchText ?? emptyText) : emptyText} /> }}
      />
      <Flex align="center" justify="center" gap={12}>
        <Button disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {UI_TEXT.previous}
        </Button>
        <Typography.Text aria-live="polite">{UI_TEXT.pageOf(page, pages)}</Typography.Text>
        <Button disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {UI_TEXT.next}
        </Button>
      </Flex>
      {footer}
    </Flex>
  );
}
