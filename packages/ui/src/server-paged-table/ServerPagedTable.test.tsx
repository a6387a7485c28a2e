import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio } from 'antd';
import type { QueryLike } from '../query-state/QueryState';
import { type ServerPage, type ServerPagedColumn, ServerPagedTable } from './ServerPagedTable';
import { offsetOf, type ServerPaging, useServerPaging } from './use-server-paging';

type Entry = { id: number; phone: string; city: string };
type Filters = { city: 'all' | 'Toronto' };

const entries: Entry[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  phone: `+1416555${String(i + 1).padStart(4, '0')}`,
  city: i % 2 === 0 ? 'Toronto' : 'Ottawa',
}));

const columns: ServerPagedColumn<Entry>[] = [
  { title: 'Phone', dataIndex: 'phone', key: 'phone', sortKey: 'phone' },
  { title: 'City', dataIndex: 'city', key: 'city' },
];

/** What the page asks the server for, and a server that answers it from `entries`. */
type Request = Pick<ServerPaging<Filters>, 'window' | 'search' | 'sort' | 'filters'>;

function answer({ window, search, sort, filters }: Request): ServerPage<Entry> {
  let rows = entries.filter(
    (e) => (filters.city === 'all' || e.city === filters.city) && e.phone.includes(search),
  );
  if (sort?.direction === 'desc') rows = [...rows].reverse();
  return {
    data: rows.slice(window.offset, window.offset + window.limit),
    pagination: { total: rows.length },
  };
}

const settled = <T,>(data: T): QueryLike<T> => ({
  data,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: jest.fn(),
});

function ListPage({ asked }: { asked: (request: Request) => void }) {
  const paging = useServerPaging<Filters>({ pageSize: 10, filters: { city: 'all' } });
  const request = {
    window: paging.window,
    search: paging.search,
    sort: paging.sort,
    filters: paging.filters,
  };
  asked(request);
  return (
    <ServerPagedTable
      paging={paging}
      query={settled(answer(request))}
      columns={columns}
      rowKey="id"
      label="Numbers"
      searchLabel="Search numbers"
      toolbar={
        <Radio.Group
          aria-label="City"
          value={paging.filters.city}
          onChange={(event) => paging.filter({ city: event.target.value })}
          options={[
            { value: 'all', label: 'All' },
            { value: 'Toronto', label: 'Toronto' },
          ]}
        />
      }
      emptyText="No numbers"
      footer={(page) => `Showing ${page.data.length} of ${page.pagination.total}`}
    />
  );
}

const phonesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function Shown({ query }: { query: QueryLike<ServerPage<Entry>> }) {
  const paging = useServerPaging({ pageSize: 10, filters: {} });
  return (
    <ServerPagedTable
      paging={paging}
      query={query}
      columns={columns}
      rowKey="id"
      label="Numbers"
      emptyText="No numbers"
      errorTitle="Error Loading Numbers"
      errorText={(error) => `Failed to load numbers: ${(error as Error).message}`}
      retryLabel="Try Again"
    />
  );
}

describe('useServerPaging', () => {
  it('sends the page as limit and offset', () => {
    expect(offsetOf(1, 20)).toBe(0);
    expect(offsetOf(3, 50)).toBe(100);
  });
});

describe('ServerPagedTable', () => {
  it('asks the server for each page, search, filter and sort, and starts again at page 1 on a change', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    render(<ListPage asked={asked} />);
    expect(asked).toHaveBeenLastCalledWith({
      window: { limit: 10, offset: 0 },
      search: '',
      sort: null,
      filters: { city: 'all' },
    });
    expect(phonesShown()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(asked.mock.lastCall?.[0].window).toEqual({ limit: 10, offset: 10 });
    expect(phonesShown()[0]).toBe('+14165550011');

    await user.click(screen.getByRole('radio', { name: 'Toronto' }));
    expect(asked.mock.lastCall?.[0]).toMatchObject({ window: { offset: 0 }, filters: { city: 'Toronto' } });
    expect(screen.getByText('Showing 10 of 13')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search numbers' }), ' 0025 ');
    await waitFor(() => expect(asked.mock.lastCall?.[0]).toMatchObject({ search: '0025' }));
    expect(asked.mock.lastCall?.[0].window.offset).toBe(0);
    expect(phonesShown()).toEqual(['+14165550025']);
  });

  it('sorts on the server by a column that has a sort key, ascending then descending', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    render(<ListPage asked={asked} />);
    const phone = screen.getByRole('columnheader', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await user.click(within(phone).getByRole('button', { name: 'Phone' }));
    expect(asked.mock.lastCall?.[0]).toMatchObject({
      sort: { key: 'phone', direction: 'asc' },
      window: { offset: 0 },
    });
    expect(phone).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(phone).getByRole('button', { name: 'Phone' }));
    expect(asked.mock.lastCall?.[0].sort).toEqual({ key: 'phone', direction: 'desc' });
    expect(phone).toHaveAttribute('aria-sort', 'descending');
    expect(phonesShown()[0]).toBe('+14165550025');
  });

  it('shows loading, the error with its retry, and the empty text through QueryState', () => {
    const { rerender } = render(<Shown query={{ ...settled(undefined), isPending: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const failed = { ...settled(undefined), isError: true, error: new Error('database down') };
    rerender(<Shown query={failed} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Numbers');
    expect(alert).toHaveTextContent('Failed to load numbers: database down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);

    rerender(<Shown query={settled({ data: [], pagination: { total: 0 } })} />);
    expect(screen.getByText('No numbers')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
