import { act, renderHook } from '@testing-library/react';
import { COLOR_SCHEME_STORAGE_KEY, isDark, storedChoice, useColorScheme } from './color-scheme';
import { themeFor } from './console-theme';

describe('color scheme', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    window.localStorage.clear();
  });

  it('reads the stored choice, and system for anything else or a refused storage', () => {
    expect(storedChoice({ getItem: () => 'dark' })).toBe('dark');
    expect(storedChoice({ getItem: () => 'sepia' })).toBe('system');
    expect(storedChoice({ getItem: () => null })).toBe('system');
    expect(
      storedChoice({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('system');
  });

  it('is dark when chosen, or with system when the system is dark', () => {
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
  });

  it('remembers a choice in the browser and follows the system under system', () => {
    let systemDark = true;
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' && systemDark,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    const { result } = renderHook(() => useColorScheme());
    expect(result.current).toMatchObject({ choice: 'system', dark: true });
    act(() => result.current.choose('light'));
    expect(result.current).toMatchObject({ choice: 'light', dark: false });
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    systemDark = false;
    act(() => result.current.choose('system'));
    expect(result.current.dark).toBe(false);
  });

  it("gives antd's dark algorithm in the dark, on the same static stylesheet settings", () => {
    expect(themeFor(false, true, true).algorithm).toBeDefined();
    expect(themeFor(false, true, false).algorithm).toBeUndefined();
    expect(themeFor(false, true, true)).toMatchObject({ zeroRuntime: true, hashed: false });
    expect(themeFor(true, true, true).token?.motion).toBe(false);
    expect(themeFor(false, true, true)).toBe(themeFor(false, true, true));
  });
});
