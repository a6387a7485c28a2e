export interface ApiClientOptions {
  /** The API base of the console config; `/api/v1` is appended (unless already there). '' means same origin. */
  baseUrl: string;
  /** The stored access token, if any. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The logout event of spec §4, with the reason when there is one. */
  onLogout: (reason?: string) => void;
  /** Shows the 'Authentication Error' notification with this message. */
  onAuthError: (message: string) => void;
  fetchImpl?: typeof fetch;
  /** Clock for the token-expiry check; tests pass a fake one. */
  now?: () => number;
}

export interface CallOptions {
  /** A 401/403 then still logs out and raises, but shows no Authentication Error notification. */
  suppressAuthNotification?: boolean;
  signal?: AbortSignal;
}
