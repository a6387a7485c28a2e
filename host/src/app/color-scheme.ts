import { useCallback, useSyncExternalStore } from 'react';

/** The operator's choice of theme; `system` follows the system's light or dark setting. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];

/** Where the browser remembers the choice (per browser, not per account). */
export const COLOR_SCHEME_STORAGE_KEY = 'callops.colorScheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; anything else (nothing stored, an old value, storage refused) is `system`. */
export function storedChoice(storage: Pick<Storage, 'getItem'> | undefined): ColorSchemeChoice {
  try {
    const value = storage?.getItem(COLOR_SCHEME_STORAGE_KEY);
    return COLOR_SCHEME_CHOICES.includes(value as ColorSchemeChoice)
      ? (value as ColorSchemeChoice)
      : 'system';
  } catch {
    return 'system';
  }
}

/** Whether the console renders dark for a choice, given the system's setting. */
export const isDark = (choice: ColorSchemeChoice, systemDark: boolean): boolean =>
  choice === 'dark' || (choice === 'system' && systemDark);

// The choice changes in this tab (the switch) or in another one (the storage event).
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  listeners.add(onChange);
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

const localStorageOrNone = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The operator's theme choice, whether the console is dark with it, and the way to change it (remembered). */
export function useColorScheme() {
  const choice = useSyncExternalStore(subscribe, () => storedChoice(localStorageOrNone()));
  const systemDark = useSyncExternalStore(subscribe, () => window.matchMedia(DARK_QUERY).matches);
  const choose = useCallback((next: ColorSchemeChoice) => {
    try {
      localStorageOrNone()?.setItem(COLOR_SCHEME_STORAGE_KEY, next);
    } catch {
      // storage refused (private mode): the console stays as it is, as it would after a reload
    }
    for (const listener of listeners) listener();
  }, []);
  return { choice, dark: isDark(choice, systemDark), choose };
}
