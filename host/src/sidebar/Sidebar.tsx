import { LogoutOutlined } from '@ant-design/icons';
import type { ConsoleConfig } from '@callops/contracts/console';
import { Button, Flex, Menu, type MenuProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOST_TEXT } from '../app/host-text';
import { useRemotesState } from '../remotes/remotes-store-context';
import type { SidebarGroup } from './sidebar-composition';

export interface SidebarProps {
  groups: SidebarGroup[];
  appInfo: Pick<ConsoleConfig, 'name' | 'mode' | 'mock'>;
  onLogout: () => void;
  /** Called after an entry is chosen (the mobile menu closes then). */
  onNavigate?: () => void;
}

const sectionKey = (id: string) => `section:${id}`;

type MenuItem = NonNullable<MenuProps['items']>[number];

function menuItems(groups: SidebarGroup[], preloadPage: (path: string) => Promise<void>): MenuItem[] {
  return groups.flatMap((group): MenuItem[] => {
    const items = group.items.map((item) => {
      // The page's code starts loading as the pointer or the focus reaches its entry.
      const preload = () => void preloadPage(item.path);
      return {
        key: item.path,
        icon: item.icon,
        label: (
          <Link to={item.path} onMouseEnter={preload} onFocus={preload}>
            {item.label}
          </Link>
        ),
      };
    });
    return group.label ? [{ key: sectionKey(group.id), label: group.label, children: items }] : items;
  });
}

/** Spec §2 sidebar: the route table's entries in the host's order, badges, collapsible sections, Logout. */
export function Sidebar({ groups, appInfo, onLogout, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const preloadPage = useRemotesState((state) => state.preloadPage);
  const [closedSections, setClosedSections] = useState<ReadonlySet<string>>(new Set());
  const sectionKeys = groups.filter((g) => g.label).map((g) => sectionKey(g.id));
  const openKeys = sectionKeys.filter((key) => !closedSections.has(key));

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex vertical gap={8} style={{ padding: '16px 16px 8px' }}>
        <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
          {appInfo.name}
        </Typography.Text>
        <Flex gap={4} wrap>
          {appInfo.mode === 'production' ? (
            <Tag color="green">{HOST_TEXT.prodBadge}</Tag>
          ) : (
            <Tag color="orange">{HOST_TEXT.devBadge}</Tag>
          )}
          {appInfo.mock && <Tag color="purple">{HOST_TEXT.mockBadge}</Tag>}
        </Flex>
      </Flex>
      <nav aria-label="Main" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[pathname]}
          openKeys={openKeys}
          onOpenChange={(keys) =>
            setClosedSections(new Set(sectionKeys.filter((key) => !keys.includes(key))))
          }
          onClick={({ key, domEvent }) => {
            // a pointer follows the entry's link; Enter on a focused entry reaches only the menu
            if (domEvent.type === 'keydown') navigate(key);
            onNavigate?.();
          }}
          items={menuItems(groups, preloadPage)}
        />
      </nav>
      <div style={{ padding: 16 }}>
        <Button block icon={<LogoutOutlined aria-hidden />} onClick={onLogout}>
          {HOST_TEXT.logout}
        </Button>
      </div>
    </Flex>
  );
}
