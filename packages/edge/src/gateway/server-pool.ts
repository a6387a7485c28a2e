// The API servers behind the gateway. Each configured upstream may stand for several processes (a Compose service
// with replicas resolves to one address per replica), so names are resolved again every few seconds. A server is
// used while its readiness (/health) answers 200: a draining or broken one leaves the rotation within a second,
// and one that refuses a connection is passed over at once.
import { lookup } from 'node:dns/promises';

export interface PoolTarget {
  /** e.g. http://10.0.0.5:8080 */
  origin: string;
  ready: boolean;
  /** Not tried again before this time (ms) after a refused connection. */
  downUntil: number;
}

export interface ServerPoolOptions {
  upstreams: readonly string[];
  checkIntervalMs?: number;
  /** Resolves a host name to every address it stands for. */
  resolve?: (hostname: string) => Promise<string[]>;
  now?: () => number;
}

const resolveAll = async (hostname: string) =>
  (await lookup(hostname, { all: true })).map((a) => (a.family === 6 ? `[${a.address}]` : a.address));

export class ServerPool {
  private targets = new Map<string, PoolTarget>();
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly resolve: (hostname: string) => Promise<string[]>;
  private readonly now: () => number;

  constructor(private readonly options: ServerPoolOptions) {
    this.resolve = options.resolve ?? resolveAll;
    this.now = options.now ?? Date.now;
  }

  /** Resolves and checks once, then again every interval. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.checkIntervalMs ?? 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The next server to try, round robin over the ready ones; `tried` are skipped (a retry goes elsewhere). */
  next(tried: ReadonlySet<string> = new Set()): PoolTarget | undefined {
    const now = this.now();
    const usable = [...this.targets.values()].filter((t) => !tried.has(t.origin) && t.downUntil <= now);
    const ready = usable.filter((t) => t.ready);
    // Before the first check answers (or when every check fails) any reachable server beats a certain 502.
    const choice = ready.length > 0 ? ready : usable;
    if (choice.length === 0) return undefined;
    this.turn = (this.turn + 1) % choice.length;
    return choice[this.turn];
  }

  /** A connection to `target` was refused: pass it over until its readiness is confirmed again. */
  markDown(target: PoolTarget, forMs = 2000): void {
    target.ready = false;
    target.downUntil = this.now() + forMs;
  }

  snapshot(): PoolTarget[] {
    return [...this.targets.values()].map((t) => ({ ...t }));
  }

  async refresh(): Promise<void> {
    const origins = new Set<string>();
    for (const upstream of this.options.upstreams) {
      const url = new URL(upstream);
      const addresses = await this.resolve(url.hostname).catch(() => [] as string[]);
      for (const address of addresses) origins.add(`${url.protocol}//${address}:${url.port || 80}`);
    }
    for (const origin of this.targets.keys()) if (!origins.has(origin)) this.targets.delete(origin);
    for (const origin of origins) {
      if (!this.targets.has(origin)) this.targets.set(origin, { origin, ready: false, downUntil: 0 });
    }
    await Promise.all([...this.targets.values()].map((target) => this.check(target)));
  }

  private async check(target: PoolTarget): Promise<void> {
    try {
      const res = await fetch(`${target.origin}/health`, { signal: AbortSignal.timeout(900) });
      await res.body?.cancel();
      target.ready = res.status === 200;
      if (target.ready) target.downUntil = 0;
    } catch {
      target.ready = false;
    }
  }
}
