import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../vendor-http';

/** Form parameters as received: a repeated key carries every value. */
export type TwilioParams = URLSearchParams | Record<string, string | readonly string[]>;

function paramMap(params: TwilioParams): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value]);
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) add(key, value);
  } else {
    for (const [key, value] of Object.entries(params)) {
      for (const v of typeof value === 'string' ? [value] : value) add(key, v);
    }
  }
  return map;
}

/**
 * X-Twilio-Signature as Twilio's SDK computes it: the URL, then each parameter name (sorted) followed by its value;
 * a repeated name once per distinct value, values sorted; HMAC-SHA1 keyed with the auth token, base64.
 */
export function twilioSignature(url: string, params: TwilioParams, authToken: string): string {
  const map = paramMap(params);
  let data = url;
  for (const key of [...map.keys()].sort()) {
    for (const value of [...new Set(map.get(key))].sort()) data += key + value;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** The URL with the scheme's default port written out, and without any port, as the SDK tries both. */
function urlVariants(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const defaultPort = parsed.protocol === 'https:' ? '443' : parsed.protocol === 'http:' ? '80' : '';
  const variants = new Set([url]);
  const withoutPort = new URL(parsed);
  withoutPort.port = '';
  variants.add(withoutPort.toString());
  if (defaultPort && (parsed.port === '' || parsed.port === defaultPort)) {
    // URL drops a default port when serialising, so it is written in by hand.
    const auth = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@` : '';
    variants.add(
      `${parsed.protocol}//${auth}${parsed.hostname}:${defaultPort}${parsed.pathname}${parsed.search}${parsed.hash}`,
    );
  }
  return [...variants];
}

/** Whether `signature` is Twilio's for this exact URL and these parameters (with or without :443/:80). */
export function verifyTwilioSignature(
  url: string,
  params: TwilioParams,
  signature: string | undefined,
  authToken: string,
): boolean {
  if (!signature || !authToken) return false;
  let valid = false;
  for (const variant of urlVariants(url)) {
    // Every variant is compared, so the time taken does not say which one matched.
    const match = constantTimeEqual(signature, twilioSignature(variant, params, authToken));
    valid = valid || match;
  }
  return valid;
}
