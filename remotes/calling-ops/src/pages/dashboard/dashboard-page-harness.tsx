// Renders a page the way the host mounts it: ShellProvider with a fake ApiClient and a QueryClient.
import type { ApiClient } from '@callops/api-client';
import type { ConsoleConfig, User } from '@callops/contracts';
import { type Notify, ShellProvider } from '@callops/shell';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export const appInfo = (over: Partial<ConsoleConfig> = {}): ConsoleConfig => ({
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

export const sessionUser = (over: Partial<User> = {}): User => ({
  id: 1,
  username: 'admin1',
  email: 'admin@example.com',
  role: 'admin',
  disabled: false,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...over,
});

export const fakeNotify = (): jest.Mocked<Notify> => ({
  success: jest.fn(),
  error: jest.fn(),
  info: jest.fn(),
  warning: jest.fn(),
});

export function renderPage(
  page: ReactElement,
  {
    api,
    user = sessionUser(),
    info = appInfo(),
    notify = fakeNotify(),
  }: { api: unknown; user?: User; info?: ConsoleConfig; notify?: Notify },
) {
  // Retries off: a failure shows at once, as after the host's single retry.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const session = { user, token: 'token', logout: jest.fn() };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ShellProvider session={session} api={api as ApiClient} appInfo={info} notify={notify}>
        {page}
      </ShellProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, session, notify };
}
