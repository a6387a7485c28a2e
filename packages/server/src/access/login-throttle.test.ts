import { fixedClock } from '../clock';
import { type FailureLog, LoginThrottle } from './login-throttle';

/** The failure log in memory: the rule under test is the throttle's, not the table's (login-failures.api.test.ts). */
function memoryLog(): FailureLog {
  const failures = new Map<string, number[]>();
  return {
    async since(key, since) {
      return (failures.get(key) ?? []).filter((at) => at > since);
    },
    async add(keys, at) {
      for (const key of keys) failures.set(key, [...(failures.get(key) ?? []), at]);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

describe('LoginThrottle', () => {
  it('refuses after the maximum failures and says how long to wait', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(memoryLog(), 3, 60_000, clock);
    for (let i = 0; i < 3; i++) {
      expect(await t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(0);
      await t.recordFailure('1.1.1.1', 'admin');
      clock.advance(1_000);
    }
    expect(await t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(57);
    expect(await t.retryAfterSeconds('1.1.1.1', 'ADMIN ')).toBe(57);
  });

  it('keeps pairs apart and forgets old failures', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(memoryLog(), 2, 60_000, clock);
    await t.recordFailure('1.1.1.1', 'admin');
    await t.recordFailure('1.1.1.1', 'admin');
    expect(await t.retryAfterSeconds('1.1.1.1', 'admin')).toBeGreaterThan(0);
    expect(await t.retryAfterSeconds('2.2.2.2', 'admin')).toBe(0);
    expect(await t.retryAfterSeconds('1.1.1.1', 'other')).toBe(0);
    clock.advance(60_001);
    expect(await t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(0);
  });

  it('clears a pair on success', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(memoryLog(), 2, 60_000, clock);
    await t.recordFailure('1.1.1.1', 'admin');
    await t.recordSuccess('1.1.1.1', 'admin');
    await t.recordFailure('1.1.1.1', 'admin');
    expect(await t.retryAfterSeconds('1.1.1.1', 'admin')).toBe(0);
  });
});

describe('LoginThrottle across usernames', () => {
  it('refuses an address that fails for many names, and a success does not reset that count', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const t = new LoginThrottle(memoryLog(), 3, 60_000, clock, 5);
    for (let i = 0; i < 5; i++) {
      expect(await t.retryAfterSeconds('9.9.9.9', `user${i}`)).toBe(0);
      await t.recordFailure('9.9.9.9', `user${i}`);
    }
    await t.recordSuccess('9.9.9.9', 'user0');
    expect(await t.retryAfterSeconds('9.9.9.9', 'someone-new')).toBeGreaterThan(0);
    expect(await t.retryAfterSeconds('8.8.8.8', 'someone-new')).toBe(0);
    clock.advance(60_001);
    expect(await t.retryAfterSeconds('9.9.9.9', 'someone-new')).toBe(0);
  });
});
