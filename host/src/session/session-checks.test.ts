import { SESSION } from '@callops/contracts/auth';
import { LOGOUT_REASONS } from '@callops/contracts/core';
import { jwtExpiringAt } from '../test-support/console-fixtures';
import { expiryLogoutReason, needsServerValidation, startupCheck } from './session-checks';

const now = Date.UTC(2025, 0, 1, 12);

describe('startupCheck', () => {
  it('does nothing without a stored token', () => {
    expect(startupCheck(null, now)).toEqual({ action: 'none' });
  });

  it('logs out a token that expires within the 5 s margin', () => {
    const token = jwtExpiringAt(now + SESSION.expiryMarginMs - 1000);
    expect(startupCheck(token, now)).toEqual({ action: 'logout', reason: LOGOUT_REASONS.sessionExpired });
  });

  it('checks any other token with the server, dotted or not', () => {
    expect(startupCheck(jwtExpiringAt(now + 60_000), now)).toEqual({ action: 'verify' });
    expect(startupCheck('opaque-token', now)).toEqual({ action: 'verify' });
  });
});

describe('expiryLogoutReason', () => {
  it('is the session-expired reason once the token is within the margin', () => {
    const token = jwtExpiringAt(now + 10_000);
    expect(expiryLogoutReason(token, now)).toBeNull();
    expect(expiryLogoutReason(token, now + 10_000 - SESSION.expiryMarginMs)).toBe(
      LOGOUT_REASONS.sessionExpired,
    );
  });

  it('never expires a token that is not dotted, nor a missing one', () => {
    expect(expiryLogoutReason('opaque-token', now)).toBeNull();
    expect(expiryLogoutReason(null, now)).toBeNull();
  });
});

describe('needsServerValidation', () => {
  it('holds for tokens that are not dotted only', () => {
    expect(needsServerValidation('opaque-token')).toBe(true);
    expect(needsServerValidation(jwtExpiringAt(now))).toBe(false);
    expect(needsServerValidation(null)).toBe(false);
  });
});
