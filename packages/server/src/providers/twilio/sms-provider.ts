export interface SendSmsRequest {
  /** E.164. */
  to: string;
  /** At most 1,600 characters. */
  body: string;
  /** Where the provider reports delivery (Twilio's StatusCallback); absent when none is wanted. */
  statusCallbackUrl?: string;
}

export interface SentSms {
  providerMessageId: string;
  /** The provider's status of the new message, e.g. 'queued'. */
  status: string;
}

export interface SmsProvider {
  readonly mode: 'live' | 'simulated';
  sendSms(request: SendSmsRequest): Promise<SentSms>;
}
