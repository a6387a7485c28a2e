import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';

type Lead = { id: number; name: string; email: string; city: string | null; notes: string };

const leads: Lead[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Company ${String(i + 1).padStart(2, '0')}`,
  email: `owner${i + 1}@example.com`,
  city: i % 2 === 0 ? 'Toronto' : 'Ottawa',
  notes: i === 0 ? `${'n'.repeat(50)}-the end` : 'short',
}));

const columns: DataTableColumn<Lead>[] = [
  { key: 'slNo', title: 'Sl No', sortable: false, render: (_row, index) => index + 1 },
  { key: 'name', title: 'Name' },
  { key: 'city', title: 'City' },
  { key: 'notes', title: 'Notes' },
  {
    key: 'badge',
    title: 'Badge',
    render: (row) => (row.id === 7 ? 'Ready for Call' : 'Scheduled'),
    searchValue: (row) => (row.id === 7 ? 'Ready for Call' : 'Scheduled'),
    sortValue: (row) => (row.id === 7 ? 0 : 1),
  },
];

function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

function namesShown() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

function header(name: string) {
  return screen.getByRole('columnheader', { name });
}

describe('DataTable', () => {
  it('shows 10 rows a page with Previous/Next and Page X of Y', () => {
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(namesShown()[0]).toBe('Company 11');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('11');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('searches across all fields, shown or not, and computed columns, ignoring case', () => {
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'OWNER12@' } });
    expect(namesShown()).toEqual(['Company 12']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'ready for call' },
    });
    expect(namesShown()).toEqual(['Company 07']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'ottawa' } });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says when a search matches nothing', () => {
    render(
      <DataTable
        columns={columns}
        rows={leads}
        rowKey="id"
        emptyText="No appointments"
        noMatchText="No matching leads"
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No matching leads')).toBeInTheDocument();
    expect(screen.queryByText('No appointments')).not.toBeInTheDocument();
  });

  it('sorts by header click, toggling ascending and descending', () => {
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(namesShown()[0]).toBe('Company 01');

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(namesShown()[0]).toBe('Company 25');

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(within(header('Badge')).getByRole('button', { name: 'Badge' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Badge')).toHaveAttribute('aria-sort', 'ascending');
    expect(namesShown()[0]).toBe('Company 07');
  });

  it('goes back to page 1 when the sort changes', () => {
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    const button = within(header('Name')).getByRole('button', { name: 'Name' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('gives non-sortable columns no sort button', () => {
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    expect(within(header('Sl No')).queryByRole('button')).not.toBeInTheDocument();
    expect(header('Sl No')).not.toHaveAttribute('aria-sort');
  });

  it('puts an expand/collapse control on text over 50 characters', () => {
    render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
    expect(screen.getByText(`${'n'.repeat(50)}...`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(`${'n'.repeat(50)}-the end`)).toBeInTheDocument();
  });

  it("shows 'N/A' for an empty field", () => {
    render(<DataTable columns={columns} rows={[{ ...leads[0], city: null } as Lead]} rowKey="id" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('stays on a page that exists when the rows shrink', () => {
    const { rerender } = render(<DataTable columns={columns} rows={leads} rowKey="id" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<DataTable columns={columns} rows={leads.slice(0, 12)} rowKey="id" />);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(namesShown()).toEqual(['Company 11', 'Company 12']);
  });

  it('shows the empty text when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey="id" emptyText="No NO_ANSWER companies found" />);
    expect(screen.getByText('No NO_ANSWER companies found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows the toolbar and footer', () => {
    render(
      <DataTable
        columns={columns}
        rows={leads}
        rowKey="id"
        toolbar={<button type="button">Refresh</button>}
        footer={<span>Showing 25 of 25 recordings</span>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 25 recordings')).toBeInTheDocument();
  });
});
