import { EMPTY_TEXT, TRUNCATION } from '@callops/contracts/core';
import { Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { UI_TEXT } from '../ui-text';
import { expandableCut } from './expandable-cut';

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
  placeholder = EMPTY_TEXT,
  expandable = true,
  moreLabel = UI_TEXT.showMore,
  lessLabel = UI_TEXT.showLess,
  className,
}: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);

  if (!text || text.trim() === '') {
    return (
      <Typography.Text type="secondary" className={className}>
        {placeholder}
      </Typography.Text>
    );
  }

  const cut = expandableCut(text, maxLength, longerThan);
  if (cut === null) {
    return (
      <span className={className} style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </span>
    );
  }
  if (!expandable) {
    return (
      <span className={className} title={text}>
        {cut}
      </span>
    );
  }
  return (
    <span className={className}>
      <span style={{ whiteSpace: 'pre-wrap' }}>{expanded ? text : cut}</span>{' '}
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
