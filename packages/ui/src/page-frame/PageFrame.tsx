import { Alert, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export type PageFrameProps = {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** Beside the title, e.g. the dashboard's clock. */
  extra?: ReactNode;
  /** Shown under the title when given, e.g. 'Only admins can change settings.' */
  readOnlyNotice?: ReactNode;
  children?: ReactNode;
};

/** The frame of every console page: its title as the page's heading, an optional read-only notice, the content. */
export function PageFrame({ title, extra, readOnlyNotice, children }: PageFrameProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title
          level={1}
          style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}
        >
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {readOnlyNotice && <Alert type="info" showIcon title={readOnlyNotice} />}
      {children}
    </Flex>
  );
}
