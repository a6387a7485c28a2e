// A webhook refuses a body past its limit before any signature work: at once for a declared length, and as soon as
// a chunked one passes the limit; the server does not hold what it refuses.
import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { listeningTestApp, type TestApp } from '../../../test/helpers/test-app';

// A collector to call whatever flags Node was started with.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('webhook body limits', () => {
  let t: TestApp & { port: number };
  let port: number;
  beforeAll(async () => {
    t = await listeningTestApp();
    port = t.port;
  });
  afterAll(() => t.close());

  /** POSTs `megabytes` of JSON in 64 KB chunks, without a content-length, to the VAPI webhook; its status. */
  const chunked = (megabytes: number) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/v1/webhooks/vapi',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          // The answer is in: stop sending the rest of the body.
          req.destroy();
        },
      );
      req.on('error', (error) =>
        error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
      );
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < megabytes * 16) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.write('{"message":"');
      pump();
    });

  it('answers a declared length past the limit with 413 in the envelope', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/webhooks/vapi',
      as: null,
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body is larger than 1048576 bytes',
      request_id: expect.any(String),
    });
  });

  it('refuses a 64 MB chunked body with 413 and keeps less than 4 MiB of it', async () => {
    // What the process holds after a collection: the body read and dropped leaves garbage, not memory in use
    // (resident size would count the garbage collected since, and the client's writes, in this same process).
    const held = () => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = held();
    expect(await chunked(64)).toBe(413);
    const grown = (held() - before) / (1024 * 1024);
    expect(grown).toBeLessThan(4);
  });
});
