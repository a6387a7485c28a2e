import type { EarlyReads } from '@callops/contracts/console';

export interface EarlyReadsFetch {
  /** The api client's fetch: answers a GET the served page already made, once; every other call goes out. */
  fetch: typeof fetch;
  /** Forgets the answers nobody took, so no later call (a poll a minute on) is answered from the page's load. */
  drop(): void;
}

const authorizationOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

/**
 * The fetch for the api client over the page's early reads (served page, early-reads.ts on the server): a call is
 * answered by the pending early response only when it is the same read, the same URL sent with the same token.
 */
export function earlyReadsFetch(send: typeof fetch, reads: EarlyReads | undefined): EarlyReadsFetch {
  const pending = new Map(Object.entries(reads?.responses ?? {}));
  return {
    fetch: (input, init) => {
      const early = typeof input === 'string' ? pending.get(input) : undefined;
      if (early && (init?.method ?? 'GET') === 'GET' && authorizationOf(init) === reads?.authorization) {
        pending.delete(input as string);
        return early;
      }
      return send(input, init);
    },
    drop: () => pending.clear(),
  };
}
