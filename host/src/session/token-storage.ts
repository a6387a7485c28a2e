import { decodeJwtPayload, SESSION } from '@callops/contracts/auth';
import { PAGE_TOKEN_COOKIE } from '@callops/contracts/console';

/** Where the access token lives between visits (spec §4: browser storage under one fixed key). */
export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  remove(): void;
}

/**
 * The `document.cookie` assignment that keeps the page cookie (a copy of the stored token, which only the server's
 * page handler reads, to answer the opening page's reads into the page) or, for null, removes it. SameSite=Strict: no
 * other site's link or form sends it. It lasts as long as the token says it does (a token without an expiry: the
 * browser session); Secure when the console is served over https.
 */
export function pageCookie(
  token: string | null,
  { nowMs, https }: { nowMs: number; https: boolean },
): string {
  const attributes = `; Path=/; SameSite=Strict${https ? '; Secure' : ''}`;
  if (token === null) return `${PAGE_TOKEN_COOKIE}=${attributes}; Max-Age=0`;
  const exp = decodeJwtPayload(token)?.exp;
  const maxAge =
    typeof exp === 'number' && Number.isFinite(exp)
      ? `; Max-Age=${Math.max(0, Math.floor(exp - nowMs / 1000))}`
      : '';
  return `${PAGE_TOKEN_COOKIE}=${encodeURIComponent(token)}${attributes}${maxAge}`;
}

/** The token in storage, with the page cookie kept beside it (set again at start: the storage is the truth). */
export function browserTokenStorage(
  storage: Storage = window.localStorage,
  doc: Pick<Document, 'cookie'> = document,
  https = window.location.protocol === 'https:',
): TokenStorage {
  const keepCookie = (token: string | null) => {
    doc.cookie = pageCookie(token, { nowMs: Date.now(), https });
  };
  keepCookie(storage.getItem(SESSION.tokenStorageKey));
  return {
    read: () => storage.getItem(SESSION.tokenStorageKey),
    write: (token) => {
      storage.setItem(SESSION.tokenStorageKey, token);
      keepCookie(token);
    },
    remove: () => {
      storage.removeItem(SESSION.tokenStorageKey);
      keepCookie(null);
    },
  };
}
