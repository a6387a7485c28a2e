import type { Clock } from '../clock';

/**
 * Where failed sign-ins are kept: in the database for the server (every replica counts the same failures), in
 * memory for the throttle's own tests. Times are epoch milliseconds.
 */
export interface FailureLog {
  /** The failures under `key` after `since`, oldest first. */
  since(key: string, since: number): Promise<number[]>;
  add(keys: readonly string[], at: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Failed sign-ins, counted two ways. Per IP and username: after `maxFailures` inside the window, that pair is
 * refused (429 with Retry-After) until the oldest failure leaves the window; a success clears the pair. Per IP
 * across usernames: after `maxFailuresPerIp`, the address is refused whatever name it tries, so one client
 * cannot spray a common password over many accounts; a success does not clear that count. Only failures count,
 * so people who type their password right are never slowed down.
 */
export class LoginThrottle {
  constructor(
    private readonly failures: FailureLog,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    private readonly maxFailuresPerIp = maxFailures * 4,
  ) {}

  private pairKey(ip: string, username: string): string {
    // No NUL: PostgreSQL text cannot hold one. The username comes last, so a "|" in it is unambiguous.
    return `pair|${ip}|${username.trim().toLowerCase()}`;
  }

  private ipKey(ip: string): string {
    return `ip|${ip}`;
  }

  /** Seconds until the `limit`-th most recent failure under `key` leaves the window; 0 below the limit. */
  private async wait(key: string, limit: number): Promise<number> {
    const now = this.clock.now().getTime();
    const list = await this.failures.since(key, now - this.windowMs);
    if (list.length < limit) return 0;
    const oldest = list[list.length - limit] ?? list[0] ?? 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  /**
   * Seconds to wait before the next attempt, or 0 when an attempt is allowed now. `maxFailures`: the sign-in
   * attempts setting as it is now; the constructor's value otherwise.
   */
  async retryAfterSeconds(ip: string, username: string, maxFailures = this.maxFailures): Promise<number> {
    const [pair, address] = await Promise.all([
      this.wait(this.pairKey(ip, username), maxFailures),
      this.wait(this.ipKey(ip), this.maxFailuresPerIp),
    ]);
    return Math.max(pair, address);
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    await this.failures.add([this.pairKey(ip, username), this.ipKey(ip)], this.clock.now().getTime());
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.failures.clear(this.pairKey(ip, username));
  }
}
