import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons/CaretUpOutlined';
import type { ReactNode } from 'react';
import { ariaSortOf, type TableSort } from './table-query';

// A bare button: looks like the header text, keeps the browser's focus ring.
const sortButtonStyle = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
} as const;

/**
 * The header of a sortable column, for an antd column: its title as a button that sorts by `key` (the caret shows the
 * direction) and the header cell's `aria-sort`. The same for a table that sorts its rows and one that asks the server.
 */
export function sortHeader(
  title: ReactNode,
  key: string,
  sort: TableSort | null,
  onSort: (key: string) => void,
) {
  const direction = sort?.key === key ? sort.direction : null;
  return {
    title: (
      <button type="button" style={sortButtonStyle} onClick={() => onSort(key)}>
        {title}
        {direction === 'asc' && <CaretUpOutlined aria-hidden />}
        {direction === 'desc' && <CaretDownOutlined aria-hidden />}
      </button>
    ),
    onHeaderCell: () => ({ 'aria-sort': ariaSortOf(sort, key) }),
  };
}
