import type { Clock } from '../clock';

/**
 * Failed sign-ins, counted two ways. Per IP and username: after `maxFailures` inside the window, that pair is
 * refused (429 with Retry-After) until the oldest failure leaves the window; a success clears the pair. Per IP
 * across usernames: after `maxFailuresPerIp`, the address is refused whatever name it tries, so one client
 * cannot spray a common password over many accounts; a success does not clear that count. Only failures count,
 * so people who type their password right are never slowed down.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    private readonly maxFailuresPerIp = maxFailures * 4,
  ) {}

  private pairKey(ip: string, username: string): string {
    return `pair\u0000${ip}\u0000${username.trim().toLowerCase()}`;
  }

  private ipKey(ip: string): string {
    return `ip\u0000${ip}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.clock.now().getTime() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until the `limit`-th most recent failure under `key` leaves the window; 0 below the limit. */
  private wait(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    const oldest = list[list.length - limit] ?? list[0] ?? 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock.now().getTime()) / 1000));
  }

  /**
   * Seconds to wait before the next attempt, or 0 when an attempt is allowed now. `maxFailures`: the sign-in
   * attempts setting as it is now; the constructor's value otherwise.
   */
  retryAfterSeconds(ip: string, username: string, maxFailures = this.maxFailures): number {
    return Math.max(
      this.wait(this.pairKey(ip, username), maxFailures),
      this.wait(this.ipKey(ip), this.maxFailuresPerIp),
    );
  }

  recordFailure(ip: string, username: string): void {
    const now = this.clock.now().getTime();
    for (const key of [this.pairKey(ip, username), this.ipKey(ip)])
      this.failures.set(key, [...this.recent(key), now]);
    if (this.failures.size > 10_000) this.prune();
  }

  recordSuccess(ip: string, username: string): void {
    this.failures.delete(this.pairKey(ip, username));
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
