import { isPublicRoute, NAV_SECTIONS, type NavRoutePath, type NavSectionId } from '@callops/shell';
import type { ReactNode } from 'react';
import type { ConsoleRoute } from '../routes/console-routes';
import { SIDEBAR_ICONS } from './sidebar-icons';

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
 * The sidebar of spec §2 from the mounted pages: the host's section order, entries placed, labelled and ordered
 * by the route table, with the host's icons, empty sections left out. It needs no remote's code.
 */
export function composeSidebar(routes: readonly ConsoleRoute[]): SidebarGroup[] {
  return NAV_SECTIONS.map((section) => ({
    id: section.id,
    label: 'label' in section ? section.label : undefined,
    items: routes
      .flatMap(({ path, facts }) =>
        !isPublicRoute(facts) && facts.section === section.id
          ? [{ order: facts.order, path, label: facts.label, icon: SIDEBAR_ICONS[path as NavRoutePath] }]
          : [],
      )
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...item }) => item),
  })).filter((group) => group.items.length > 0);
}
