// The texts of spec §8 "Auth and generic": the api-client raises them and the host shows them.

export const AUTH_ERRORS = {
  /** Shown for a 401 answer. */
  sessionExpired: 'Your session has expired. Please log in again.',
  /** Shown for a 403 answer. */
  notAuthorized: 'You are not authorized to access this resource.',
  /** What a call that met a 401 or 403 raises. */
  authenticationFailed: 'Authentication failed',
  /** Title of the notification shown for a 401 or 403. */
  notificationTitle: 'Authentication Error',
} as const;

/** Reasons the header helper gives with the logout event. */
export const LOGOUT_REASONS = {
  sessionExpired: 'Session expired',
  invalidToken: 'Invalid token',
} as const;

export const LOGIN_ERRORS = {
  failed: 'Login failed',
  invalidResponse: 'Invalid response format',
} as const;

/** Raised when an answer does not have the shape its endpoint's contract describes. */
export const UNEXPECTED_FORMAT_MESSAGE = 'Unexpected response format from API';

/** Raised when a success envelope says `success: false` without a message. */
export const REQUEST_FAILED_MESSAGE = 'Request failed';

export const networkErrorMessage = (reason: string): string => `Network error: ${reason}`;
export const httpStatusMessage = (status: number): string => `HTTP ${status}`;
