import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState, ErrorState, LoadingState, PageState } from './PageState';

describe('PageState', () => {
  it('shows a spinner while loading, not the content', () => {
    render(
      <PageState loading>
        <p>content</p>
      </PageState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows the error message verbatim with a Retry button that retries', () => {
    const onRetry = jest.fn();
    render(<PageState error={new Error('Network error: Failed to fetch')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a title and a custom button label', () => {
    const onRetry = jest.fn();
    render(
      <PageState
        error="Failed to load call recordings: HTTP 500"
        errorTitle="Error Loading Recordings"
        retryLabel="Try Again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Recordings');
    expect(alert).toHaveTextContent('Failed to load call recordings: HTTP 500');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('has no retry button without onRetry', () => {
    render(<PageState error="Failed" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty text verbatim', () => {
    render(<PageState empty emptyText="No dashboard data available" />);
    expect(screen.getByText('No dashboard data available')).toBeInTheDocument();
  });

  it('shows the children when there is nothing else to say', () => {
    render(
      <PageState loading={false} error={null} empty={false}>
        <p>content</p>
      </PageState>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
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
