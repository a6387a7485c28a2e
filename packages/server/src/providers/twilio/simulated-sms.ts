import { randomBytes } from 'node:crypto';
import type { SmsProvider } from './sms-provider';

/** SMS while Twilio is not set up: accepted at once with a Twilio-shaped id; the engine stores every message sent. */
export function createSimulatedSms(): SmsProvider {
  return {
    mode: 'simulated',
    async sendSms() {
      return { providerMessageId: `SM${randomBytes(16).toString('hex')}`, status: 'delivered' };
    },
  };
}
