import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The title of a page-wide antd Result (404, boot failure, a remote that did not load) as the page's `h1`, looking
 * as the Result's own title does.
 */
export function ResultTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title
      level={1}
      style={{ margin: 0, fontSize: 'inherit', lineHeight: 'inherit', color: 'inherit' }}
    >
      {children}
    </Typography.Title>
  );
}
