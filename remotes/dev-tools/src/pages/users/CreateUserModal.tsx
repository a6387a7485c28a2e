import type { Role } from '@callops/contracts/core';
import { createUserRequestSchema } from '@callops/contracts/users';
import { ContractFormModal, useContractForm } from '@callops/ui';
import { Form, Input, Select } from 'antd';
import { useCreateUser } from './use-user-actions';
import { ROLE_OPTIONS } from './user-row';
import { USERS_TEXT } from './users-text';

interface CreateUserValues {
  username?: string;
  email?: string;
  role?: Role;
  password?: string;
}

const INITIAL_VALUES: CreateUserValues = { role: 'viewer' };

/** Mounted while open, so every opening starts from an empty form. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const contract = useContractForm({
    schema: createUserRequestSchema,
    fields: ['username', 'email', 'role', 'password'],
    // an empty e-mail means none
    prepare: (values: CreateUserValues) => ({
      username: values.username ?? '',
      email: values.email?.trim() || null,
      role: values.role,
      password: values.password ?? '',
    }),
    submit: async (body) => {
      await create.mutateAsync({ body });
      onClose();
    },
  });

  return (
    <ContractFormModal
      contract={contract}
      name="create-user"
      initialValues={INITIAL_VALUES}
      title={USERS_TEXT.createUser}
      okText={USERS_TEXT.create}
      cancelText={USERS_TEXT.cancel}
      onClose={onClose}
    >
      <Form.Item name="username" label={USERS_TEXT.username}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={USERS_TEXT.email}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={USERS_TEXT.role}>
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item name="password" label={USERS_TEXT.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </ContractFormModal>
  );
}
