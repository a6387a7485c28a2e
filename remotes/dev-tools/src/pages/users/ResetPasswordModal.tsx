import { resetPasswordRequestSchema, type User } from '@callops/contracts/users';
import { FormError, useContractForm } from '@callops/ui';
import { Form, Input, Modal, Typography } from 'antd';
import { useResetPassword } from './use-user-actions';
import { USERS_TEXT } from './users-text';

interface ResetPasswordValues {
  password?: string;
}

/** Mounted while open, so the password never lingers in a hidden form. */
export function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const reset = useResetPassword();
  const { form, onFinish, formError, submitting } = useContractForm({
    schema: resetPasswordRequestSchema,
    fields: ['password'],
    prepare: (values: ResetPasswordValues) => ({ password: values.password ?? '' }),
    submit: async (body) => {
      await reset.mutateAsync({ params: { id: user.id }, body });
      onClose();
    },
  });

  return (
    <Modal
      open
      title={USERS_TEXT.resetPasswordOf(user.username)}
      okText={USERS_TEXT.save}
      cancelText={USERS_TEXT.cancel}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <FormError message={formError} />
      <Typography.Paragraph type="secondary">{USERS_TEXT.resetPasswordNote}</Typography.Paragraph>
      <Form form={form} name="reset-password" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="password" label={USERS_TEXT.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
