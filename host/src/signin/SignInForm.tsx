import { loginRequestSchema } from '@callops/contracts/auth';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { HOST_TEXT } from '../app/host-text';

interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** An antd rule that applies the contract's field schema (its messages included). */
const contractRule = (schema: FieldSchema) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error?.issues[0]?.message);
  },
});

export interface SignInFormProps {
  /** Resolves on success; rejects with the error to show (spec §8 'Login failure' texts). */
  onSubmit: (username: string, password: string) => Promise<void>;
}

/** Spec §2 sign-in: username, password with show/hide, 'Signing in...' while busy, errors above the form. */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(username.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item
          label={HOST_TEXT.username}
          name="username"
          rules={[contractRule(loginRequestSchema.shape.username)]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label={HOST_TEXT.password}
          name="password"
          rules={[contractRule(loginRequestSchema.shape.password)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {busy ? HOST_TEXT.signingIn : HOST_TEXT.signIn}
        </Button>
      </Form>
    </>
  );
}
