import { SESSION } from '@callops/contracts/auth';

/** Where the access token lives between visits (spec §4: browser storage under one fixed key). */
export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

export function browserTokenStorage(storage: Storage = window.localStorage): TokenStorage {
  return {
    read: () => storage.getItem(SESSION.tokenStorageKey),
    write: (token) => storage.setItem(SESSION.tokenStorageKey, token),
    remove: () => storage.removeItem(SESSION.tokenStorageKey),
  };
}
