import { createFakeApiClient } from '@callops/api-client/test-support';
import type { User } from '@callops/contracts/users';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useApi } from './api-context';
import { useAppInfo } from './app-info-context';
import { type Notify, useNotify } from './notify-context';
import { ShellProvider } from './ShellProvider';
import { type Session, useSession } from './session-context';
import { fakeNotify, testAppInfo } from './test-support';

const user = (role: User['role']): User => ({
  id: 1,
  username: 'ops',
  email: null,
  role,
  disabled: false,
  phone: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const appInfo = testAppInfo({
  remotes: [{ name: 'calling-ops', entry: '/remotes/calling-ops/mf-manifest.json' }],
});

const api = createFakeApiClient();
const notify: Notify = fakeNotify();

function wrapperFor(session: Session) {
  return ({ children }: { children?: ReactNode }) => (
    <ShellProvider session={session} api={api} appInfo={appInfo} notify={notify}>
      {children}
    </ShellProvider>
  );
}

const signedIn = (role: User['role']): Session => ({ user: user(role), token: 'tok', logout: jest.fn() });
const signedOut: Session = { user: null, token: null, logout: jest.fn() };

describe('ShellProvider hooks', () => {
  it('hands every value the host provides to the hooks', () => {
    const session = signedIn('operator');
    const { result } = renderHook(
      () => ({ session: useSession(), api: useApi(), appInfo: useAppInfo(), notify: useNotify() }),
      { wrapper: wrapperFor(session) },
    );
    expect(result.current.session).toBe(session);
    expect(result.current.api).toBe(api);
    expect(result.current.appInfo).toBe(appInfo);
    expect(result.current.notify).toBe(notify);
  });

  it.each([
    ['useSession', useSession],
    ['useApi', useApi],
    ['useAppInfo', useAppInfo],
    ['useNotify', useNotify],
  ])('%s throws outside the host', (name, hook) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => hook())).toThrow(
      `${name}() must be used inside the console host's ShellProvider`,
    );
    jest.restoreAllMocks();
  });

  it('renders its children', () => {
    render(<p>page</p>, { wrapper: wrapperFor(signedOut) });
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
