import { closedPort } from '../../../test/fakes/fake-http-server';
import { type FakeSmtp, startBrokenSmtp, startFakeSmtp } from '../../../test/fakes/fake-smtp';
import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import { createSmtpEmail } from './smtp-email';

const USER = 'bookings@example.com';
const PASSWORD = 'smtp-password-0123456789';
/** For the server that never greets; the others get time to spare on a busy machine (a 500 ms connect timed out). */
const SHORT = { connectionTimeoutMs: 500, greetingTimeoutMs: 200, socketTimeoutMs: 1000 };
const PATIENT = { connectionTimeoutMs: 10_000, greetingTimeoutMs: 10_000, socketTimeoutMs: 10_000 };
const MAIL = { to: 'lead@example.org', subject: 'Your visit', text: 'See you Tuesday at 10.' };

const settingsFor = (
  port: number,
  overrides: Partial<ProviderSettings['email']> = {},
): ProviderSettings['email'] => ({
  host: '127.0.0.1',
  port,
  user: USER,
  password: PASSWORD,
  from: 'CallOps <bookings@example.com>',
  secure: false,
  ...overrides,
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('the live SMTP e-mail provider against the fake SMTP server', () => {
  let smtp: FakeSmtp;
  beforeEach(async () => {
    smtp = await startFakeSmtp({
      user: USER,
      password: PASSWORD,
      rejectRecipients: ['gone@example.org'],
      deferRecipients: ['later@example.org'],
    });
  });
  afterEach(() => smtp.close());

  it('logs in and sends: messageId, accepted, rejected, and the message as the server got it', async () => {
    const sent = await createSmtpEmail(settingsFor(smtp.port), PATIENT).sendEmail(MAIL);
    expect(sent).toEqual({
      providerMessageId: expect.stringMatching(/^<.+@.+>$/),
      accepted: ['lead@example.org'],
      rejected: [],
    });
    expect(smtp.logins).toEqual([{ user: USER, accepted: true }]);
    const [message] = smtp.messages;
    expect(message).toMatchObject({ from: 'bookings@example.com', to: ['lead@example.org'], user: USER });
    expect(message?.raw).toContain('Subject: Your visit');
    expect(message?.raw).toContain(`Message-ID: ${sent.providerMessageId}`);
    expect(message?.raw).toContain('See you Tuesday at 10.');
  });

  it('sends through an open relay without logging in when no user is set', async () => {
    const relay = await startFakeSmtp();
    try {
      const sent = await createSmtpEmail(
        settingsFor(relay.port, { user: null, password: null }),
        PATIENT,
      ).sendEmail(MAIL);
      expect(sent.accepted).toEqual(['lead@example.org']);
      expect(relay.logins).toEqual([]);
    } finally {
      await relay.close();
    }
  });

  it('reports the recipients the server refused with 550 when another was accepted', async () => {
    const sent = await createSmtpEmail(settingsFor(smtp.port), PATIENT).sendEmail({
      ...MAIL,
      to: 'lead@example.org, gone@example.org',
    });
    expect(sent.accepted).toEqual(['lead@example.org']);
    expect(sent.rejected).toEqual(['gone@example.org']);
    expect(smtp.messages[0]?.to).toEqual(['lead@example.org']);
  });

  it('fails with EENVELOPE (not retryable) when every recipient is refused, without the address', async () => {
    const err = await failure(
      createSmtpEmail(settingsFor(smtp.port), PATIENT).sendEmail({ ...MAIL, to: 'gone@example.org' }),
    );
    expect(err.options).toMatchObject({ code: 'EENVELOPE', retryable: false });
    expect(err.message).not.toContain('gone@example.org');
    expect(smtp.messages).toEqual([]);
  });

  it('makes a 4xx refusal of every recipient retryable (the server says "later")', async () => {
    const err = await failure(
      createSmtpEmail(settingsFor(smtp.port), PATIENT).sendEmail({ ...MAIL, to: 'later@example.org' }),
    );
    expect(err.options).toMatchObject({ code: 'EENVELOPE', retryable: true });
    expect(err.message).toContain('451');
  });

  it('fails with EAUTH (not retryable) on a 535 at login, without the password', async () => {
    const err = await failure(
      createSmtpEmail(settingsFor(smtp.port, { password: 'wrong-password-xyz' }), PATIENT).sendEmail(MAIL),
    );
    expect(err.options).toMatchObject({ code: 'EAUTH', retryable: false });
    expect(err.message).toContain('535');
    expect(err.message).not.toContain('wrong-password-xyz');
    expect(smtp.logins).toEqual([{ user: USER, accepted: false }]);
  });

  it('fails with ESOCKET ECONNREFUSED (retryable) on a closed port', async () => {
    const port = await closedPort();
    const err = await failure(createSmtpEmail(settingsFor(port), PATIENT).sendEmail(MAIL));
    // nodemailer reports a refused connection as ESOCKET, keeping ECONNREFUSED as the original code.
    expect(err.options).toMatchObject({ code: 'ESOCKET', retryable: true });
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('fails with ECONNECTION (retryable) when the server hangs up', async () => {
    const broken = await startBrokenSmtp('hang-up');
    try {
      const err = await failure(createSmtpEmail(settingsFor(broken.port), PATIENT).sendEmail(MAIL));
      expect(err.options).toMatchObject({ code: 'ECONNECTION', retryable: true });
    } finally {
      await broken.close();
    }
  });

  it('fails with ETIMEDOUT (retryable) when the server never greets', async () => {
    const silent = await startBrokenSmtp('silent');
    try {
      const started = Date.now();
      const err = await failure(createSmtpEmail(settingsFor(silent.port), SHORT).sendEmail(MAIL));
      expect(err.options).toMatchObject({ code: 'ETIMEDOUT', retryable: true });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await silent.close();
    }
  });
});
