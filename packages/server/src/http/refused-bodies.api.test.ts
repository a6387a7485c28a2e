// A body past its limit is answered 413 in the envelope, and the client that goes on sending it sees that answer:
// no connection reset, whether the length was declared or the body came chunked, on a JSON route (signed in or not),
// a form route and a webhook.
import { request } from 'node:http';
import { listeningTestApp, type TestApp } from '../../test/helpers/test-app';

interface Outcome {
  status: number;
  body: string;
  errors: string[];
}

describe('refused bodies', () => {
  let t: TestApp & { port: number };
  beforeAll(async () => {
    t = await listeningTestApp();
  });
  afterAll(() => t.close());

  /** Sends all of `megabytes` (as a declared length or chunked), reading the answer as it comes; what it saw. */
  const send = (path: string, contentType: string, megabytes: number, declared: boolean) =>
    new Promise<Outcome>((resolve) => {
      const outcome: Outcome = { status: 0, body: '', errors: [] };
      const size = megabytes * 1024 * 1024;
      const req = request({
        port: t.port,
        host: '127.0.0.1',
        method: 'POST',
        path,
        agent: false,
        headers: { 'content-type': contentType, ...(declared ? { 'content-length': String(size) } : {}) },
      });
      req.on('response', (res) => {
        outcome.status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          outcome.body += chunk.toString('utf8');
        });
        res.on('error', (error) => outcome.errors.push(error.message));
      });
      req.on('error', (error) => outcome.errors.push(error.message));
      req.on('close', () => resolve(outcome));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  const cases = [
    ['sign-in (JSON)', '/api/v1/auth/login', 'application/json', 8],
    ['sign-in (form)', '/api/v1/auth/login', 'application/x-www-form-urlencoded', 8],
    ['the VAPI webhook', '/api/v1/webhooks/vapi', 'application/json', 8],
    ['the Twilio webhook', '/api/v1/webhooks/twilio/sms', 'application/x-www-form-urlencoded', 2],
  ] as const;

  for (const [name, path, type, megabytes] of cases) {
    for (const declared of [true, false]) {
      it(`${name}: ${declared ? 'a declared' : 'a chunked'} body past the limit is a 413 the client reads`, async () => {
        const outcome = await send(path, type, megabytes, declared);
        expect(outcome.errors).toEqual([]);
        expect(outcome.status).toBe(413);
        expect(JSON.parse(outcome.body)).toEqual({
          success: false,
          message: expect.stringMatching(/^The request body is larger than \d+ bytes$/),
        });
      });
    }
  }
});
