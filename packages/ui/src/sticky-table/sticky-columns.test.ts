import { ACTIONS_COLUMN_KEY, scrollEdgesOf, stickyColumns } from './sticky-columns';

type Column = { key: string; onCell?: (row: object) => object; onHeaderCell?: () => object };
const cellOf = (column: Column | undefined) => column?.onCell?.({}) as { className?: string; style?: object };

describe('stickyColumns', () => {
  const columns: Column[] = [{ key: 'name' }, { key: 'phone' }, { key: ACTIONS_COLUMN_KEY }];

  it('fixes the first column to the left and the action column to the right, header and cells', () => {
    const fixed = stickyColumns(columns, { hiddenStart: false, hiddenEnd: false }, 'ant-table');
    expect(cellOf(fixed[0])).toEqual({
      className: 'ant-table-cell-fix ant-table-cell-fix-start',
      style: { insetInlineStart: 0, zIndex: 3 },
    });
    expect(fixed[0]?.onHeaderCell?.()).toEqual(cellOf(fixed[0]));
    expect(fixed[1]).toBe(columns[1]);
    expect(cellOf(fixed[2])).toEqual({
      className: 'ant-table-cell-fix ant-table-cell-fix-end',
      style: { insetInlineEnd: 0, zIndex: 3 },
    });
  });

  it('shows the shadow on the side where columns hide', () => {
    const fixed = stickyColumns(columns, { hiddenStart: true, hiddenEnd: true }, 'ant-table');
    expect(cellOf(fixed[0]).className).toContain('ant-table-cell-fix-start-shadow-show');
    expect(cellOf(fixed[2]).className).toContain('ant-table-cell-fix-end-shadow-show');
  });

  it("keeps a column's own cell class and style", () => {
    const own: Column = { key: 'name', onCell: () => ({ className: 'bold', style: { fontWeight: 600 } }) };
    const [first] = stickyColumns([own, { key: 'x' }], { hiddenStart: false, hiddenEnd: false }, 'ant-table');
    expect(cellOf(first)).toEqual({
      className: 'bold ant-table-cell-fix ant-table-cell-fix-start',
      style: { fontWeight: 600, insetInlineStart: 0, zIndex: 3 },
    });
  });

  it('fixes nothing on the right when the last column is not the actions, nor a lone column', () => {
    const fixed = stickyColumns<Column>(
      [{ key: 'a' }, { key: 'b' }],
      { hiddenStart: false, hiddenEnd: true },
      'ant-table',
    );
    expect(fixed[1]?.onCell).toBeUndefined();
    const [only] = stickyColumns<Column>(
      [{ key: 'a' }],
      { hiddenStart: false, hiddenEnd: true },
      'ant-table',
    );
    expect(only?.onCell).toBeUndefined();
  });
});

describe('scrollEdgesOf', () => {
  it('tells which sides hide content', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 1000 })).toEqual({
      hiddenStart: false,
      hiddenEnd: false,
    });
    expect(scrollEdgesOf({ scrollLeft: 0, scrollWidth: 1400, clientWidth: 1000 })).toEqual({
      hiddenStart: false,
      hiddenEnd: true,
    });
    expect(scrollEdgesOf({ scrollLeft: 400, scrollWidth: 1400, clientWidth: 1000 })).toEqual({
      hiddenStart: true,
      hiddenEnd: false,
    });
  });
});
