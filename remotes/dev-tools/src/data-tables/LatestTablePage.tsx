import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { DataTable, PageFrame, type QueryLike, QueryState } from '@callops/ui';
import { Button, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { csvFileName, toCsv } from './csv';
import { DATA_TABLES_TEXT } from './data-tables-text';
import { downloadTextFile } from './download-file';
import { csvFields, type TableField, tableColumns } from './table-field';

export type LatestTablePageProps<Data, Row> = {
  title: string;
  query: QueryLike<Data> & { isFetching: boolean };
  rowsOf: (data: Data) => readonly Row[];
  /** Under the table, e.g. 'Newest 500 of 1200 companies'. */
  footerOf?: (data: Data) => ReactNode;
  fields: readonly TableField<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  /** The CSV file's name before the date, e.g. 'latest-calls'. */
  csvName: string;
  emptyText: string;
  errorTitle: string;
  /** Injected by tests; the real clock otherwise. */
  now?: () => Date;
};

/**
 * One of the four latest-record tables: the newest rows the server gives (it bounds them), searched, sorted and
 * paged here by DataTable, with Refresh and a CSV export of every row fetched.
 */
export function LatestTablePage<Data, Row>({
  title,
  query,
  rowsOf,
  footerOf,
  fields,
  rowKey,
  csvName,
  emptyText,
  errorTitle,
  now = () => new Date(),
}: LatestTablePageProps<Data, Row>) {
  const columns = tableColumns(fields);
  return (
    <PageFrame title={title}>
      <QueryState query={query} errorTitle={errorTitle}>
        {(data) => {
          const rows = rowsOf(data);
          return (
            <DataTable<Row>
              ariaLabel={title}
              rows={rows}
              rowKey={rowKey}
              columns={columns}
              emptyText={emptyText}
              toolbar={
                <>
                  <Button
                    icon={<ReloadOutlined aria-hidden />}
                    loading={query.isFetching}
                    onClick={() => void query.refetch()}
                  >
                    {DATA_TABLES_TEXT.refresh}
                  </Button>
                  <Button
                    icon={<DownloadOutlined aria-hidden />}
                    disabled={rows.length === 0}
                    onClick={() =>
                      downloadTextFile(csvFileName(csvName, now()), toCsv(csvFields(fields), rows))
                    }
                  >
                    {DATA_TABLES_TEXT.exportCsv}
                  </Button>
                </>
              }
              footer={footerOf && <Typography.Text type="secondary">{footerOf(data)}</Typography.Text>}
            />
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
