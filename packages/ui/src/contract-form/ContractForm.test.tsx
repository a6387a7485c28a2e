import { ApiError } from '@callops/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { z } from 'zod';
import { ContractFormModal } from './ContractForm';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string().min(3, 'Name must be at least 3 characters') });

function RenameModal({
  submit,
  onClose,
}: {
  submit: (v: { name: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema,
    fields: ['name'],
    prepare: (values: { name?: string }) => ({ name: values.name ?? '' }),
    submit,
  });
  return (
    <ContractFormModal
      contract={contract}
      name="rename"
      title="Rename"
      okText="Save"
      cancelText="Cancel"
      onClose={onClose}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </ContractFormModal>
  );
}

describe('ContractFormModal', () => {
  it('submits its form with OK, shows a failure above the form, and closes with Cancel', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockRejectedValueOnce(new ApiError(409, 'Taken')).mockResolvedValue(undefined);
    const onClose = jest.fn();
    render(<RenameModal submit={submit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Name'), 'dana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Taken');
    expect(submit).toHaveBeenCalledWith({ name: 'dana' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
