import { ApiError } from '@callops/api-client';
import { AUTH_ERRORS } from '@callops/contracts/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { z } from 'zod';
import { ContractForm } from './ContractForm';
import { sendWithToast, useContractForm } from './use-contract-form';

const schema = z.object({
  name: z.string().trim().min(3, 'Name must be at least 3 characters').max(5, 'Name is too long'),
  email: z.email('Enter a valid e-mail address').nullable(),
});

interface Values {
  name?: string;
  email?: string;
}

function TestForm({ submit }: { submit: (value: z.output<typeof schema>) => Promise<unknown> }) {
  const contract = useContractForm({
    schema,
    fields: ['name', 'email'],
    prepare: (values: Values) => ({ name: values.name ?? '', email: values.email?.trim() || null }),
    submit,
  });
  return (
    <ContractForm contract={contract} name="test">
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-mail">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={contract.submitting}>
        Save
      </Button>
    </ContractForm>
  );
}

async function fillAndSave(values: Values) {
  const user = userEvent.setup();
  if (values.name !== undefined) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText('E-mail'), values.email);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('useContractForm', () => {
  it("shows zod's first message on each failing field and sends nothing", async () => {
    const submit = jest.fn(async () => undefined);
    render(<TestForm submit={submit} />);
    await fillAndSave({ name: 'x', email: 'not-mail' });
    expect(await screen.findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the prepared, parsed value', async () => {
    const submit = jest.fn(async () => undefined);
    render(<TestForm submit={submit} />);
    await fillAndSave({ name: ' dana ', email: '  ' });
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'dana', email: null }));
  });

  it('shows the errors of the latest try only', async () => {
    const submit = jest.fn(async () => undefined);
    render(<TestForm submit={submit} />);
    const user = await fillAndSave({ name: 'x', email: 'not-mail' });
    await screen.findByText('Name must be at least 3 characters');
    await user.type(screen.getByLabelText('Name'), 'yzabc');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is too long')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Name is too long')).not.toBeInTheDocument());
    expect(submit).toHaveBeenCalledWith({ name: 'dana', email: null });
  });

  it("shows the server's 400 field errors on the fields, and the others above the form", async () => {
    const submit = jest.fn().mockRejectedValue(
      new ApiError(400, 'Invalid request', [
        { field: 'name', message: 'Name is reserved' },
        { field: 'request', message: 'Too many accounts' },
      ]),
    );
    render(<TestForm submit={submit} />);
    await fillAndSave({ name: 'admin' });
    expect(await screen.findByText('Name is reserved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many accounts');
  });

  it('shows any other failure above the form, and clears it on the next try', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, "A user named 'dana' already exists"))
      .mockResolvedValueOnce(undefined);
    render(<TestForm submit={submit} />);
    const user = await fillAndSave({ name: 'dana' });
    expect(await screen.findByRole('alert')).toHaveTextContent("A user named 'dana' already exists");
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('shows nothing for an auth failure (the host shows the Authentication Error)', async () => {
    const submit = jest
      .fn()
      .mockRejectedValue(new ApiError(401, AUTH_ERRORS.authenticationFailed, AUTH_ERRORS.sessionExpired));
    render(<TestForm submit={submit} />);
    await fillAndSave({ name: 'dana' });
    await waitFor(() => expect(submit).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH_ERRORS.authenticationFailed)).not.toBeInTheDocument();
  });
});

describe('sendWithToast', () => {
  it('runs its follow-up once sent, passes a refused field on to the form, and keeps other failures with their toast', async () => {
    const then = jest.fn();
    await sendWithToast(Promise.resolve('ok'), then);
    expect(then).toHaveBeenCalledTimes(1);

    const refused = new ApiError(400, 'Bad phone', [{ field: 'phone', message: 'Bad phone' }]);
    await expect(sendWithToast(Promise.reject(refused), then)).rejects.toBe(refused);
    await expect(
      sendWithToast(Promise.reject(new ApiError(409, 'Already listed')), then),
    ).resolves.toBeUndefined();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
