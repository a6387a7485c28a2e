import { COPY_FEEDBACK, EMPTY_TEXT } from '@callops/contracts/core';
import { CopyText } from '@callops/ui';
import { Typography } from 'antd';
import { DATA_TABLES_TEXT } from './data-tables-text';
import { formatTableDate } from './table-dates';
import type { TableField } from './table-field';

// Columns every data table builds the same way.

/** Sl No: the row's place in the searched and sorted list, across pages. */
export const slNoField = <Row,>(): TableField<Row> => ({
  key: 'slNo',
  title: DATA_TABLES_TEXT.slNo,
  sortable: false,
  render: (_row, index) => index + 1,
});

type StringKeys<Row> = { [K in keyof Row]: Row[K] extends string | null ? K : never }[keyof Row] & string;

/** A date-time column: shown in the business zone, sorted by the instant, exported as ISO-8601. */
export const dateField = <Row,>(key: StringKeys<Row>, title: string, zone: string): TableField<Row> => {
  const value = (row: Row) => row[key] as string | null;
  return {
    key,
    title,
    render: (row) => formatTableDate(value(row), zone),
    searchValue: (row) => formatTableDate(value(row), zone),
    csv: value,
  };
};

/**
 * A column whose value can be copied ('Copied!' for 1.2 s, or `feedbackMs`); `shown` is what the cell displays
 * when it differs from the value copied (a call SID's first 8 characters).
 */
export const copyField = <Row,>(
  key: StringKeys<Row>,
  title: string,
  options: { feedbackMs?: number; shown?: (value: string) => string } = {},
): TableField<Row> => {
  const value = (row: Row) => row[key] as string | null;
  return {
    key,
    title,
    render: (row) => {
      const text = value(row);
      if (!text) return <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>;
      return (
        <CopyText
          value={text}
          feedbackMs={options.feedbackMs ?? COPY_FEEDBACK.durationMs}
          buttonLabel={`Copy ${title} ${text}`}
        >
          {options.shown ? <span title={text}>{options.shown(text)}</span> : text}
        </CopyText>
      );
    },
    csv: value,
  };
};
