import type { DataTableColumn } from '@callops/ui';
import type { CsvField, CsvValue } from './csv';

/**
 * One column of a data table, stated once: how the table shows, sorts and searches it, and (`csv`) the whole
 * value the CSV export writes; a column without `csv` (Sl No, a computed badge) is not exported.
 */
export type TableField<Row> = DataTableColumn<Row> & { title: string; csv?: (row: Row) => CsvValue };

export const tableColumns = <Row>(fields: readonly TableField<Row>[]): DataTableColumn<Row>[] =>
  fields.map(({ csv: _csv, ...column }) => column);

export const csvFields = <Row>(fields: readonly TableField<Row>[]): CsvField<Row>[] =>
  fields.flatMap((field) => (field.csv ? [{ title: field.title, value: field.csv }] : []));
