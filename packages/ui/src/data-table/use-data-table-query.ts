import { PAGINATION } from '@callops/contracts/core';
import { useState } from 'react';
import type { TableSort } from './table-query';

export type DataTableQuery = {
  page: number;
  pageSize: number;
  /** (page - 1) * pageSize, for limit/offset endpoints. */
  offset: number;
  search: string;
  sort: TableSort | null;
};

/**
 * The state of a server-mode DataTable: `query` goes into the fetch (and its query key), `tableProps` onto
 * the table next to `rows` and `total`.
 */
export function useDataTableQuery({
  pageSize = PAGINATION.tableRowsPerPage,
  initialSort = null,
}: {
  pageSize?: number;
  initialSort?: TableSort | null;
} = {}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>(initialSort);

  const query: DataTableQuery = { page, pageSize, offset: (page - 1) * pageSize, search, sort };
  const tableProps = {
    mode: 'server' as const,
    page,
    pageSize,
    search,
    sort,
    onPageChange: setPage,
    onSearchChange: setSearch,
    onSortChange: setSort,
  };
  return { query, tableProps };
}
