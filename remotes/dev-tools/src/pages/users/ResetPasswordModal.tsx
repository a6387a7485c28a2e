import { resetPasswordRequestSchema, type User } from '@callops/contracts/users';
import { ContractFormModal, useContractForm } from '@callops/ui';
import { Form, Input, Typography } from 'antd';
import { useResetPassword } from './use-user-actions';
import { USERS_TEXT } from './users-text';

/** Mounted while open, so the password never lingers in a hidden form. */
export function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const reset = useResetPassword();
  const contract = useContractForm({
    schema: resetPasswordRequestSchema,
    fields: ['password'],
    prepare: (values: { password?: string }) => ({ password: values.password ?? '' }),
    submit: async (body) => {
      await reset.mutateAsync({ params: { id: user.id }, body });
      onClose();
    },
  });

  return (
    <ContractFormModal
      contract={contract}
      name="reset-password"
      title={USERS_TEXT.resetPasswordOf(user.username)}
      okText={USERS_TEXT.save}
      cancelText={USERS_TEXT.cancel}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{USERS_TEXT.resetPasswordNote}</Typography.Paragraph>
      <Form.Item name="password" label={USERS_TEXT.newPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </ContractFormModal>
  );
}
