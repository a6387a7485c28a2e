import { TOASTS } from '@callops/contracts/core';
import { type Notify, NotifyContext } from '@callops/shell';
import { notification } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { notificationArgs } from './notification-args';

/** Toasts for the whole console (host and remotes): top-right, at most 20 at once. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({
    placement: TOASTS.placement,
    maxCount: TOASTS.maxCount,
    duration: TOASTS.defaultDurationMs / 1000,
  });
  const notify = useMemo<Notify>(
    () => ({
      success: (message, options) => api.success(notificationArgs('success', message, options)),
      error: (message, options) => api.error(notificationArgs('error', message, options)),
      info: (message, options) => api.info(notificationArgs('info', message, options)),
      warning: (message, options) => api.warning(notificationArgs('warning', message, options)),
    }),
    [api],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {holder}
      {children}
    </NotifyContext.Provider>
  );
}
