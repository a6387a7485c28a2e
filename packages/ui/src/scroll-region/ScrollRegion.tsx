import type { CSSProperties, ReactNode } from 'react';

/** For an antd Table inside a ScrollRegion: as wide as its content needs, at least as wide as the region. */
export const WIDE_TABLE: CSSProperties = { width: 'max-content', minWidth: '100%' };

/**
 * Lets wide content (a table) scroll sideways inside its own box, reachable from the keyboard: the box is in the tab
 * order, so arrow keys scroll it even when nothing inside can take focus. With a label it is a named region.
 */
export function ScrollRegion({ label, children }: { label?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </section>
  );
}
