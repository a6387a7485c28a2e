export type Pausable = { pause(): void };

/** Keeps one medium playing at a time: claiming playback pauses whoever held it. */
export type PlaybackCoordinator = {
  claim(media: Pausable): void;
  release(media: Pausable): void;
  current(): Pausable | null;
};

export function createPlaybackCoordinator(): PlaybackCoordinator {
  let current: Pausable | null = null;
  return {
    claim(media) {
      if (current && current !== media) current.pause();
      current = media;
    },
    release(media) {
      if (current === media) current = null;
    },
    current: () => current,
  };
}

// The one global state of this package, and deliberately so: "one recording plays at a time" spans the whole
// page. It lives on globalThis so that even two copies of this module (a remote that failed to share
// @callops/ui) still coordinate.
const GLOBAL_KEY = Symbol.for('callops.ui.playbackCoordinator');

export function getPlaybackCoordinator(): PlaybackCoordinator {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: PlaybackCoordinator };
  holder[GLOBAL_KEY] ??= createPlaybackCoordinator();
  return holder[GLOBAL_KEY];
}
