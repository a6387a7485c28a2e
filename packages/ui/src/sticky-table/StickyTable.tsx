import { ConfigProvider, Table, type TableProps } from 'antd';
import { type CSSProperties, useContext, useMemo, useRef } from 'react';
import { ScrollRegion, WIDE_TABLE } from '../scroll-region/ScrollRegion';
import { stickyColumns } from './sticky-columns';
import { useScrollEdges } from './use-scroll-edges';

const END_SHADOW: CSSProperties = {
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 30,
  pointerEvents: 'none',
  zIndex: 4,
  boxShadow: 'inset -12px 0 10px -8px var(--ant-color-border)',
};

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
  const fixedEnd = fixed.length > 1 && fixed[fixed.length - 1] !== columns[columns.length - 1];
  return (
    <div style={{ position: 'relative' }}>
      <ScrollRegion ref={region} label={label}>
        <Table<Row> {...table} columns={fixed} components={wide ? WIDE_TABLE : undefined} />
      </ScrollRegion>
      {/* With no fixed column at the right edge, antd's edge shadow there shows that more columns follow. */}
      {edges.hiddenEnd && !fixedEnd && <div aria-hidden style={END_SHADOW} />}
    </div>
  );
}
