import { TRUNCATION } from '@callops/contracts';
import { Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { UI_TEXT } from '../ui-text';
import { isBlankText, truncateText } from './truncate-text';

export type ExpandableTextProps = {
  text: string | null | undefined;
  /** Characters kept when cut; default TRUNCATION.expandableOver (50). */
  maxLength?: number;
  /** Cut only when longer than this; default `maxLength`. */
  longerThan?: number;
  /** Shown for empty text; default 'N/A'. */
  placeholder?: ReactNode;
  /** false: cut with an ellipsis only, the whole text in the tooltip title. */
  expandable?: boolean;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
};

export function ExpandableText({
  text,
  maxLength = TRUNCATION.expandableOver,
  longerThan,
  placeholder = UI_TEXT.notAvailable,
  expandable = true,
  moreLabel = UI_TEXT.showMore,
  lessLabel = UI_TEXT.showLess,
  className,
}: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);

  if (isBlankText(text)) {
    return (
      <Typography.Text type="secondary" className={className}>
        {placeholder}
      </Typography.Text>
    );
  }

  const cut = truncateText(text, { cutAt: maxLength, longerThan });
  if (!cut.truncated) {
    return (
      <span className={className} style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </span>
    );
  }
  if (!expandable) {
    return (
      <span className={className} title={text}>
        {cut.text}
      </span>
    );
  }
  return (
    <span className={className}>
      <span style={{ whiteSpace: 'pre-wrap' }}>{expanded ? text : cut.text}</span>{' '}
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        aria-expanded={expanded}
        onClick={(event) => {
          // Tables may react to row clicks; the toggle only toggles.
          event.stopPropagation();
          setExpanded((value) => !value);
        }}
      >
        {expanded ? lessLabel : moreLabel}
      </Button>
    </span>
  );
}
