import { decodeJwtPayload, isDottedToken, isTokenExpired, tokenState } from './jwt-expiry';
import { SESSION } from './session';

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const jwt = (payload: unknown) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.sig`;

describe('jwt expiry', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('decodes a base64url payload without verifying it', () => {
    expect(decodeJwtPayload(jwt({ sub: '1', exp: 10, name: 'Zoë ~?>' }))).toEqual({
      sub: '1',
      exp: 10,
      name: 'Zoë ~?>',
    });
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('[1,2]')}.c`)).toBeNull();
    expect(decodeJwtPayload('opaque-token')).toBeNull();
  });

  it('counts a token as expired within the 5 s margin', () => {
    expect(SESSION.expiryMarginMs).toBe(5_000);
    expect(tokenState(jwt({ exp: nowSeconds + 6 }), now)).toBe('valid');
    expect(tokenState(jwt({ exp: nowSeconds + 5 }), now)).toBe('expired');
    expect(tokenState(jwt({ exp: nowSeconds + 4 }), now)).toBe('expired');
    expect(tokenState(jwt({ exp: nowSeconds - 100 }), now)).toBe('expired');
    expect(isTokenExpired(jwt({ exp: nowSeconds + 3600 }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: nowSeconds + 1 }), now)).toBe(true);
  });

  it('treats tokens that are not dotted as not expired', () => {
    expect(isDottedToken('abc')).toBe(false);
    expect(tokenState('abc', now)).toBe('opaque');
    expect(isTokenExpired('abc', now)).toBe(false);
    expect(tokenState('a.b', now)).toBe('opaque');
  });

  it('calls a dotted token with an undecodable payload or a non-numeric exp invalid', () => {
    expect(tokenState('a.%%%.c', now)).toBe('invalid');
    expect(tokenState(jwt({ exp: 'soon' }), now)).toBe('invalid');
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
  });

  it('never expires a JWT without exp', () => {
    expect(tokenState(jwt({ sub: '1' }), now)).toBe('valid');
  });
});
