import { TOASTS } from '@callops/contracts/core';
import type { NotifyKind, NotifyOptions } from '@callops/shell';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

const DURATION_MS: Record<NotifyKind, number> = {
  success: TOASTS.successDurationMs,
  error: TOASTS.errorDurationMs,
  info: TOASTS.defaultDurationMs,
  warning: TOASTS.defaultDurationMs,
};

/**
 * antd notification arguments for a toast of spec §9: the kind's duration unless the caller sets one. A failure's
 * request id goes in the actions row, apart from the spec's title and description, copyable for a support ticket.
 */
export function notificationArgs(kind: NotifyKind, message: ReactNode, options: NotifyOptions = {}) {
  const { requestId } = options;
  return {
    title: message,
    description: options.description,
    // antd counts in seconds
    duration: (options.durationMs ?? DURATION_MS[kind]) / 1000,
    placement: TOASTS.placement,
    ...(requestId === undefined
      ? {}
      : {
          actions: (
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12 }}
              copyable={{ text: requestId }}
              data-request-id={requestId}
            >
              Request ID: {requestId}
            </Typography.Text>
          ),
        }),
  };
}
