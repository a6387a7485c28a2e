import { isPublicRoute, NAV_SECTIONS, type NavSectionId } from '@callops/shell';
import type { ReactNode } from 'react';
import type { ConsoleRoute } from '../routes/console-routes';

export interface SidebarItem {
  path: string;
  label: string;
  icon?: ReactNode;
  /** Loads the page's code: the sidebar starts it when the pointer or the focus reaches the entry. */
  preload?: () => Promise<void>;
}

export interface SidebarGroup {
  id: NavSectionId;
  /** Set for a collapsible section; unset for entries shown at the top level. */
  label?: string;
  items: SidebarItem[];
}

/**
 * The sidebar of spec §2 from the mounted pages: the host's section order, entries placed and labelled by the
 * route table, ordered inside their section, only pages a loaded manifest provides, empty sections left out.
 */
export function composeSidebar(routes: readonly ConsoleRoute[]): SidebarGroup[] {
  return NAV_SECTIONS.map((section) => ({
    id: section.id,
    label: 'label' in section ? section.label : undefined,
    items: routes
      .flatMap(({ route, facts }) =>
        !isPublicRoute(facts) && facts.section === section.id
          ? [
              {
                order: facts.order,
                path: route.path,
                label: facts.label,
                icon: route.icon,
                preload: route.page.preload,
              },
            ]
          : [],
      )
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...item }) => item),
  })).filter((group) => group.items.length > 0);
}
