import { MenuOutlined } from '@ant-design/icons';
import { useAppInfo, useSession } from '@callops/shell';
import { Button, Drawer, Grid, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { SIDEBAR_BACKGROUND } from '../app/console-theme';
import { HOST_TEXT } from '../app/host-text';
import { Sidebar } from '../sidebar/Sidebar';
import type { SidebarGroup } from '../sidebar/sidebar-composition';

const SIDEBAR_WIDTH = 256;
const SIDEBAR_ID = 'console-sidebar';

/**
 * The sidebar beside the page on wide screens; below the lg breakpoint it opens from the menu toggle as a
 * drawer (which keeps keyboard focus inside while open).
 */
export function ConsoleLayout({ groups, children }: { groups: SidebarGroup[]; children: ReactNode }) {
  const appInfo = useAppInfo();
  const { logout } = useSession();
  const wide = Grid.useBreakpoint().lg === true;
  const [menuOpen, setMenuOpen] = useState(false);

  const sidebar = (
    <Sidebar
      groups={groups}
      appInfo={appInfo}
      onLogout={() => logout()}
      onNavigate={() => setMenuOpen(false)}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider
          id={SIDEBAR_ID}
          width={SIDEBAR_WIDTH}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' }}
        >
          {sidebar}
        </Layout.Sider>
      )}
      <Layout>
        {!wide && (
          <Layout.Header style={{ paddingInline: 16, height: 48, lineHeight: '48px' }}>
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={HOST_TEXT.toggleMenu}
              aria-controls={SIDEBAR_ID}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </Layout.Header>
        )}
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          id={SIDEBAR_ID}
          aria-label={HOST_TEXT.menu}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement="left"
          size={SIDEBAR_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: SIDEBAR_BACKGROUND } }}
        >
          {sidebar}
        </Drawer>
      )}
    </Layout>
  );
}
