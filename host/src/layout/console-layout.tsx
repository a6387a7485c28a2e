import { MenuOutlined } from '@ant-design/icons';
import { useAppInfo, useSession } from '@callops/shell';
import { Button, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { HOST_TEXT } from '../app/host-text';
import { Sidebar } from '../sidebar/sidebar';
import type { SidebarGroup } from '../sidebar/sidebar-composition';

/** Sidebar beside the page; below the lg breakpoint the sidebar hides behind the menu toggle. */
export function ConsoleLayout({ groups, children }: { groups: SidebarGroup[]; children: ReactNode }) {
  const appInfo = useAppInfo();
  const { logout } = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        id="console-sidebar"
        width={256}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        trigger={null}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' }}
      >
        <Sidebar
          groups={groups}
          appInfo={appInfo}
          onLogout={() => logout()}
          onNavigate={() => narrow && setCollapsed(true)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: 'transparent', paddingInline: 16, height: 48, lineHeight: '48px' }}
        >
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={HOST_TEXT.toggleMenu}
            aria-controls="console-sidebar"
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          />
        </Layout.Header>
        <Layout.Content style={{ padding: '0 24px 24px' }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
