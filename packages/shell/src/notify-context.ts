import { createContext, type ReactNode, useContext } from 'react';
import { missingProvider } from './missing-provider';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  /** Second line under the title. */
  description?: ReactNode;
  /** The server's request id of a failure, shown apart from the spec's texts so a screenshot leads to its log line. */
  requestId?: string;
  /** Overrides the spec duration of the kind (e.g. the calendar's 6 s error toast). */
  durationMs?: number;
}

export type NotifyFn = (message: ReactNode, options?: NotifyOptions) => void;

/** Toasts, top-right, spec §9 durations (success 2 s, others 4 s), at most 20 at once. */
export type Notify = Record<NotifyKind, NotifyFn>;

export const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  return useContext(NotifyContext) ?? missingProvider('useNotify');
}
