// For remote page tests: renders a page the way the host mounts it (ShellProvider with a fake ApiClient, a session,
// the console config and a QueryClient). Test-only: imported as '@callops/shell/test-support', never by product code.

import type { ApiClient } from '@callops/api-client';
import type { ConsoleConfig } from '@callops/contracts/console';
import type { User } from '@callops/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import type { Notify } from '../notify-context';
import { ShellProvider } from '../ShellProvider';
import { STATIC_STYLES_THEME } from '../static-styles-theme';

export const testAppInfo = (over: Partial<ConsoleConfig> = {}): ConsoleConfig => ({
  name: 'CallOps Console',
  mode: 'development',
  mock: true,
  version: '1.0.0',
  apiBase: '/api/v1',
  remotes: [],
  providers: {
    vapi: 'simulated',
    twilio: 'simulated',
    email: 'simulated',
    elevenlabs: 'simulated',
    hubspot: 'simulated',
    calendar: 'simulated',
  },
  ...over,
});

export const testUser = (over: Partial<User> = {}): User => {
  const role = over.role ?? 'admin';
  return {
    id: 1,
    username: `${role}1`,
    email: `${role}@example.com`,
    role,
    disabled: false,
    phone: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...over,
  };
};

export const fakeNotify = (): jest.Mocked<Notify> => ({
  success: jest.fn(),
  error: jest.fn(),
  info: jest.fn(),
  warning: jest.fn(),
});

export interface RenderRemotePageOptions {
  /** The client the page calls: `createFakeApiClient({ ... })` of '@callops/api-client/test-support', or a real one. */
  api: ApiClient;
  user?: User;
  appInfo?: ConsoleConfig;
  notify?: jest.Mocked<Notify>;
  /** The session's token; null: signed out. */
  token?: string | null;
}

/**
 * The one part of the host's built antd stylesheet a test needs: the rules that take a closed popup, menu or tab out
 * of view (antd keeps it in the document), so a query finds what an operator can reach and not what antd merely keeps.
 */
const ANTD_HIDDEN_STATES = `${[
  'drawer-content-wrapper',
  'dropdown',
  'dropdown-menu',
  'dropdown-menu-submenu',
  'form-item',
  'menu',
  'menu-submenu',
  'modal',
  'popover',
  'select-dropdown',
  'tabs-content',
  'tabs-dropdown',
  'tag',
  'tooltip',
  'upload',
]
  .map((block) => `.ant-${block}-hidden`)
  .join(',')}{display:none}`;

/** What a remote page or hook runs inside: the host's contexts with a fresh QueryClient. */
function remoteHarness({
  api,
  user = testUser(),
  appInfo = testAppInfo(),
  notify = fakeNotify(),
  token = 'token',
}: RenderRemotePageOptions) {
  // Retries off: a failure shows at once, as after the host's single retry.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const session = { user, token, logout: jest.fn() };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    // antd as the host renders it, injecting no CSS of its own: jsdom's getComputedStyle, which every role query calls
    // on an element and its ancestors, then has next to no rules to match (antd's injected ones took most of a test).
    <ConfigProvider theme={STATIC_STYLES_THEME}>
      <style>{ANTD_HIDDEN_STATES}</style>
      <QueryClientProvider client={queryClient}>
        <ShellProvider session={session} api={api} appInfo={appInfo} notify={notify}>
          {children}
        </ShellProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
  return { wrapper, queryClient, session, notify };
}

export function renderRemotePage(page: ReactElement, options: RenderRemotePageOptions) {
  const { wrapper, ...harness } = remoteHarness(options);
  return { ...render(page, { wrapper }), ...harness };
}

/** For tests of the hooks remotes use: the hook runs inside the same contexts as a page. */
export function renderRemoteHook<Result>(hook: () => Result, options: RenderRemotePageOptions) {
  const { wrapper, ...harness } = remoteHarness(options);
  return { ...renderHook(hook, { wrapper }), ...harness };
}
