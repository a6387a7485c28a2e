import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOST_TEXT } from '../app/host-text';
import { FailureBoundary } from './FailureBoundary';
import { FailurePage } from './FailurePage';

function Unfetchable(): never {
  throw new Error('Loading chunk 833 failed.');
}

describe('FailureBoundary', () => {
  it('shows its fallback for what a child threw, here the failure page with Retry', async () => {
    const onRetry = jest.fn();
    // React reports the caught error on the console; the boundary is what is under test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <FailureBoundary
        fallback={(error) => <FailurePage title={HOST_TEXT.signInFailed} error={error} onRetry={onRetry} />}
      >
        <Unfetchable />
      </FailureBoundary>,
    );
    consoleError.mockRestore();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The sign-in page could not be loaded.',
    );
    expect(screen.getByText('Loading chunk 833 failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders its children while nothing fails', () => {
    render(<FailureBoundary fallback={() => <p>failed</p>}>{<p>the form</p>}</FailureBoundary>);
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
  });
});
