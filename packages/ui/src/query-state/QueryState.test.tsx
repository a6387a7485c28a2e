import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState, ErrorState, LoadingState, type QueryLike, QueryState } from './QueryState';

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: jest.fn(),
  ...over,
});

const content = (items: string[]) => <p>{items.join(', ')}</p>;

describe('QueryState', () => {
  it('shows a spinner while the query is pending, not the content', () => {
    render(<QueryState query={query<string[]>({ isPending: true, isFetching: true })}>{content}</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the loading text it is given', () => {
    render(
      <QueryState query={query<string[]>({ isPending: true })} loadingText="Loading authentication...">
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading authentication...');
  });

  it('shows the error verbatim with Retry, which fetches again', () => {
    const failed = query<string[]>({ isError: true, error: new Error('Network error: Failed to fetch') });
    render(<QueryState query={failed}>{content}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('puts a title above the message and names the button as asked', () => {
    render(
      <QueryState
        query={query<string[]>({
          isError: true,
          error: new Error('Failed to load call recordings: HTTP 500'),
        })}
        errorTitle="Error Loading Recordings"
        retryLabel="Try Again"
      >
        {content}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Recordings');
    expect(alert).toHaveTextContent('Failed to load call recordings: HTTP 500');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the spinner again while a failed query tries again, and the old data under an error', () => {
    const { rerender } = render(
      <QueryState query={query<string[]>({ isError: true, isFetching: true, error: new Error('x') })}>
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <QueryState query={query({ isError: true, error: new Error('refetch failed'), data: ['a'] })}>
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('refetch failed');
  });

  it('shows the empty text when the data counts as empty', () => {
    render(
      <QueryState
        query={query({ data: [] as string[] })}
        isEmpty={(d) => d.length === 0}
        emptyText="No active jobs"
      >
        {content}
      </QueryState>,
    );
    expect(screen.getByText('No active jobs')).toBeInTheDocument();
  });

  it('renders the content from the data', () => {
    render(
      <QueryState query={query({ data: ['a', 'b'] })} isEmpty={(d) => d.length === 0}>
        {content}
      </QueryState>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });

  it('renders nothing for a query that is neither pending nor answered (e.g. not allowed)', () => {
    const { container } = render(<QueryState query={query<string[]>({})}>{content}</QueryState>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('single states', () => {
  it('renders each state on its own', () => {
    render(
      <>
        <LoadingState text={null} />
        <ErrorState error={{ message: 'HTTP 502' }} />
        <EmptyState text="No appointments" />
      </>,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading...');
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP 502');
    expect(screen.getByText('No appointments')).toBeInTheDocument();
  });
});
