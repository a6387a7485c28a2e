export type SortDirection = 'asc' | 'desc';
export type TableSort = { key: string; direction: SortDirection };
export type SortValue = string | number | boolean | Date | null | undefined;

/** Header clicks: a new column sorts ascending, the sorted column flips between ascending and descending. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export function ariaSortOf(sort: TableSort | null, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function isEmptySortValue(value: SortValue): value is null | undefined | '' {
  return (
    value === null || value === undefined || value === '' || (value instanceof Date && Number.isNaN(+value))
  );
}

const textCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: numbers by size, dates by time, text naturally ('a2' < 'a10'). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return textCollator.compare(String(a), String(b));
}

/** A stable sort; empty values go last in both directions, so a descending sort does not open on blanks. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort | null,
  sortValueAt: (row: Row, key: string) => SortValue,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValueAt(row, sort.key) }));
  keyed.sort((x, y) => {
    const xEmpty = isEmptySortValue(x.value);
    const yEmpty = isEmptySortValue(y.value);
    if (xEmpty || yEmpty) return Number(xEmpty) - Number(yEmpty);
    return sign * compareSortValues(x.value, y.value);
  });
  return keyed.map((entry) => entry.row);
}

export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** Keeps rows whose search text (already lower-case) contains the query, ignoring case. */
export function filterRows<Row>(
  rows: readonly Row[],
  search: string,
  searchTextOf: (row: Row) => string,
): Row[] {
  const query = normalizeSearch(search);
  if (query === '') return [...rows];
  return rows.filter((row) => searchTextOf(row).includes(query));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

export function pageSlice<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
