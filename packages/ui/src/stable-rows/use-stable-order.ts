import { type Key, useMemo, useRef } from 'react';
import { keepOrder } from './stable-order';

/**
 * `rows` in the order they were in when `epoch` last changed, however the data behind them is refreshed meanwhile
 * (a row the server now sorts elsewhere stays where the operator saw it; new rows come last). With `epoch` undefined
 * the rows come as given.
 */
export function useStableOrder<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  epoch: unknown,
): readonly Row[] {
  const held = useRef<{ epoch: unknown; keys: readonly Key[] } | null>(null);
  return useMemo(() => {
    if (epoch === undefined) return rows;
    if (held.current === null || !Object.is(held.current.epoch, epoch)) {
      held.current = { epoch, keys: rows.map(keyOf) };
      return rows;
    }
    const ordered = keepOrder(held.current.keys, rows, keyOf);
    held.current = { epoch, keys: ordered.map(keyOf) };
    return ordered;
  }, [rows, keyOf, epoch]);
}
