import { ProviderError } from '../provider-error';
import { DEFAULT_VENDOR_TIMEOUT_MS, type FetchImpl, vendorRequest } from '../vendor-http';

const PROVIDER = 'VAPI';

/** What a supervisor does to a call in progress (issue 40). */
export type LiveCallAction =
  /** The agent speaks the sentence to the caller. */
  | { type: 'say'; text: string }
  /**
   * A system message that steers the agent; the caller does not hear it. `respond`: the agent answers at once
   * (the live_guide_triggers_response setting).
   */
  | { type: 'guide'; text: string; respond: boolean }
  /** Hands the call to a phone number (E.164). */
  | { type: 'transfer'; number: string }
  | { type: 'end' };

/** The control message VAPI documents for each action (client-inbound-message schema). */
export function vapiControlMessage(action: LiveCallAction): Record<string, unknown> {
  switch (action.type) {
    case 'say':
      return { type: 'say', content: action.text, endCallAfterSpoken: false };
    case 'guide':
      return {
        type: 'add-message',
        message: { role: 'system', content: action.text },
        triggerResponseEnabled: action.respond,
      };
    case 'transfer':
      return { type: 'transfer', destination: { type: 'number', number: action.number } };
    case 'end':
      return { type: 'end-call' };
  }
}

/**
 * POSTs one action to a call's monitor.controlUrl (read from the call, never built). The answer's body is not
 * documented: any 2xx is accepted, anything else is the vendor's refusal, named by its status only.
 */
export async function sendVapiControl(
  controlUrl: string,
  action: LiveCallAction,
  options: { fetchImpl?: FetchImpl; timeoutMs?: number; publicKey?: string } = {},
): Promise<void> {
  const res = await vendorRequest(
    PROVIDER,
    options.fetchImpl ?? fetch,
    controlUrl,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Only when the assistant's monitorPlan.controlAuthenticationEnabled is on.
        ...(options.publicKey ? { authorization: `Bearer ${options.publicKey}` } : {}),
      },
      body: JSON.stringify(vapiControlMessage(action)),
    },
    options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS,
    'control_call',
  );
  if (res.status >= 200 && res.status < 300) return;
  throw new ProviderError(PROVIDER, `controlling the call: refused (${res.status})`, {
    status: res.status,
    retryable: false,
  });
}
