// The session and sign-in timings of spec §§4, 9.

export const SESSION = {
  /** The localStorage key that holds the access token. */
  tokenStorageKey: 'callops.access_token',
  /** A token whose expiry is within this margin counts as expired. */
  expiryMarginMs: 5_000,
  /** A token that is not a dotted JWT is validated with the server this often. */
  serverValidationIntervalMs: 5 * 60_000,
  /** Expiry is checked on navigation and this often. */
  expiryCheckIntervalMs: 30_000,
} as const;

export const LOGIN = {
  timeoutMs: 30_000,
  timeoutMessage: 'Login request timed out after 30 seconds',
  retryAfterMinSeconds: 1,
  retryAfterMaxSeconds: 5,
  retryAfterDefaultSeconds: 2,
} as const;
