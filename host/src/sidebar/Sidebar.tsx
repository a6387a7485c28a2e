import { LogoutOutlined } from '@ant-design/icons';
import type { ConsoleConfig } from '@callops/contracts/console';
import { Button, Flex, Tag, Typography } from 'antd';
import { HOST_TEXT } from '../app/host-text';
import { useRemotesState } from '../remotes/remotes-store-context';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { SidebarNav } from './SidebarNav';
import type { SidebarGroup } from './sidebar-composition';

export interface SidebarProps {
  groups: SidebarGroup[];
  appInfo: Pick<ConsoleConfig, 'name' | 'mode' | 'mock'>;
  onLogout: () => void;
  /** Called after an entry is chosen (the mobile menu closes then). */
  onNavigate?: () => void;
}

/** Spec §2 sidebar: the route table's entries in the host's order, badges, collapsible sections, Logout. */
export function Sidebar({ groups, appInfo, onLogout, onNavigate }: SidebarProps) {
  const preloadPage = useRemotesState((state) => state.preloadPage);

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
        <SidebarNav groups={groups} preloadPage={(path) => void preloadPage(path)} onNavigate={onNavigate} />
      </nav>
      <Flex vertical gap={12} style={{ padding: 16 }}>
        <ColorSchemeSwitch />
        <Button block icon={<LogoutOutlined aria-hidden />} onClick={onLogout}>
          {HOST_TEXT.logout}
        </Button>
      </Flex>
    </Flex>
  );
}
