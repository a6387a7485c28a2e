// What Node's HTTP parser refuses before Fastify sees it still answers in the envelope, and a HEAD gets no body.
import { connect } from 'node:net';
import { listeningTestApp, type TestApp } from '../../test/helpers/test-app';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('errors before routing', () => {
  let t: TestApp & { port: number };
  let port: number;
  beforeAll(async () => {
    t = await listeningTestApp();
    port = t.port;
  });
  afterAll(() => t.close());

  const huge = `x-filler: ${'a'.repeat(20_000)}\r\n`;

  it('answers headers too large with 431 in the envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /media/x?${'q'.repeat(100)} HTTP/1.1\r\nHost: a\r\n${huge}\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    // An id of its own, the same in the header and the envelope.
    const requestId = head?.match(/\r\nX-Request-Id: ([0-9a-f-]{36})\r\n/)?.[1];
    expect(JSON.parse(body ?? '')).toEqual({
      success: false,
      message: 'The request headers are too large',
      request_id: requestId,
    });
  });

  it('sends no body after the headers of a HEAD', async () => {
    const answer = await rawRequest(port, `HEAD /media/x HTTP/1.1\r\nHost: a\r\n${huge}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers a malformed request line with 400 in the envelope', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      success: false,
      message: 'Malformed request',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
