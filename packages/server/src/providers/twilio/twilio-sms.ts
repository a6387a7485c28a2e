import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import {
  asRecord,
  DEFAULT_VENDOR_TIMEOUT_MS,
  type FetchImpl,
  isRetryableStatus,
  retryAfterSeconds,
  safeVendorText,
  type VendorHttpOptions,
  type VendorResponse,
  vendorRequest,
  vendorUrl,
} from '../vendor-http';
import type { SmsProvider } from './sms-provider';

const PROVIDER = 'Twilio';

/**
 * Our own words for the codes we expect: Twilio's messages echo the phone numbers back, and those are a person's
 * data, not something for the log.
 */
const KNOWN_CODES: Record<string, string> = {
  '21604': "the 'To' number is missing (or the request was not form-encoded)",
  '21601': "the 'From' number is not an SMS-capable number of the account",
  '21609': 'the status callback URL is not valid',
  '21211': "the 'To' number is not a valid phone number",
  '21610': 'the recipient has opted out (STOP)',
  '21614': "the 'To' number cannot receive SMS",
  '20003': 'the account SID or auth token was refused',
  '20429': 'too many concurrent requests',
};
/** Codes that mean "try again later" whatever the HTTP status says. */
const RETRYABLE_CODES = new Set(['20429']);

/** The live SMS provider: Twilio's Messages resource (2010-04-01 API). */
export function createTwilioSms(
  settings: ProviderSettings['twilio'],
  baseUrl: string,
  fetchImpl: FetchImpl = fetch,
  options: VendorHttpOptions = {},
): SmsProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS;
  const basic = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const url = vendorUrl(
    baseUrl,
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
  );
  return {
    mode: 'live',
    async sendSms(request) {
      const form = new URLSearchParams({ To: request.to, From: settings.fromNumber, Body: request.body });
      if (request.statusCallbackUrl) form.set('StatusCallback', request.statusCallbackUrl);
      const res = await vendorRequest(
        PROVIDER,
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        timeoutMs,
        'send_sms',
      );
      if (res.status < 200 || res.status >= 300) throw twilioError(res);
      const message = asRecord(res.json);
      if (typeof message?.sid !== 'string' || message.sid === '') {
        throw new ProviderError(PROVIDER, 'sending the SMS: the answer has no message sid', {
          status: res.status,
        });
      }
      return {
        providerMessageId: message.sid,
        status: typeof message.status === 'string' ? message.status : 'queued',
      };
    },
  };
}

/** Twilio's error body is `{code, message, more_info, status}`. */
function twilioError(res: VendorResponse): ProviderError {
  const body = asRecord(res.json);
  const code =
    typeof body?.code === 'number' || typeof body?.code === 'string' ? String(body.code) : undefined;
  const known = code ? KNOWN_CODES[code] : undefined;
  const vendorText = safeVendorText(body?.message);
  const detail =
    known ?? (code ? `error ${code}${vendorText ? `: ${vendorText}` : ''}` : `answered ${res.status}`);
  const retryable = isRetryableStatus(res.status) || (code !== undefined && RETRYABLE_CODES.has(code));
  return new ProviderError(PROVIDER, `sending the SMS: ${detail} (${res.status})`, {
    status: res.status,
    code,
    retryable,
    retryAfterSeconds: retryable ? retryAfterSeconds(res.headers) : undefined,
  });
}
