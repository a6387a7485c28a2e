import { keepOrder, patchRow } from './stable-order';

type Row = { id: number; date: string };
const keyOf = (row: Row) => row.id;

describe('keepOrder', () => {
  it('puts refreshed rows back in the order the operator saw, whatever order they come in', () => {
    const refreshed: Row[] = [
      { id: 3, date: 'c' },
      { id: 1, date: 'today' },
      { id: 2, date: 'b' },
    ];
    expect(keepOrder([1, 2, 3], refreshed, keyOf).map(keyOf)).toEqual([1, 2, 3]);
    // the refreshed row objects, not the old ones
    expect(keepOrder([1, 2, 3], refreshed, keyOf)[0]).toBe(refreshed[1]);
  });

  it('adds new rows after the known ones, in their own order, and drops rows that are gone', () => {
    const rows: Row[] = [
      { id: 9, date: 'x' },
      { id: 2, date: 'b' },
      { id: 8, date: 'y' },
      { id: 1, date: 'a' },
    ];
    expect(keepOrder([1, 5, 2], rows, keyOf).map(keyOf)).toEqual([1, 2, 9, 8]);
  });
});

describe('patchRow', () => {
  it("changes only the answered row's fields, keeping its place and the other rows as they are", () => {
    const rows: Row[] = [
      { id: 1, date: 'a' },
      { id: 2, date: 'b' },
    ];
    const patched = patchRow(rows, { id: 2, date: 'today' });
    expect(patched).toEqual([
      { id: 1, date: 'a' },
      { id: 2, date: 'today' },
    ]);
    expect(patched[0]).toBe(rows[0]);
    expect(rows[1]?.date).toBe('b');
  });
});
