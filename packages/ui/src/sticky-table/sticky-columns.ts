import type { CSSProperties } from 'react';

/** The key a table's action column has (its buttons); that column sticks to the right edge. */
export const ACTIONS_COLUMN_KEY = 'actions';

/** Which sides of a scrolling box hide content: scrolled away from its start, or more to see at its end. */
export type ScrollEdges = { hiddenStart: boolean; hiddenEnd: boolean };

export const NO_HIDDEN_EDGES: ScrollEdges = Object.freeze({ hiddenStart: false, hiddenEnd: false });

type CellProps = { className?: string; style?: CSSProperties };

/** The part of an antd column this changes: its cell handlers and the key that names the action column. */
export type StickableColumn = {
  key?: unknown;
  onCell?: (...args: never[]) => object;
  onHeaderCell?: (...args: never[]) => object;
};

/**
 * antd's own classes for a fixed cell (its stylesheet gives them `position: sticky`, the table's background and the
 * edge shadow), set on a table that scrolls inside a ScrollRegion rather than through antd's `scroll.x`, whose hidden
 * measure row repeats the headers' sort buttons.
 */
export function stickyCell(prefixCls: string, side: 'start' | 'end', shadow: boolean): Required<CellProps> {
  const fix = `${prefixCls}-cell-fix`;
  return {
    className: [fix, `${fix}-${side}`, shadow ? `${fix}-${side}-shadow-show` : ''].filter(Boolean).join(' '),
    // Above the cells that scroll under it; the shadow shows that the table goes on under the fixed column.
    style: side === 'start' ? { insetInlineStart: 0, zIndex: 3 } : { insetInlineEnd: 0, zIndex: 3 },
  };
}

const merge = (own: object, sticky: Required<CellProps>): object => {
  const cell = own as CellProps;
  return {
    ...own,
    className: [cell.className, sticky.className].filter(Boolean).join(' '),
    style: { ...cell.style, ...sticky.style },
  };
};

function stick<C extends StickableColumn>(column: C, sticky: Required<CellProps>): C {
  const { onCell, onHeaderCell } = column as {
    onCell?: (...args: unknown[]) => object;
    onHeaderCell?: (...args: unknown[]) => object;
  };
  return {
    ...column,
    onCell: (...args: unknown[]) => merge(onCell?.(...args) ?? {}, sticky),
    onHeaderCell: (...args: unknown[]) => merge(onHeaderCell?.(...args) ?? {}, sticky),
  } as C;
}

/**
 * A wide table's columns with the first one fixed to the left and the action column (key `actions`, the last) fixed
 * to the right, each with antd's shadow while columns hide under it, so the table shows that it scrolls and its
 * buttons are never cut at the edge of the page.
 */
export function stickyColumns<C extends StickableColumn>(
  columns: readonly C[],
  edges: ScrollEdges,
  prefixCls: string,
): C[] {
  const last = columns.length - 1;
  return columns.map((column, index) => {
    if (index === 0 && last > 0) return stick(column, stickyCell(prefixCls, 'start', edges.hiddenStart));
    if (index === last && last > 0 && column.key === ACTIONS_COLUMN_KEY)
      return stick(column, stickyCell(prefixCls, 'end', edges.hiddenEnd));
    return column;
  });
}

/** Which edges of `box` hide content (a pixel of rounding is not content). */
export const scrollEdgesOf = (box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges => ({
  hiddenStart: Math.abs(box.scrollLeft) > 1,
  hiddenEnd: Math.abs(box.scrollLeft) + box.clientWidth < box.scrollWidth - 1,
});
