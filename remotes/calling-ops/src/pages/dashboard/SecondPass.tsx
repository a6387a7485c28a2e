import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders its children one render pass after it mounts, in React's background (interruptible) priority: what sits
 * beside it shows first, and the browser can paint it before the children are built.
 */
export function SecondPass({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
