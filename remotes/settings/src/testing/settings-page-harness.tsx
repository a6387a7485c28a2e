// Renders a page the way the host mounts it: ShellProvider with a fake ApiClient, a QueryClient and a session.
import type { ApiClient } from '@callops/api-client';
import type { ConsoleConfig, Role, User } from '@callops/contracts';
import { type Notify, ShellProvider } from '@callops/shell';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createFakeSettingsApi } from './fake-settings-api';

export const appInfo = (): ConsoleConfig => ({
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
});

export const sessionUser = (role: Role): User => ({
  id: 1,
  username: `${role}1`,
  email: `${role}@example.com`,
  role,
  disabled: false,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
});

export const fakeNotify = (): jest.Mocked<Notify> => ({
  success: jest.fn(),
  error: jest.fn(),
  info: jest.fn(),
  warning: jest.fn(),
});

export function renderSettingsPage(
  page: ReactElement,
  {
    role = 'admin',
    fake = createFakeSettingsApi(),
  }: { role?: Role; fake?: ReturnType<typeof createFakeSettingsApi> } = {},
) {
  // Retries off: a failure shows at once, as after the host's single retry.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const notify = fakeNotify();
  const session = { user: sessionUser(role), token: 'token', logout: jest.fn() };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ShellProvider
        session={session}
        api={fake.api as unknown as ApiClient}
        appInfo={appInfo()}
        notify={notify}
      >
        {page}
      </ShellProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, notify, api: fake.api, store: fake.store, calendar: fake.calendar };
}

/** Every call that changes something, for "a viewer never fires an admin call". */
export function changeCalls(api: ReturnType<typeof createFakeSettingsApi>['api']): jest.Mock[] {
  return [
    api.appConfig.create,
    api.appConfig.update,
    api.appConfig.remove,
    api.adminPhones.add,
    api.adminPhones.update,
    api.adminPhones.remove,
    api.adminPhones.clear,
    api.calendar.authUrl,
    api.calendar.uploadCredentials,
    api.calendar.setToken,
  ];
}
