import {
  ariaSortOf,
  clampPage,
  compareSortValues,
  filterRows,
  nextSort,
  pageCount,
  pageSlice,
  sortRows,
  type TableSort,
} from './table-query';

describe('nextSort', () => {
  it('sorts a new column ascending and toggles the sorted one', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(second, 'city')).toEqual({ key: 'city', direction: 'asc' });
  });

  it('names the sort for aria-sort', () => {
    const sort: TableSort = { key: 'name', direction: 'desc' };
    expect(ariaSortOf(sort, 'name')).toBe('descending');
    expect(ariaSortOf({ key: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSortOf(sort, 'city')).toBe('none');
    expect(ariaSortOf(null, 'city')).toBe('none');
  });
});

describe('compareSortValues', () => {
  it('orders numbers, dates, booleans and text', () => {
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues(new Date('2024-02-01'), new Date('2024-01-01'))).toBeGreaterThan(0);
    expect(compareSortValues(false, true)).toBeLessThan(0);
    expect(compareSortValues('item 2', 'item 10')).toBeLessThan(0);
    expect(compareSortValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareSortValues('a', 'A')).toBe(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, name: 'Charlie', score: 5 },
    { id: 2, name: null, score: 9 },
    { id: 3, name: 'alpha', score: 5 },
    { id: 4, name: 'Bravo', score: undefined },
  ];
  const sortValueAt = (row: (typeof rows)[number], key: string) => row[key as keyof typeof row];

  it('sorts ascending and descending with empty values last', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, sortValueAt).map((r) => r.id)).toEqual([
      3, 4, 1, 2,
    ]);
    expect(sortRows(rows, { key: 'name', direction: 'desc' }, sortValueAt).map((r) => r.id)).toEqual([
      1, 4, 3, 2,
    ]);
  });

  it('keeps the original order of equal values', () => {
    expect(sortRows(rows, { key: 'score', direction: 'asc' }, sortValueAt).map((r) => r.id)).toEqual([
      1, 3, 2, 4,
    ]);
  });

  it('returns a copy in the original order without a sort', () => {
    const sorted = sortRows(rows, null, sortValueAt);
    expect(sorted).toEqual(rows);
    expect(sorted).not.toBe(rows);
  });
});

describe('filterRows', () => {
  const rows = ['acme plumbing', 'best roofing', 'ACME hvac'];
  it('matches ignoring case and surrounding spaces', () => {
    expect(filterRows(rows, '  AcMe ', (r) => r.toLowerCase())).toEqual(['acme plumbing', 'ACME hvac']);
  });
  it('keeps every row for an empty query', () => {
    expect(filterRows(rows, '   ', (r) => r)).toEqual(rows);
  });
});

describe('paging', () => {
  it('counts pages of 10, with at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(100_000, 10)).toBe(10_000);
  });

  it('keeps the page inside the range', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('slices one page', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageSlice(rows, 1, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(rows, 3, 10)).toEqual([20, 21, 22, 23, 24]);
  });
});
