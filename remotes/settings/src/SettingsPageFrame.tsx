import { endpoints } from '@callops/contracts';
import { useCan } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import type { ReactNode } from 'react';
import { SETTINGS_TEXT } from './settings-text';

export interface SettingsPageFrameProps {
  title: string;
  /** The page's content, told whether the user may change settings. */
  children: (canEdit: boolean) => ReactNode;
}

/** A settings page: its title and, for anyone who may not change settings, the read-only notice. */
export function SettingsPageFrame({ title, children }: SettingsPageFrameProps) {
  const canEdit = useCan()(endpoints.appConfig.update);
  return (
    <PageFrame title={title} readOnlyNotice={canEdit ? undefined : SETTINGS_TEXT.readOnly}>
      {children(canEdit)}
    </PageFrame>
  );
}
