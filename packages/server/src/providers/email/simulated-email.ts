import { randomUUID } from 'node:crypto';
import type { EmailProvider } from './email-provider';

/** E-mail while SMTP is not set up: accepted at once; the engine stores every message sent. */
export function createSimulatedEmail(): EmailProvider {
  return {
    mode: 'simulated',
    async sendEmail({ to }) {
      return { providerMessageId: `<${randomUUID()}@callops.simulated>`, accepted: [to], rejected: [] };
    },
  };
}
