import { ConfigProvider, Table, type TableProps } from 'antd';
import { useContext, useMemo, useRef } from 'react';
import { ScrollRegion, WIDE_TABLE } from '../scroll-region/ScrollRegion';
import { stickyColumns } from './sticky-columns';
import { useScrollEdges } from './use-scroll-edges';

export type StickyTableProps<Row> = Omit<TableProps<Row>, 'components' | 'scroll' | 'sticky'> & {
  /** Names the table's scroll region. */
  label?: string;
  /** Default true: as wide as its content (cells keep to one line); false: as wide as its box, cells wrap. */
  wide?: boolean;
};

/**
 * Every table of the console: as wide as its content, scrolling sideways inside a keyboard-reachable region, its first
 * column fixed to the left and its action column (key `actions`) to the right, with antd's shadow on a fixed column
 * while other columns hide under it.
 */
export function StickyTable<Row>({ label, wide = true, columns = [], ...table }: StickyTableProps<Row>) {
  const region = useRef<HTMLElement>(null);
  const edges = useScrollEdges(region);
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  const fixed = useMemo(() => stickyColumns(columns, edges, prefixCls), [columns, edges, prefixCls]);
  return (
    <ScrollRegion ref={region} label={label}>
      <Table<Row> {...table} columns={fixed} components={wide ? WIDE_TABLE : undefined} />
    </ScrollRegion>
  );
}
