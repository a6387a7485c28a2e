import type { Key } from 'react';

/**
 * `rows` in the order `keys` gave them (rows whose key is not there come after, in their own order; keys with no row
 * left are dropped): a list refreshed after an action on one of its rows keeps the order the operator was looking at.
 */
export function keepOrder<Row>(keys: readonly Key[], rows: readonly Row[], keyOf: (row: Row) => Key): Row[] {
  const position = new Map(keys.map((key, index) => [key, index]));
  const known: { row: Row; at: number }[] = [];
  const added: Row[] = [];
  for (const row of rows) {
    const at = position.get(keyOf(row));
    if (at === undefined) added.push(row);
    else known.push({ row, at });
  }
  known.sort((a, b) => a.at - b.at);
  return [...known.map(({ row }) => row), ...added];
}

/** `rows` with the row whose id is `patch.id` changed by `patch` (the server's answer to a write), in its place. */
export function patchRow<Row extends { id: unknown }>(
  rows: readonly Row[],
  patch: Partial<Row> & Pick<Row, 'id'>,
): Row[] {
  return rows.map((row) => (row.id === patch.id ? { ...row, ...patch } : row));
}
