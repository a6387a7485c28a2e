import type { Database } from './client';

/** What a process-wide cache hears from every server process on the database, and whether it can rely on it. */
export interface InvalidationListener {
  /** Resolves once the LISTEN is in place (or failed): a cache awaits it before its first read. */
  ready: Promise<void>;
  /** False until the LISTEN is in place, if it failed, and after close: a cache keeps nothing meanwhile. */
  hearing(): boolean;
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` for a cache: `onPayload` forgets what a change in any process made stale, and `forgetAll`
 * everything, when the connection that listens is lost (the cache is then not hearing) and again once it listens
 * anew, since changes made in between were not heard.
 */
export function listenForInvalidation(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  forgetAll: () => void,
): InvalidationListener {
  let hearing = false;
  const onGap = (listening: boolean) => {
    hearing = listening;
    forgetAll();
  };
  const listening = database
    .listen(channel, onPayload, onGap)
    .then((unlisten) => {
      hearing = true;
      return unlisten;
    })
    .catch(() => undefined);
  return {
    ready: listening.then(() => undefined),
    hearing: () => hearing,
    async close() {
      hearing = false;
      const unlisten = await listening;
      if (unlisten) await unlisten();
    },
  };
}
