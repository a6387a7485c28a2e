// Load on one endpoint with autocannon: requests per second and latency percentiles at a number of connections.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx plus connection errors and timeouts: a load figure with these is not to be trusted. */
  failures: number;
}

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
export const LOAD_CONNECTIONS = 50;

/**
 * Load before each measured round, not counted: the first requests to a process pay for compiling its code and
 * filling its pools, which a server answering all day has long paid (it was a second of 1,500 req/s here, and the
 * round's p99).
 */
const WARM_UP_SECONDS = 2;

export async function runLoad(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({
    url,
    headers,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
