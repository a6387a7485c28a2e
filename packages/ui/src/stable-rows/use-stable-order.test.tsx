import { renderHook } from '@testing-library/react';
import { useStableOrder } from './use-stable-order';

type Row = { id: number };
const keyOf = (row: Row) => row.id;
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

describe('useStableOrder', () => {
  it('keeps the first order while the data is read again, and takes the new order when the epoch changes', () => {
    const view = renderHook(({ list, epoch }) => useStableOrder(list, keyOf, epoch), {
      initialProps: { list: rows(1, 2, 3), epoch: 0 as number | undefined },
    });
    expect(view.result.current.map(keyOf)).toEqual([1, 2, 3]);
    // row 1 got today's date and the server now sorts it last
    view.rerender({ list: rows(2, 3, 1), epoch: 0 });
    expect(view.result.current.map(keyOf)).toEqual([1, 2, 3]);
    // a new row comes last; the order held so far stays
    view.rerender({ list: rows(4, 2, 3, 1), epoch: 0 });
    expect(view.result.current.map(keyOf)).toEqual([1, 2, 3, 4]);
    // the operator refreshed
    view.rerender({ list: rows(4, 2, 3, 1), epoch: 1 });
    expect(view.result.current.map(keyOf)).toEqual([4, 2, 3, 1]);
  });

  it('gives the rows as they come without an epoch', () => {
    const view = renderHook(({ list }) => useStableOrder(list, keyOf, undefined), {
      initialProps: { list: rows(1, 2) },
    });
    view.rerender({ list: rows(2, 1) });
    expect(view.result.current.map(keyOf)).toEqual([2, 1]);
  });
});
