import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import type { EmailProvider } from './email-provider';

const PROVIDER = 'SMTP';

export interface SmtpTimeouts {
  /** To open the TCP (or TLS) connection. */
  connectionTimeoutMs?: number;
  /** For the server's greeting once connected. */
  greetingTimeoutMs?: number;
  /** Of silence on an open connection. */
  socketTimeoutMs?: number;
}

/**
 * nodemailer's defaults (2 min to connect, 10 min of silence) would hold a job for minutes on a dead server; these
 * still leave a slow relay plenty of room.
 */
const DEFAULT_TIMEOUTS: Required<SmtpTimeouts> = {
  connectionTimeoutMs: 15_000,
  greetingTimeoutMs: 15_000,
  socketTimeoutMs: 60_000,
};

/** Failures of the connection itself: the same message may go through on another attempt. */
const RETRYABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

/** The live e-mail provider: one SMTP connection per message through nodemailer. */
export function createSmtpEmail(
  settings: ProviderSettings['email'],
  timeouts: SmtpTimeouts = {},
): EmailProvider {
  const t = { ...DEFAULT_TIMEOUTS, ...timeouts };
  // Loaded with the first message: a console on the simulated provider never holds nodemailer (about 10 MB resident).
  let transport: ReturnType<typeof connect> | undefined;
  const connect = async () =>
    (await import('nodemailer')).createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      // An unauthenticated relay gets no auth at all (nodemailer would otherwise try to log in).
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      connectionTimeout: t.connectionTimeoutMs,
      greetingTimeout: t.greetingTimeoutMs,
      socketTimeout: t.socketTimeoutMs,
    });
  return {
    mode: 'live',
    async sendEmail(request) {
      try {
        transport ??= connect();
        const info = await (await transport).sendMail({
          from: settings.from,
          to: request.to,
          subject: request.subject,
          text: request.text,
        });
        const accepted = info.accepted.map(String);
        if (accepted.length === 0) {
          throw new ProviderError(PROVIDER, 'sending the e-mail: no recipient was accepted', {
            code: 'EENVELOPE',
          });
        }
        return { providerMessageId: info.messageId, accepted, rejected: info.rejected.map(String) };
      } catch (err) {
        throw smtpError(err);
      }
    },
  };
}

/**
 * nodemailer's error → ProviderError with its code and the server's reply code; the server's reply text is left
 * out (it quotes addresses back). A 4xx reply is the server's "try later".
 */
function smtpError(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  const e = (err ?? {}) as {
    code?: unknown;
    originalCode?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : 'ESMTP';
  // nodemailer reports a refused or reset connection as ESOCKET and keeps the system's code (ECONNREFUSED, …).
  const cause =
    typeof e.originalCode === 'string' && /^E[A-Z]+$/.test(e.originalCode) ? e.originalCode : null;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const transient = responseCode !== undefined && responseCode >= 400 && responseCode < 500;
  const what =
    code === 'EAUTH' || code === 'ENOAUTH'
      ? 'the server refused the login'
      : code === 'EENVELOPE'
        ? 'the server refused the sender or every recipient'
        : code === 'ETIMEDOUT'
          ? 'the server did not answer in time'
          : code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS'
            ? 'the server could not be reached'
            : 'the server refused the message';
  const command = typeof e.command === 'string' && /^[A-Z ]{2,20}$/.test(e.command) ? ` at ${e.command}` : '';
  return new ProviderError(
    PROVIDER,
    `sending the e-mail: ${what} (${[code, cause, responseCode].filter(Boolean).join(' ')}${command})`,
    { code, retryable: RETRYABLE_CODES.has(code) || transient },
  );
}
