import type { Clock } from '../../clock';

/**
 * Failed sign-ins per IP and username. After `maxFailures` inside the window, further attempts for that pair are
 * refused (429 with Retry-After) until the oldest failure leaves the window; a success clears the pair. Only
 * failures count, so people who type their password right are never slowed down.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  private key(ip: string, username: string): string {
    return `${ip}\u0000${username.trim().toLowerCase()}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.clock.now().getTime() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /**
   * Seconds to wait before the next attempt, or 0 when an attempt is allowed now. `maxFailures`: the sign-in
   * attempts setting as it is now; the constructor's value otherwise.
   */
  retryAfterSeconds(ip: string, username: string, maxFailures = this.maxFailures): number {
    const list = this.recent(this.key(ip, username));
    if (list.length < maxFailures) return 0;
    const oldest = list[list.length - maxFailures] ?? list[0] ?? 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock.now().getTime()) / 1000));
  }

  recordFailure(ip: string, username: string): void {
    const key = this.key(ip, username);
    this.failures.set(key, [...this.recent(key), this.clock.now().getTime()]);
    if (this.failures.size > 10_000) this.prune();
  }

  recordSuccess(ip: string, username: string): void {
    this.failures.delete(this.key(ip, username));
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
