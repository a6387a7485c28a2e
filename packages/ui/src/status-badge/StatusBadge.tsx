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

export function StatusBadge({ label, tone = 'default', color, icon, title }: StatusBadgeProps) {
  return (
    <Tag color={color ?? tone} icon={icon} title={title} data-tone={color ? undefined : tone}>
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
