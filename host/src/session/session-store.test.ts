import { memoryTokenStorage, user } from '../test-support/console-fixtures';
import { createSessionStore } from './session-store';

describe('createSessionStore', () => {
  it('starts signed out without a stored token, resolving with one', () => {
    expect(createSessionStore(memoryTokenStorage()).getState()).toMatchObject({
      status: 'signed-out',
      token: null,
    });
    expect(createSessionStore(memoryTokenStorage('tok')).getState()).toMatchObject({
      status: 'resolving',
      token: 'tok',
    });
  });

  it('stores the token on sign-in and removes it on logout, keeping the reason', () => {
    const storage = memoryTokenStorage();
    const store = createSessionStore(storage);
    store.getState().signIn('tok', user());
    expect(storage.value).toBe('tok');
    expect(store.getState()).toMatchObject({ status: 'signed-in', token: 'tok', user: user() });

    store.getState().logout('Session expired');
    expect(storage.value).toBeNull();
    expect(store.getState()).toMatchObject({
      status: 'signed-out',
      token: null,
      user: null,
      logoutReason: 'Session expired',
    });
  });

  it('confirms a stored token only while it is still there', () => {
    const store = createSessionStore(memoryTokenStorage('tok'));
    store.getState().confirm(user());
    expect(store.getState().status).toBe('signed-in');
    store.getState().logout();
    store.getState().confirm(user());
    expect(store.getState()).toMatchObject({ status: 'signed-out', logoutReason: null });
  });

  it('records activity time', () => {
    const store = createSessionStore(memoryTokenStorage(), () => 5);
    expect(store.getState().lastActivityAt).toBe(5);
    store.getState().recordActivity(42);
    expect(store.getState().lastActivityAt).toBe(42);
  });
});
