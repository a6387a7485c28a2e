import { type FakeServer, jsonBody, startFakeServer } from './fake-http-server';

/** Whether a body is one of the control messages VAPI documents (client-inbound-message schema, vendors.md). */
export function documentedControlShape(body: unknown): boolean {
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

/** A fake VAPI serving one call's control URL (`/<callId>/control`): documented shapes only, else 400. */
export function startFakeVapiControl(callId: string): Promise<FakeServer<'refused'>> {
  return startFakeServer({
    handle: (request) =>
      request.method === 'POST' &&
      request.path === `/${callId}/control` &&
      documentedControlShape(jsonBody(request))
        ? { status: 200, body: { ok: true } }
        : { status: 400, body: { message: 'invalid control message' } },
    failures: { refused: { status: 404, body: { message: 'call not found' } } },
  });
}
