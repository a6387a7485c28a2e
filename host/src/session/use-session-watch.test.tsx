import type { ApiClient, CallOptions } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import { SESSION } from '@callops/contracts/auth';
import { LOGOUT_REASONS } from '@callops/contracts/core';
import type { User } from '@callops/contracts/users';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { StoreApi } from 'zustand/vanilla';
import { jwtExpiringAt, memoryTokenStorage, user } from '../test-support/console-fixtures';
import { createSessionStore, type SessionState } from './session-store';
import { useSessionWatch } from './use-session-watch';

const START = Date.UTC(2025, 0, 1, 12);

const fakeApi = (me: () => Promise<User>) => {
  const spy = jest.fn((_input: unknown, _options?: CallOptions) => me());
  return { api: createFakeApiClient({ 'auth.me': spy }), me: spy };
};

let navigateTo: (path: string) => void = () => {};

function Watch({ store, api }: { store: StoreApi<SessionState>; api: ApiClient }) {
  useSessionWatch(store, api);
  navigateTo = useNavigate();
  return null;
}

function start(token: string | null, me: () => Promise<User> = async () => user()) {
  const storage = memoryTokenStorage(token);
  const store = createSessionStore(storage);
  const { api, me: meSpy } = fakeApi(me);
  render(
    <MemoryRouter initialEntries={['/jobs']}>
      <Watch store={store} api={api} />
    </MemoryRouter>,
  );
  return { store, storage, me: meSpy };
}

const flush = () => act(async () => {});

beforeEach(() => {
  jest.useFakeTimers({ now: START });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('on start', () => {
  it('removes a stored token that is expired (5 s margin) and logs out without asking the server', async () => {
    const { store, storage, me } = start(jwtExpiringAt(START + SESSION.expiryMarginMs - 1));
    await flush();
    expect(storage.value).toBeNull();
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      logoutReason: LOGOUT_REASONS.sessionExpired,
    });
    expect(me).not.toHaveBeenCalled();
  });

  it('checks any other stored token with GET /auth/me, silently, and signs in', async () => {
    const { store, me } = start(jwtExpiringAt(START + 3_600_000));
    await flush();
    expect(me).toHaveBeenCalledWith({}, { suppressAuthNotification: true });
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: user() });
  });

  it('removes the token when the server refuses it', async () => {
    const { store, storage } = start('opaque-token', async () => {
      throw new Error('Authentication failed');
    });
    await flush();
    expect(storage.value).toBeNull();
    expect(store.getState().status).toBe('signed-out');
  });

  it('does nothing without a stored token', async () => {
    const { store, me } = start(null);
    await flush();
    expect(me).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('signed-out');
  });
});

describe('while open', () => {
  it('logs out silently when the token expires, checked every 30 s', async () => {
    const { store } = start(jwtExpiringAt(START + 60_000));
    await flush();
    expect(store.getState().status).toBe('signed-in');

    // expired at 55 s (margin); the checks at 30 s do not see it, the one at 60 s does
    await act(async () => {
      jest.advanceTimersByTime(SESSION.expiryCheckIntervalMs);
    });
    expect(store.getState().status).toBe('signed-in');
    await act(async () => {
      jest.advanceTimersByTime(SESSION.expiryCheckIntervalMs);
    });
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      logoutReason: LOGOUT_REASONS.sessionExpired,
    });
  });

  it('checks expiry on navigation', async () => {
    const { store } = start(jwtExpiringAt(START + 20_000));
    await flush();
    jest.setSystemTime(START + 16_000);
    expect(store.getState().status).toBe('signed-in');
    await act(async () => navigateTo('/stats'));
    expect(store.getState().status).toBe('signed-out');
  });

  it('validates a token that is not dotted with the server every 5 minutes; failure clears the session', async () => {
    let accept = true;
    const { store, me } = start('opaque-token', async () => {
      if (!accept) throw new Error('Authentication failed');
      return user();
    });
    await flush();
    expect(me).toHaveBeenCalledTimes(1);

    await act(async () => {
      jest.advanceTimersByTime(SESSION.serverValidationIntervalMs);
    });
    expect(me).toHaveBeenCalledTimes(2);
    expect(store.getState().status).toBe('signed-in');

    accept = false;
    await act(async () => {
      jest.advanceTimersByTime(SESSION.serverValidationIntervalMs);
    });
    expect(me).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ status: 'signed-out', token: null });
  });

  it('does not validate dotted tokens with the server', async () => {
    const { me } = start(jwtExpiringAt(START + 3_600_000));
    await flush();
    await act(async () => {
      jest.advanceTimersByTime(SESSION.serverValidationIntervalMs);
    });
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('tracks user activity time', async () => {
    const { store } = start(null);
    jest.setSystemTime(START + 1234);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(store.getState().lastActivityAt).toBe(START + 1234);
  });
});
