import { act } from '@testing-library/react';

type FakeMediaState = { paused: boolean; currentTime: number };

/**
 * Test support: jsdom's media elements do nothing (the preset stubs play and pause), so this gives them
 * the browser's observable behaviour: paused, currentTime and duration, and the play, pause, timeupdate,
 * loadedmetadata, ended and error events in the browser's order.
 */
export function installFakeMedia({ duration }: { duration: number }) {
  const states = new WeakMap<HTMLMediaElement, FakeMediaState>();
  const stateOf = (media: HTMLMediaElement): FakeMediaState => {
    let state = states.get(media);
    if (!state) {
      state = { paused: true, currentTime: 0 };
      states.set(media, state);
    }
    return state;
  };
  let playResult: () => Promise<void> = () => Promise.resolve();

  const proto = HTMLMediaElement.prototype;
  const spies = [
    jest.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
      return stateOf(this).paused;
    }),
    jest.spyOn(proto, 'duration', 'get').mockImplementation(() => duration),
    jest.spyOn(proto, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
      return stateOf(this).currentTime;
    }),
    jest.spyOn(proto, 'currentTime', 'set').mockImplementation(function (
      this: HTMLMediaElement,
      time: number,
    ) {
      stateOf(this).currentTime = time;
    }),
    jest.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
      const result = playResult();
      const state = stateOf(this);
      if (state.paused) {
        state.paused = false;
        this.dispatchEvent(new Event('play'));
      }
      return result;
    }),
    jest.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      const state = stateOf(this);
      if (!state.paused) {
        state.paused = true;
        this.dispatchEvent(new Event('pause'));
      }
    }),
  ];

  return {
    /** Makes the next play() calls settle like this (e.g. reject with a NotSupportedError). */
    setPlayResult(result: () => Promise<void>) {
      playResult = result;
    },
    loadMetadata(media: HTMLMediaElement) {
      act(() => {
        media.dispatchEvent(new Event('loadedmetadata'));
      });
    },
    advance(media: HTMLMediaElement, seconds: number) {
      act(() => {
        const state = stateOf(media);
        state.currentTime = Math.min(duration, state.currentTime + seconds);
        media.dispatchEvent(new Event('timeupdate'));
      });
    },
    end(media: HTMLMediaElement) {
      act(() => {
        const state = stateOf(media);
        state.currentTime = duration;
        media.dispatchEvent(new Event('timeupdate'));
        state.paused = true;
        media.dispatchEvent(new Event('pause'));
        media.dispatchEvent(new Event('ended'));
      });
    },
    fail(media: HTMLMediaElement) {
      act(() => {
        stateOf(media).paused = true;
        media.dispatchEvent(new Event('error'));
      });
    },
    currentTimeOf(media: HTMLMediaElement) {
      return stateOf(media).currentTime;
    },
    isPaused(media: HTMLMediaElement) {
      return stateOf(media).paused;
    },
    restore() {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
