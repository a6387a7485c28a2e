import { act, renderHook } from '@testing-library/react';
import { themeFor, waveFor } from './console-theme';
import { useReducedMotion } from './use-reduced-motion';

describe('reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the system setting as it changes', () => {
    let reduce = false;
    const listeners = new Set<() => void>();
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)' && reduce,
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => {
      reduce = true;
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe(true);
  });

  it('turns antd motion off in the theme, and the click wave off, and only then', () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(false).token?.motion).toBeUndefined();
    expect(waveFor(true)).toEqual({ disabled: true });
    expect(waveFor(false)).toBeUndefined();
    expect(themeFor(true).token?.colorPrimary).toBe(themeFor(false).token?.colorPrimary);
  });

  it('leaves styling to the built stylesheet when the page has one, with the same tokens, one object per case', () => {
    for (const reduced of [true, false]) {
      expect(themeFor(reduced, true)).toMatchObject({ zeroRuntime: true, hashed: false });
      expect(themeFor(reduced, true).token).toEqual(themeFor(reduced).token);
      expect(themeFor(reduced).zeroRuntime).toBeUndefined();
      expect(themeFor(reduced, true)).toBe(themeFor(reduced, true));
    }
  });
});
