import { Input, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { UI_TEXT } from '../ui-text';
import { isConfirmationTyped } from './typed-confirmation';

export type ConfirmByTypingProps = {
  open: boolean;
  title: ReactNode;
  /** The text the user must type exactly, e.g. the voice name. */
  expected: string;
  /** What is about to happen, shown above the prompt. */
  description?: ReactNode;
  /** Default: Type "<expected>" to confirm. */
  prompt?: ReactNode;
  /** The destructive button's label; default 'Confirm'. */
  okText?: string;
  cancelText?: string;
  /** Shows the OK button busy, e.g. while the mutation runs. */
  confirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmByTyping({
  open,
  title,
  expected,
  description,
  prompt,
  okText = UI_TEXT.confirm,
  cancelText = UI_TEXT.cancel,
  confirming = false,
  onConfirm,
  onCancel,
}: ConfirmByTypingProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matched = isConfirmationTyped(typed, expected);

  // Every opening starts with an empty box, so an earlier confirmation is never reused.
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  const confirm = () => {
    if (matched && !confirming) onConfirm();
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true, disabled: !matched }}
      confirmLoading={confirming}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {description && <div style={{ marginBottom: 12 }}>{description}</div>}
      <Typography.Text>
        <label htmlFor={inputId}>{prompt ?? UI_TEXT.confirmTyping(expected)}</label>
      </Typography.Text>
      <Input
        id={inputId}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        style={{ marginTop: 8 }}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={confirm}
      />
    </Modal>
  );
}
