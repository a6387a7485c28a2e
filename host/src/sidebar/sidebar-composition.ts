import { NAV_SECTIONS, type NavSectionId } from '@callops/shell';
import type { ReactNode } from 'react';
import type { ConsoleRoute } from '../routes/console-routes';

export interface SidebarItem {
  path: string;
  label: string;
  icon?: ReactNode;
}

export interface SidebarGroup {
  id: NavSectionId;
  /** Set for a collapsible section; unset for entries shown at the top level. */
  label?: string;
  items: SidebarItem[];
}

/**
 * The sidebar of spec §2 from the mounted pages: the host's section order, entries ordered inside their
 * section, only pages a loaded manifest provides, empty sections left out.
 */
export function composeSidebar(routes: readonly ConsoleRoute[]): SidebarGroup[] {
  return NAV_SECTIONS.map((section) => ({
    id: section.id,
    label: 'label' in section ? section.label : undefined,
    items: routes
      .flatMap(({ route }) => (route.nav?.section === section.id ? [{ ...route.nav, path: route.path }] : []))
      .sort((a, b) => a.order - b.order)
      .map(({ path, label, icon }) => ({ path, label, icon })),
  })).filter((group) => group.items.length > 0);
}
