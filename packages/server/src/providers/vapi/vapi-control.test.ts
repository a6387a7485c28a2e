import { type FakeServer, jsonBody } from '../../../test/fakes/fake-http-server';
import { startFakeVapiControl } from '../../../test/fakes/fake-vapi-control';
import { STALL_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { ProviderError } from '../provider-error';
import { type LiveCallAction, sendVapiControl } from './vapi-control';

describe('VAPI live call control against a fake control endpoint', () => {
  let vapi: FakeServer<'refused'>;
  const controlUrl = () => `${vapi.url}/call-123/control`;
  beforeEach(async () => {
    vapi = await startFakeVapiControl('call-123');
  });
  afterEach(() => vapi.close());

  it.each<[LiveCallAction, unknown]>([
    [
      { type: 'say', text: 'One moment please.' },
      { type: 'say', content: 'One moment please.', endCallAfterSpoken: false },
    ],
    [
      { type: 'guide', text: 'Offer Tuesday instead.', respond: false },
      {
        type: 'add-message',
        message: { role: 'system', content: 'Offer Tuesday instead.' },
        triggerResponseEnabled: false,
      },
    ],
    [
      { type: 'guide', text: 'Ask about their budget.', respond: true },
      {
        type: 'add-message',
        message: { role: 'system', content: 'Ask about their budget.' },
        triggerResponseEnabled: true,
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
