import { createHmac } from 'node:crypto';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature';

const TOKEN = '12345';
const URL_ = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675310',
  Digits: '1234',
  From: '+14158675310',
  To: '+18005551212',
};
/** Twilio's own published example for these inputs (security docs, signature_validation snippet). */
const PUBLISHED = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

const hmac = (data: string, token = TOKEN) => createHmac('sha1', token).update(data, 'utf8').digest('base64');

describe('twilioSignature', () => {
  it('matches a vector written out by hand: URL, then sorted name+value pairs, no separators', () => {
    const data =
      'https://mycompany.com/myapp.php?foo=1&bar=2' +
      'CallSidCA1234567890ABCDE' +
      'Caller+14158675310' +
      'Digits1234' +
      'From+14158675310' +
      'To+18005551212';
    expect(twilioSignature(URL_, PARAMS, TOKEN)).toBe(hmac(data));
    expect(twilioSignature(URL_, PARAMS, TOKEN)).toBe(PUBLISHED);
  });

  it('appends each distinct value of a repeated key, sorted, and sorts names by code unit', () => {
    const params = new URLSearchParams([
      ['b', '2'],
      ['a', 'z'],
      ['a', 'y'],
      ['a', 'y'],
      ['B', '1'],
    ]);
    const data = 'https://x.test/hook' + 'B1' + 'ay' + 'az' + 'b2';
    expect(twilioSignature('https://x.test/hook', params, TOKEN)).toBe(hmac(data));
    expect(twilioSignature('https://x.test/hook', { b: '2', a: ['z', 'y', 'y'], B: '1' }, TOKEN)).toBe(
      hmac(data),
    );
  });

  it('signs the URL alone when there are no parameters, and UTF-8 values as bytes', () => {
    expect(twilioSignature('https://x.test/h?bodySHA256=abc', {}, TOKEN)).toBe(
      hmac('https://x.test/h?bodySHA256=abc'),
    );
    expect(twilioSignature('https://x.test/h', { Body: 'Café ✓' }, TOKEN)).toBe(
      hmac('https://x.test/hBodyCafé ✓'),
    );
  });
});

describe('verifyTwilioSignature', () => {
  it('accepts the published example and refuses anything changed', () => {
    expect(verifyTwilioSignature(URL_, PARAMS, PUBLISHED, TOKEN)).toBe(true);
    expect(verifyTwilioSignature(URL_, { ...PARAMS, Digits: '1235' }, PUBLISHED, TOKEN)).toBe(false);
    expect(verifyTwilioSignature(URL_, { ...PARAMS, Extra: '' }, PUBLISHED, TOKEN)).toBe(false);
    expect(verifyTwilioSignature(`${URL_}&baz=3`, PARAMS, PUBLISHED, TOKEN)).toBe(false);
    expect(verifyTwilioSignature(URL_, PARAMS, PUBLISHED, 'other-token')).toBe(false);
    expect(verifyTwilioSignature(URL_, PARAMS, `${PUBLISHED.slice(0, -2)}x=`, TOKEN)).toBe(false);
  });

  it('refuses a missing or empty signature, and an empty auth token', () => {
    expect(verifyTwilioSignature(URL_, PARAMS, undefined, TOKEN)).toBe(false);
    expect(verifyTwilioSignature(URL_, PARAMS, '', TOKEN)).toBe(false);
    expect(verifyTwilioSignature(URL_, PARAMS, hmac(URL_, ''), '')).toBe(false);
  });

  it('accepts a signature made with or without the default port, whichever the URL we see has', () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    const signedWithPort = twilioSignature(withPort, PARAMS, TOKEN);
    expect(verifyTwilioSignature(URL_, PARAMS, signedWithPort, TOKEN)).toBe(true);
    expect(verifyTwilioSignature(withPort, PARAMS, PUBLISHED, TOKEN)).toBe(true);

    const http = 'http://example.com/sms/status';
    const signedHttp80 = twilioSignature('http://example.com:80/sms/status', PARAMS, TOKEN);
    expect(verifyTwilioSignature(http, PARAMS, signedHttp80, TOKEN)).toBe(true);
    // Another port is another URL.
    const signed8443 = twilioSignature('https://mycompany.com:8443/myapp.php?foo=1&bar=2', PARAMS, TOKEN);
    expect(verifyTwilioSignature(URL_, PARAMS, signed8443, TOKEN)).toBe(false);
  });
});
