import { useDeferredValue, useState } from 'react';
import { nextSort, type TableSort } from '../data-table/table-query';

/** One page as the server's list endpoints take it. */
export type PageWindow = { limit: number; offset: number };

/** The page (1-based) as the server's offset. */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

export interface ServerPagingOptions<Filters extends object> {
  pageSize: number;
  /** The list's own filters (a view, a status), as they start. */
  filters: Filters;
  initialSort?: TableSort | null;
}

/** What a server-paged list asks the server for, and how the table changes it. */
export interface ServerPaging<Filters extends object> {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The page as the request's `limit` and `offset`. */
  window: PageWindow;
  /** The search box's text as typed. */
  searchText: string;
  /** The search as sent: trimmed, and a step behind the typing so each key press does not ask the server. */
  search: string;
  sort: TableSort | null;
  filters: Filters;
  goTo: (page: number) => void;
  /** A new search, sort or filter starts again at page 1. */
  searchFor: (text: string) => void;
  sortBy: (key: string) => void;
  filter: (change: Partial<Filters>) => void;
}

/**
 * The paging, search, sort and filter state of a list the server pages: the page sends `window`, `search`, `sort` and
 * `filters` in its query, and `ServerPagedTable` shows the answer and changes the state.
 */
export function useServerPaging<Filters extends object>({
  pageSize,
  filters: initialFilters,
  initialSort = null,
}: ServerPagingOptions<Filters>): ServerPaging<Filters> {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const search = useDeferredValue(searchText).trim();
  return {
    page,
    pageSize,
    window: { limit: pageSize, offset: offsetOf(page, pageSize) },
    searchText,
    search,
    sort,
    filters,
    goTo: setPage,
    searchFor: (text) => {
      setSearchText(text);
      setPage(1);
    },
    sortBy: (key) => {
      setSort((previous) => nextSort(previous, key));
      setPage(1);
    },
    filter: (change) => {
      setFilters((previous) => ({ ...previous, ...change }));
      setPage(1);
    },
  };
}
