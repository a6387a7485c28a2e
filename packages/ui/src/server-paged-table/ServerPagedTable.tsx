import { Flex, Input, type TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';
import { sortHeader } from '../data-table/sort-header';
import { type QueryLike, QueryState } from '../query-state/QueryState';
import { StickyTable } from '../sticky-table/StickyTable';
import type { ServerPaging } from './use-server-paging';

/** A page of a list as the server answers it: the rows and, beside them, how many there are in all. */
export type ServerPage<Row> = { data: readonly Row[]; pagination: { total: number } };

/** An antd column; with `sortKey` its header sorts the list on the server by that key. */
export type ServerPagedColumn<Row> = TableColumnType<Row> & { sortKey?: string };

export type ServerPagedTableProps<Row, Filters extends object> = {
  paging: ServerPaging<Filters>;
  /** The list's query, asked with the paging's window, search, sort and filters. */
  query: QueryLike<ServerPage<Row>>;
  columns: readonly ServerPagedColumn<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  /** Names the table's scroll region. */
  label: string;
  /** With a label, a search box whose text the server searches (`paging.search`). */
  searchLabel?: string;
  /** Controls beside the search box: the list's filters. */
  toolbar?: ReactNode;
  /** Shown when the server has no rows. */
  emptyText: ReactNode;
  /** Under the rows, e.g. 'Showing 20 of 45 entries'. */
  footer?: (page: ServerPage<Row>) => ReactNode;
  errorTitle?: ReactNode;
  errorText?: (error: unknown) => string;
  retryLabel?: string;
};

/**
 * Every list the server pages: the search box and filters above, then loading, error with Retry or the empty text
 * through QueryState, else the page's rows with the pager. The previous page stays on screen (dimmed) while the next
 * loads when the query keeps its previous data.
 */
export function ServerPagedTable<Row extends object, Filters extends object>({
  paging,
  query,
  columns,
  rowKey,
  label,
  searchLabel,
  toolbar,
  emptyText,
  footer,
  errorTitle,
  errorText,
  retryLabel,
}: ServerPagedTableProps<Row, Filters>) {
  const antColumns = columns.map(({ sortKey, ...column }) =>
    sortKey
      ? { ...column, ...sortHeader(column.title as ReactNode, sortKey, paging.sort, paging.sortBy) }
      : column,
  );
  return (
    <>
      {(searchLabel !== undefined || toolbar !== undefined) && (
        <Flex gap={12} wrap align="center">
          {searchLabel !== undefined && (
            <Input.Search
              aria-label={searchLabel}
              placeholder={searchLabel}
              allowClear
              value={paging.searchText}
              onChange={(event) => paging.searchFor(event.target.value)}
              style={{ maxWidth: 320 }}
            />
          )}
          {toolbar}
        </Flex>
      )}
      <QueryState
        query={query}
        isEmpty={(page) => page.pagination.total === 0}
        emptyText={emptyText}
        errorTitle={errorTitle}
        errorText={errorText}
        retryLabel={retryLabel}
      >
        {(page) => (
          <StickyTable<Row>
            label={label}
            wide={false}
            rowKey={rowKey as string | ((row: Row) => Key)}
            size="small"
            columns={antColumns}
            dataSource={page.data as Row[]}
            loading={query.isFetching}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: page.pagination.total,
              showSizeChanger: false,
              onChange: paging.goTo,
            }}
            footer={footer ? () => footer(page) : undefined}
          />
        )}
      </QueryState>
    </>
  );
}
