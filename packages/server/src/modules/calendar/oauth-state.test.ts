import { OAUTH_STATE_TTL_SECONDS, signOAuthState, verifyOAuthState } from './oauth-state';

const KEY = 'k'.repeat(40);
const NOW = new Date('2026-03-11T15:30:00Z');
const SUBJECT = { userId: 7, clientId: 'cid.apps.googleusercontent.com' };

describe('OAuth state', () => {
  it('verifies for the same user and client until it expires', () => {
    const state = signOAuthState(KEY, SUBJECT, NOW);
    expect(verifyOAuthState(KEY, state, SUBJECT, NOW)).toBe(true);
    const later = new Date(NOW.getTime() + OAUTH_STATE_TTL_SECONDS * 1000);
    expect(verifyOAuthState(KEY, state, SUBJECT, later)).toBe(true);
    expect(verifyOAuthState(KEY, state, SUBJECT, new Date(later.getTime() + 1000))).toBe(false);
  });

  it('is different each time', () => {
    expect(signOAuthState(KEY, SUBJECT, NOW)).not.toBe(signOAuthState(KEY, SUBJECT, NOW));
  });

  it('refuses another user, another client, another key, and any altered part', () => {
    const state = signOAuthState(KEY, SUBJECT, NOW);
    expect(verifyOAuthState(KEY, state, { ...SUBJECT, userId: 8 }, NOW)).toBe(false);
    expect(verifyOAuthState(KEY, state, { ...SUBJECT, clientId: 'other' }, NOW)).toBe(false);
    expect(verifyOAuthState('x'.repeat(40), state, SUBJECT, NOW)).toBe(false);
    const parts = state.split('.');
    for (let i = 0; i < parts.length; i += 1) {
      const altered = [...parts];
      const part = altered[i] ?? '';
      altered[i] = `${part.slice(0, -1)}${part.endsWith('A') ? 'B' : 'A'}`;
      expect(verifyOAuthState(KEY, altered.join('.'), SUBJECT, NOW)).toBe(false);
    }
    // A later expiry with the old signature does not verify either.
    const [user, expires, nonce, signature] = parts;
    expect(
      verifyOAuthState(KEY, [user, Number(expires) + 3600, nonce, signature].join('.'), SUBJECT, NOW),
    ).toBe(false);
    for (const bad of ['', 'a.b.c', `${state}.x`, state.replace('.', '/'), `${state} `]) {
      expect(verifyOAuthState(KEY, bad, SUBJECT, NOW)).toBe(false);
    }
  });
});
