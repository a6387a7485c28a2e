import { errorMessageOf } from '@callops/shell';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useCreateUser } from './use-user-actions';
import {
  CREATE_USER_FIELDS,
  type CreateUserFormValues,
  serverFieldErrors,
  toFormFields,
  validateCreateUser,
} from './user-form';
import { ROLE_OPTIONS } from './user-row';
import { USERS_TEXT } from './users-text';

const INITIAL_VALUES: CreateUserFormValues = { role: 'viewer' };

/** Mounted while open, so every opening starts from an empty form. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<CreateUserFormValues>();
  const create = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: CreateUserFormValues) => {
    setFormError(null);
    const checked = validateCreateUser(values);
    if (!checked.ok) {
      form.setFields(toFormFields(checked.fieldErrors, CREATE_USER_FIELDS));
      return;
    }
    try {
      await create.mutateAsync(checked.value);
      onClose();
    } catch (error) {
      // The server's own words: per field for a 400, above the form otherwise (e.g. a taken username).
      const fields = toFormFields(serverFieldErrors(error), CREATE_USER_FIELDS);
      if (fields.length > 0) form.setFields(fields);
      else setFormError(errorMessageOf(error));
    }
  };

  return (
    <Modal
      open
      title={USERS_TEXT.createUser}
      okText={USERS_TEXT.create}
      cancelText={USERS_TEXT.cancel}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onFinish={submit}
        requiredMark={false}
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
      </Form>
    </Modal>
  );
}
