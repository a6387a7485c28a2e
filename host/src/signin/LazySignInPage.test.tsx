import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInBoundary } from './LazySignInPage';

function Unfetchable(): never {
  throw new Error('Loading chunk 833 failed.');
}

describe('SignInBoundary', () => {
  it('says the sign-in page could not be loaded, why, and loads the console afresh on Retry', async () => {
    const onReload = jest.fn();
    // React reports the caught error on the console; the boundary is what is under test.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SignInBoundary onReload={onReload}>
        <Unfetchable />
      </SignInBoundary>,
    );
    consoleError.mockRestore();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The sign-in page could not be loaded.',
    );
    expect(screen.getByText('Loading chunk 833 failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('renders its page while nothing fails', () => {
    render(
      <SignInBoundary onReload={jest.fn()}>
        <p>the form</p>
      </SignInBoundary>,
    );
    expect(screen.getByText('the form')).toBeInTheDocument();
  });
});
