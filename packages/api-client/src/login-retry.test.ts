import { loginRetryDelayMs } from './login-retry';

describe('loginRetryDelayMs', () => {
  it('uses the Retry-After seconds within 1–5', () => {
    expect(loginRetryDelayMs('1')).toBe(1_000);
    expect(loginRetryDelayMs('4')).toBe(4_000);
    expect(loginRetryDelayMs('2.5')).toBe(2_500);
  });

  it('bounds the wait', () => {
    expect(loginRetryDelayMs('0')).toBe(1_000);
    expect(loginRetryDelayMs('-3')).toBe(1_000);
    expect(loginRetryDelayMs('120')).toBe(5_000);
  });

  it('defaults to 2 s when the header is missing, empty or not a number', () => {
    expect(loginRetryDelayMs(null)).toBe(2_000);
    expect(loginRetryDelayMs('')).toBe(2_000);
    expect(loginRetryDelayMs('  ')).toBe(2_000);
    expect(loginRetryDelayMs('Wed, 21 Oct 2015 07:28:00 GMT')).toBe(2_000);
  });
});
