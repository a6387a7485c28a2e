import type { SortValue } from './table-query';

/** The raw field a column shows when it has no render function. */
export function cellValue(row: unknown, key: string): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  return (row as Record<string, unknown>)[key];
}

/** Text for a raw value: null and undefined are empty, objects and arrays are JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return Number.isNaN(+value) ? '' : value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

export function sortValueOf(value: unknown): SortValue {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  return valueText(value);
}

/** Lower-case text of every field of the row plus any extra (computed) texts; what the search box looks in. */
export function rowSearchText(row: unknown, extra: readonly string[] = []): string {
  const fields =
    typeof row === 'object' && row !== null ? Object.values(row).map(valueText) : [valueText(row)];
  return [...fields, ...extra].join('\u0000').toLowerCase();
}
