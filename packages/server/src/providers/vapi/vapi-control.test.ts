import { type FakeServer, jsonBody, startFakeServer } from '../../../test/fakes/fake-http-server';
import { STALL_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { ProviderError } from '../provider-error';
import { type LiveCallAction, sendVapiControl } from './vapi-control';

/** A fake VAPI control endpoint: it accepts only the message shapes VAPI documents. */
function documentedShape(body: unknown): boolean {
  const b = body as Record<string, unknown>;
  const destination = b.destination as Record<string, unknown> | undefined;
  const message = b.message as Record<string, unknown> | undefined;
  switch (b.type) {
    case 'say':
      return typeof b.content === 'string' && typeof b.endCallAfterSpoken === 'boolean';
    case 'add-message':
      return (
        ['system', 'user', 'assistant'].includes(String(message?.role)) &&
        typeof message?.content === 'string' &&
        typeof b.triggerResponseEnabled === 'boolean'
      );
    case 'transfer':
      return destination?.type === 'number' && /^\+\d{8,15}$/.test(String(destination.number));
    case 'end-call':
      return Object.keys(b).length === 1;
    default:
      return false;
  }
}

describe('VAPI live call control against a fake control endpoint', () => {
  let vapi: FakeServer<'refused'>;
  const controlUrl = () => `${vapi.url}/call-123/control`;
  beforeEach(async () => {
    vapi = await startFakeServer({
      handle: (request) =>
        request.method === 'POST' &&
        request.path === '/call-123/control' &&
        documentedShape(jsonBody(request))
          ? { status: 200, body: { ok: true } }
          : { status: 400, body: { message: 'invalid control message' } },
      failures: { refused: { status: 404, body: { message: 'call not found' } } },
    });
  });
  afterEach(() => vapi.close());

  it.each<[LiveCallAction, unknown]>([
    [
      { type: 'say', text: 'One moment please.' },
      { type: 'say', content: 'One moment please.', endCallAfterSpoken: false },
    ],
    [
      { type: 'guide', text: 'Offer Tuesday instead.' },
      {
        type: 'add-message',
        message: { role: 'system', content: 'Offer Tuesday instead.' },
        triggerResponseEnabled: false,
      },
    ],
    [
      { type: 'transfer', number: '+14165550199' },
      { type: 'transfer', destination: { type: 'number', number: '+14165550199' } },
    ],
    [{ type: 'end' }, { type: 'end-call' }],
  ])('sends %j as the documented message', async (action, message) => {
    await expect(sendVapiControl(controlUrl(), action)).resolves.toBeUndefined();
    expect(vapi.requests.map(jsonBody)).toEqual([message]);
    expect(vapi.requests[0]?.headers['content-type']).toBe('application/json');
    expect(vapi.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the public key when control authentication is on', async () => {
    await sendVapiControl(controlUrl(), { type: 'end' }, { publicKey: 'pub-key-1' });
    expect(vapi.requests[0]?.headers.authorization).toBe('Bearer pub-key-1');
  });

  it('names a refusal by its status, without the URL', async () => {
    vapi.failNext('refused');
    const err = await sendVapiControl(controlUrl(), { type: 'end' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).message).toMatch(/refused \(404\)/);
    expect((err as ProviderError).message).not.toContain('call-123');
  });

  it('gives up on a control endpoint that does not answer', async () => {
    vapi.failNext('stall');
    const err = await sendVapiControl(
      controlUrl(),
      { type: 'say', text: 'Hi' },
      { timeoutMs: STALL_TIMEOUT_MS },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).message).toMatch(/no answer within/);
  });
});
