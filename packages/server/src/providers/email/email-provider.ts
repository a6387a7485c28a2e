export interface SendEmailRequest {
  to: string;
  subject: string;
  text: string;
}

export interface SentEmail {
  /** The Message-ID header. */
  providerMessageId: string;
  accepted: string[];
  rejected: string[];
}

export interface EmailProvider {
  readonly mode: 'live' | 'simulated';
  /** Resolves when at least one recipient was accepted; throws a ProviderError otherwise. */
  sendEmail(request: SendEmailRequest): Promise<SentEmail>;
}
