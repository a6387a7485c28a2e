import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { DataTable } from './DataTable';
import { useDataTableQuery } from './use-data-table-query';

const allLeads = Array.from({ length: 35 }, (_, i) => ({ id: i + 1, name: `Lead ${i + 1}` }));

/** Stands in for a screen whose endpoint pages on the server. */
function LeadsScreen() {
  const { query, tableProps } = useDataTableQuery();
  const rows = allLeads.slice(query.offset, query.offset + query.pageSize);
  return (
    <DataTable
      {...tableProps}
      columns={[{ key: 'name', title: 'Name' }]}
      rows={rows}
      total={allLeads.length}
      rowKey="id"
    />
  );
}

describe('useDataTableQuery', () => {
  it('starts on page 1 with no search and turns pages into offsets', () => {
    const { result } = renderHook(() => useDataTableQuery());
    expect(result.current.query).toEqual({ page: 1, pageSize: 10, offset: 0, search: '', sort: null });

    act(() => result.current.tableProps.onPageChange(3));
    expect(result.current.query.offset).toBe(20);
    act(() => result.current.tableProps.onSortChange({ key: 'name', direction: 'desc' }));
    expect(result.current.query.sort).toEqual({ key: 'name', direction: 'desc' });
  });

  it('drives a server-mode DataTable', () => {
    render(<LeadsScreen />);
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('Lead 21')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
  });
});
