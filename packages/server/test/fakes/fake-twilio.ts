import { randomBytes } from 'node:crypto';
import { twilioSignature } from '../../src/providers/twilio/twilio-signature';
import {
  type FakeResponse,
  type FakeServer,
  mediaType,
  postTo,
  type RecordedRequest,
  startFakeServer,
} from './fake-http-server';

/**
 * A local Twilio Messages API (2010-04-01): basic auth, form encoding and the fields of a send checked as Twilio
 * documents them; and the status-callback sender, signed with X-Twilio-Signature.
 */

export type TwilioFailure =
  | 'missing-to'
  | 'invalid-from'
  | 'invalid-status-callback'
  | 'unauthorized'
  | 'rate-limited'
  | 'server-error';

export interface FakeTwilioOptions {
  accountSid: string;
  authToken: string;
  /** The account's SMS-capable numbers (valid `From`). */
  numbers: string[];
  messagingServiceSids?: string[];
}

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

export interface FakeTwilio extends FakeServer<TwilioFailure> {
  readonly messages: Map<string, FakeTwilioMessage>;
  /**
   * Posts a status callback for a message to its StatusCallback (or `url`), form-encoded and signed over that exact
   * URL; resolves with the receiver's status.
   */
  sendStatusCallback(
    sid: string,
    status: 'sent' | 'delivered' | 'undelivered' | 'failed',
    options?: { errorCode?: string; url?: string; authToken?: string },
  ): Promise<{ status: number; url: string; params: Record<string, string>; signature: string }>;
}

const error = (status: number, code: number, message: string): FakeResponse => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const FAILURES: Record<TwilioFailure, FakeResponse> = {
  'missing-to': error(400, 21604, "A 'To' phone number is required."),
  'invalid-from': error(400, 21601, 'Phone number is not a valid SMS-capable inbound phone number'),
  'invalid-status-callback': error(400, 21609, 'Invalid StatusCallback'),
  unauthorized: error(401, 20003, 'Authenticate'),
  'rate-limited': error(429, 20429, 'Too Many Requests'),
  'server-error': error(500, 20500, 'Internal Server Error'),
};

const E164 = /^\+[1-9]\d{1,14}$/;
const MAX_BODY = 1600;
const MAX_CALLBACK = 4000;

function validCallback(value: string): boolean {
  if (value.length > MAX_CALLBACK) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.hostname.includes('_');
  } catch {
    return false;
  }
}

/** Twilio's date format (RFC 2822). */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

export async function startFakeTwilio(options: FakeTwilioOptions): Promise<FakeTwilio> {
  const messages = new Map<string, FakeTwilioMessage>();

  function send(request: RecordedRequest, accountSid: string): FakeResponse {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [user, ...rest] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (
      scheme !== 'Basic' ||
      user !== accountSid ||
      user !== options.accountSid ||
      rest.join(':') !== options.authToken
    ) {
      return FAILURES.unauthorized;
    }
    // A JSON or multipart body reads as no parameters at all: Twilio answers "To is required".
    if (mediaType(request) !== 'application/x-www-form-urlencoded') return FAILURES['missing-to'];
    const form = new URLSearchParams(request.rawBody);
    const to = form.get('To');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    const callback = form.get('StatusCallback');
    if (!to) return FAILURES['missing-to'];
    if (!E164.test(to)) return error(400, 21211, "Invalid 'To' Phone Number");
    if (!from === !service)
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
    if (from && !options.numbers.includes(from)) return FAILURES['invalid-from'];
    if (service && !(options.messagingServiceSids ?? []).includes(service))
      return error(400, 21701, 'The Messaging Service Sid is invalid');
    if (body.length === 0) return error(400, 21602, 'Message body is required');
    if (body.length > MAX_BODY)
      return error(400, 21617, 'The concatenated message body exceeds the 1600 character limit');
    if (callback !== null && !validCallback(callback)) return FAILURES['invalid-status-callback'];

    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.set(sid, {
      sid,
      to,
      from,
      messagingServiceSid: service,
      body,
      statusCallback: callback,
    });
    const created = rfc2822(new Date());
    return {
      status: 201,
      body: {
        sid,
        account_sid: accountSid,
        api_version: '2010-04-01',
        status: service ? 'accepted' : 'queued',
        to,
        from,
        body,
        messaging_service_sid: service,
        num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        price: null,
        price_unit: 'USD',
        date_created: created,
        date_updated: created,
        date_sent: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      },
    };
  }

  const server = await startFakeServer<TwilioFailure>({
    failures: FAILURES,
    handle(request) {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
      if (!match || request.method !== 'POST') {
        return error(404, 20404, 'The requested resource was not found');
      }
      return send(request, decodeURIComponent(match[1] ?? ''));
    },
  });

  async function sendStatusCallback(
    sid: string,
    status: 'sent' | 'delivered' | 'undelivered' | 'failed',
    opts: { errorCode?: string; url?: string; authToken?: string } = {},
  ) {
    const message = messages.get(sid);
    const url = opts.url ?? message?.statusCallback;
    if (!message || !url) throw new Error('fake Twilio: no such message or no StatusCallback');
    const params: Record<string, string> = {
      AccountSid: options.accountSid,
      ApiVersion: '2010-04-01',
      From: message.from ?? '',
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: message.to,
    };
    if (message.messagingServiceSid) params.MessagingServiceSid = message.messagingServiceSid;
    if (opts.errorCode) params.ErrorCode = opts.errorCode;
    if (status === 'delivered' || status === 'undelivered') params.RawDlrDoneDate = '2603111531';
    const signature = twilioSignature(url, params, opts.authToken ?? options.authToken);
    const answer = await postTo(url, new URLSearchParams(params).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
    });
    return { status: answer.status, url, params, signature };
  }

  return Object.assign(server, { messages, sendStatusCallback });
}
