import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './SignInForm';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillAndSubmit(username = ' admin ', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it("reads 'Signing in...' while busy and submits the trimmed username", async () => {
    const pending = deferred();
    const onSubmit = jest.fn(() => pending.promise);
    render(<SignInForm onSubmit={onSubmit} />);
    await fillAndSubmit();

    expect(onSubmit).toHaveBeenCalledWith('admin', 'secret-pass');
    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled();
    pending.resolve();
  });

  it('shows the failure inline above the form and lets the user try again', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('Network error: Failed to fetch'));
    const { container } = render(<SignInForm onSubmit={onSubmit} />);
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: Failed to fetch');
    expect(alert.compareDocumentPosition(container.querySelector('form') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for both fields with the texts of the contract', async () => {
    const onSubmit = jest.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    render(<SignInForm onSubmit={jest.fn()} />);
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret-pass');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('img', { name: /eye/ }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
