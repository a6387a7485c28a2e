import DownOutlined from '@ant-design/icons/DownOutlined';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SidebarGroup, SidebarItem } from './sidebar-composition';
import './sidebar-nav.css';

export interface SidebarNavProps {
  groups: SidebarGroup[];
  /** Starts loading an entry's page code. */
  preloadPage: (path: string) => void;
  /** Called after an entry is chosen. */
  onNavigate?: () => void;
}

/**
 * The sidebar's entries as a list of links, its sections as disclosure buttons (the navigation pattern of WAI-ARIA:
 * Tab moves between entries, Enter follows one). Plain elements rather than antd's Menu: the Menu renders every entry
 * twice (a hidden copy to learn the key paths) and again once they are known, which made the sidebar the largest
 * single cost of a cold load.
 */
export function SidebarNav({ groups, preloadPage, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const [closedSections, setClosedSections] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const entry = (item: SidebarItem) => (
    <li key={item.path}>
      <Link
        to={item.path}
        className="console-nav-entry"
        aria-current={item.path === pathname ? 'page' : undefined}
        // The page's code starts loading as the pointer or the focus reaches its entry.
        onMouseEnter={() => preloadPage(item.path)}
        onFocus={() => preloadPage(item.path)}
        onClick={onNavigate}
      >
        {item.icon && (
          <span className="console-nav-icon" aria-hidden>
            {item.icon}
          </span>
        )}
        {item.label}
      </Link>
    </li>
  );
  const toggle = (id: string) =>
    setClosedSections((closed) => {
      const next = new Set(closed);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="console-nav">
      {groups.map((group) => {
        if (!group.label) return group.items.map(entry);
        const open = !closedSections.has(group.id);
        const listId = `${idPrefix}-${group.id}`;
        return (
          <li key={group.id} className="console-nav-section">
            <button
              type="button"
              className="console-nav-entry console-nav-section-title"
              aria-expanded={open}
              aria-controls={listId}
              // Its title stands out while it holds the current page, which a closed section hides.
              data-current={group.items.some((item) => item.path === pathname) || undefined}
              onClick={() => toggle(group.id)}
            >
              {group.label}
              <DownOutlined className="console-nav-arrow" aria-hidden />
            </button>
            <ul id={listId} className="console-nav-section-entries" hidden={!open}>
              {group.items.map(entry)}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
