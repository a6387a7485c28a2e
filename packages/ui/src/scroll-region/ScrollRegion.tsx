import type { ReactNode, Ref, TableHTMLAttributes } from 'react';

/** A `<table>` as wide as its content needs (cells keep to one line), at least as wide as its box. */
function WideTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} style={{ ...props.style, width: 'max-content', minWidth: '100%' }} />;
}

/** `components` for an antd Table inside a ScrollRegion (what `scroll={{ x: 'max-content' }}` did, without its hidden
 * measure row). */
export const WIDE_TABLE = { table: WideTable };

/**
 * Lets wide content (a table) scroll sideways inside its own box, reachable from the keyboard: the box is in the tab
 * order, so arrow keys scroll it even when nothing inside can take focus. With a label it is a named region.
 */
export function ScrollRegion({
  label,
  children,
  ref,
}: {
  label?: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section ref={ref} aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </section>
  );
}
