/**
 * A vendor call that failed. The message is safe to log and to show (never a credential, never a request body);
 * `retryable` says whether the same request may succeed later (rate limits, the vendor's own 5xx, timeouts).
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly options: {
      /** The vendor's HTTP status, when there was an answer. */
      status?: number;
      /** The vendor's own error code (Twilio 21604, HubSpot VALIDATION_ERROR, nodemailer EAUTH, …). */
      code?: string;
      retryable?: boolean;
      /** Seconds the vendor asked us to wait, when it said. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }

  get retryable(): boolean {
    return this.options.retryable ?? false;
  }
}
