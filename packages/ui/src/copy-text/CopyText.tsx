import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { COPY_FEEDBACK } from '@callops/contracts/core';
import { Button, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UI_TEXT } from '../ui-text';
import { copyToClipboard } from './copy-to-clipboard';

export type CopyTextProps = {
  value: string;
  /** What to show beside the button; defaults to the value. Pass null to show the button only. */
  children?: ReactNode;
  /** How long the check mark and 'Copied!' stay; default COPY_FEEDBACK.durationMs (1.2 s). */
  feedbackMs?: number;
  copiedLabel?: string;
  /** Accessible name of the copy button; default 'Copy'. */
  buttonLabel?: string;
  onCopied?: (value: string) => void;
};

type Feedback = 'idle' | 'copied' | 'failed';

export function CopyText({
  value,
  children,
  feedbackMs = COPY_FEEDBACK.durationMs,
  copiedLabel = UI_TEXT.copied,
  buttonLabel = UI_TEXT.copy,
  onCopied,
}: CopyTextProps) {
  const [feedback, setFeedback] = useState<Feedback>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = async () => {
    const ok = await copyToClipboard(value);
    if (!mounted.current) return;
    clearTimeout(timer.current);
    setFeedback(ok ? 'copied' : 'failed');
    timer.current = setTimeout(() => setFeedback('idle'), feedbackMs);
    if (ok) onCopied?.(value);
  };

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {children === undefined ? value : children}
      <Button
        type="text"
        size="small"
        aria-label={buttonLabel}
        icon={feedback === 'copied' ? <CheckOutlined style={{ color: '#52c41a' }} /> : <CopyOutlined />}
        onClick={(event) => {
          event.stopPropagation();
          void copy();
        }}
      />
      <span role="status" aria-live="polite">
        {feedback === 'copied' && <Typography.Text type="success">{copiedLabel}</Typography.Text>}
        {feedback === 'failed' && <Typography.Text type="danger">{UI_TEXT.copyFailed}</Typography.Text>}
      </span>
    </span>
  );
}
