import { browserTokenStorage, pageCookie } from './token-storage';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

describe('the page cookie', () => {
  it('copies the token for as long as the token lasts, SameSite=Strict, Secure over https', () => {
    const token = jwt({ sub: '1', exp: NOW / 1000 + 3600 });
    expect(pageCookie(token, { nowMs: NOW, https: true })).toBe(
      `callops_page_token=${token}; Path=/; SameSite=Strict; Secure; Max-Age=3600`,
    );
    // A token without an expiry: for the browser session.
    expect(pageCookie('opaque+/=', { nowMs: NOW, https: false })).toBe(
      'callops_page_token=opaque%2B%2F%3D; Path=/; SameSite=Strict',
    );
  });

  it('is removed with the token', () => {
    expect(pageCookie(null, { nowMs: NOW, https: false })).toBe(
      'callops_page_token=; Path=/; SameSite=Strict; Max-Age=0',
    );
  });

  it('is kept beside the stored token: set at start, on sign-in, removed on logout', () => {
    const written: string[] = [];
    const doc = {
      set cookie(value: string) {
        written.push(value.split(';')[0] as string);
      },
    } as Pick<Document, 'cookie'>;
    window.localStorage.setItem('callops.access_token', 'stored');
    const storage = browserTokenStorage(window.localStorage, doc, false);
    storage.write('next');
    storage.remove();
    expect(written).toEqual(['callops_page_token=stored', 'callops_page_token=next', 'callops_page_token=']);
    expect(storage.read()).toBeNull();
  });
});
