import type { BadgeTone } from '@callops/contracts/core';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { type BadgeSpec, jobStateBadge, leadStatusBadge } from './status-badge-map';

export type StatusBadgeProps = {
  label: ReactNode;
  /** Default 'default'. */
  tone?: BadgeTone;
  /** An explicit colour (e.g. a kanban colour); wins over the tone. */
  color?: string;
  icon?: ReactNode;
  title?: string;
};

/**
 * An explicit colour marks the badge with a dot of it, the text keeping the default tag's colours: a light tint of a
 * kanban colour behind text in that colour is below WCAG AA contrast for most of them.
 */
export function StatusBadge({ label, tone = 'default', color, icon, title }: StatusBadgeProps) {
  if (color) {
    // A child, not Tag's icon: Tag replaces an icon's own style.
    return (
      <Tag icon={icon} title={title}>
        <span
          aria-hidden
          data-color={color}
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            backgroundColor: color,
            marginInlineEnd: 6,
          }}
        />
        {label}
      </Tag>
    );
  }
  return (
    <Tag color={tone} icon={icon} title={title} data-tone={tone}>
      {label}
    </Tag>
  );
}

function fromSpec(spec: BadgeSpec) {
  return <StatusBadge label={spec.label} tone={spec.tone} color={spec.color} />;
}

export function LeadStatusBadge({ status }: { status: string | null | undefined }) {
  return fromSpec(leadStatusBadge(status));
}

export function JobStateBadge({ status }: { status: string | null | undefined }) {
  return fromSpec(jobStateBadge(status));
}
