import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server (smtp-server, by nodemailer's maintainers): a login check answered with 535, per-address 550
 * rejects, every message captured. STARTTLS is disabled so the plain connection of a `secure: false` client stays
 * plain; broken servers stand for one that hangs or hangs up.
 */

export interface FakeSmtpOptions {
  /** When set, a login is required and must match; otherwise the relay is open. */
  user?: string;
  password?: string;
  /** Recipients answered with 550 at RCPT TO. */
  rejectRecipients?: string[];
  /** Recipients answered with 451 (try again later) at RCPT TO. */
  deferRecipients?: string[];
}

export interface FakeSmtpMessage {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
  user: string | null;
}

export interface FakeSmtp {
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly messages: FakeSmtpMessage[];
  /** Login attempts, accepted or not (user names only). */
  readonly logins: { user: string; accepted: boolean }[];
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: FakeSmtpMessage[] = [];
  const logins: FakeSmtp['logins'] = [];
  const rejected = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  const deferred = new Set((options.deferRecipients ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: options.user === undefined,
    onAuth(auth, _session, callback) {
      const accepted = auth.username === options.user && auth.password === options.password;
      logins.push({ user: auth.username ?? '', accepted });
      if (!accepted) return callback(smtpError('Invalid username or password', 535));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        return callback(smtpError('Mailbox unavailable', 550));
      }
      if (deferred.has(address.address.toLowerCase())) {
        return callback(smtpError('Greylisted, try again later', 451));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    messages,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A broken server: `silent` accepts the connection and never says a word (the client's greeting timeout has to
 * fire); `hang-up` accepts and closes at once (the connection ends unexpectedly).
 */
export async function startBrokenSmtp(
  behaviour: 'silent' | 'hang-up',
): Promise<{ host: '127.0.0.1'; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    if (behaviour === 'hang-up') {
      socket.end();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
