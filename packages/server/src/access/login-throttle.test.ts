import { fixedClock } from '../clock';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('refuses after the maximum failures and says how long to wait', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(3, 60_000, clock);
    for (let i = 0; i < 3; i++) {
      expect(t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(0);
      t.recordFailure('1.1.1.1', 'admin');
      clock.advance(1_000);
    }
    expect(t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(57);
    expect(t.retryAfterSeconds('1.1.1.1', 'ADMIN ')).toBe(57);
  });

  it('keeps pairs apart and forgets old failures', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(2, 60_000, clock);
    t.recordFailure('1.1.1.1', 'admin');
    t.recordFailure('1.1.1.1', 'admin');
    expect(t.retryAfterSeconds('1.1.1.1', 'admin')).toBeGreaterThan(0);
    expect(t.retryAfterSeconds('2.2.2.2', 'admin')).toBe(0);
    expect(t.retryAfterSeconds('1.1.1.1', 'other')).toBe(0);
    clock.advance(60_001);
    expect(t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(0);
  });

  it('clears a pair on success', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(2, 60_000, clock);
    t.recordFailure('1.1.1.1', 'admin');
    t.recordSuccess('1.1.1.1', 'admin');
    t.recordFailure('1.1.1.1', 'admin');
    expect(t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(0);
  });
});

describe('LoginThrottle across usernames', () => {
  it('refuses an address that fails for many names, and a success does not reset that count', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(3, 60_000, clock, 5);
    for (let i = 0; i < 5; i++) {
      expect(t.retryAfterSeconds('9.9.9.9', `user${i}`)).toBe(0);
      t.recordFailure('9.9.9.9', `user${i}`);
    }
    t.recordSuccess('9.9.9.9', 'user0');
    expect(t.retryAfterSeconds('9.9.9.9', 'someone-new')).toBeGreaterThan(0);
    expect(t.retryAfterSeconds('8.8.8.8', 'someone-new')).toBe(0);
    clock.advance(60_001);
    expect(t.retryAfterSeconds('9.9.9.9', 'someone-new')).toBe(0);
  });
});
