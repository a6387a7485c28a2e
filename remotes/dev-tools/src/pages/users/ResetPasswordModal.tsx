import type { User } from '@callops/contracts/users';
import { errorMessageOf } from '@callops/shell';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useResetPassword } from './use-user-actions';
import { RESET_PASSWORD_FIELDS, serverFieldErrors, toFormFields, validateNewPassword } from './user-form';
import { USERS_TEXT } from './users-text';

interface ResetPasswordValues {
  password?: string;
}

/** Mounted while open, so the password never lingers in a hidden form. */
export function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async ({ password }: ResetPasswordValues) => {
    setFormError(null);
    const checked = validateNewPassword(password);
    if (!checked.ok) {
      form.setFields(toFormFields(checked.fieldErrors, RESET_PASSWORD_FIELDS));
      return;
    }
    try {
      await reset.mutateAsync({ user, password: checked.value });
      onClose();
    } catch (error) {
      const fields = toFormFields(serverFieldErrors(error), RESET_PASSWORD_FIELDS);
      if (fields.length > 0) form.setFields(fields);
      else setFormError(errorMessageOf(error));
    }
  };

  return (
    <Modal
      open
      title={USERS_TEXT.resetPasswordOf(user.username)}
      okText={USERS_TEXT.save}
      cancelText={USERS_TEXT.cancel}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">{USERS_TEXT.resetPasswordNote}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="password" label={USERS_TEXT.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
