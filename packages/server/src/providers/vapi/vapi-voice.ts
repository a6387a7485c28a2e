import { instantText } from '@callops/contracts/core';
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
import type { PlaceCallRequest, TransferTarget, VoiceProvider } from './voice-provider';

const PROVIDER = 'VAPI';

/**
 * What a cold call's analysis reports (analysisPlan.structuredDataSchema, a JSON schema): the fields scoring reads
 * (lead-scoring.ts), callback_at among them, as a wall-clock time on the callee's own clock (callback-time.ts).
 */
export const COLD_CALL_STRUCTURED_DATA_SCHEMA = {
  type: 'object',
  properties: {
    outcome: {
      type: 'string',
      enum: ['booked', 'qualified', 'unqualified', 'callback', 'opt_out'],
      description:
        'booked: a consultation was agreed; callback: the callee asked to be called back at a time; opt_out: asked not to be called again',
    },
    leadScore: { type: 'number', description: 'How likely the business is to become a customer, 0 to 100' },
    appointmentDateTime: {
      type: 'string',
      description: 'The agreed consultation time, ISO 8601 with its UTC offset; empty when none was agreed',
    },
    callback_at: {
      type: 'string',
      description:
        "The time the callee asked to be called back at, on the callee's own clock, as YYYY-MM-DDTHH:mm (no offset); empty when they did not ask",
    },
  },
} as const;

/** The structured-data prompt of a cold call: the callee's date and time now, so "tomorrow after 3" has a date. */
export function coldCallAnalysisPrompt(clock: { zone: string; at: Date }): string {
  return `Extract the call's outcome, lead score, agreed consultation time and requested callback time. The call was placed on ${instantText(clock.at, clock.zone, 'full')} on the callee's clock (${clock.zone}). If the callee asked to be called back at a time ("tomorrow after 3", "Tuesday morning"), give callback_at as the earliest time they named on their own clock, as YYYY-MM-DDTHH:mm; "morning" is 09:00, "afternoon" 13:00, "evening" 18:00.`;
}
/** VAPI's customer.name is capped at 40 characters (CreateCustomerDTO). */
const CUSTOMER_NAME_MAX = 40;

/** What the assistant is told about transfers when someone is on duty (appended to its instructions). */
export const TRANSFER_INSTRUCTIONS =
  'If the person asks to talk to a real person, tell them you are connecting them and use the transferCall tool. If the transfer does not go through, apologise, offer a callback at a time that suits them and book it.';

/** What the lead hears when nobody answered the transfer in time: the call stays with the assistant. */
export const TRANSFER_FALLBACK_MESSAGE =
  "I'm sorry, nobody could pick up just now. I can have someone call you back instead: what time suits you?";

/**
 * The transferCall tool for this call (docs.vapi.ai/tools/transfer-call, .../warm-transfer): one number destination,
 * the person on duty, told a one-line summary (generated from the transcript in the summary modes, our line in the
 * message modes) before the lead is connected. **Unconfirmed**: that `timeout` bounds the ringing in every mode (the
 * docs describe it for the wait-first modes) and that `fallbackPlan` with `endCallEnabled: false` hands the call back
 * to the assistant outside the experimental mode (documented there); both are sent, the mode is a setting.
 */
export function transferTool(target: TransferTarget, companyName: string) {
  const line = `A lead from ${companyName || 'a campaign call'} asked to talk to a person; connecting them now.`;
  const summary = target.mode.endsWith('summary') || target.mode === 'warm-transfer-experimental';
  return {
    type: 'transferCall',
    destinations: [
      {
        type: 'number',
        number: target.number,
        description: `${target.name}, on duty: when the person asks to talk to a real person`,
        message: `One moment, I'm connecting you with ${target.name}.`,
        transferPlan: {
          mode: target.mode,
          message: line,
          ...(summary
            ? {
                summaryPlan: {
                  enabled: true,
                  messages: [
                    {
                      role: 'system',
                      content:
                        'In one sentence, say who is calling and why they asked for a person. Return only that sentence.',
                    },
                    { role: 'user', content: '{{transcript}}' },
                  ],
                },
              }
            : {}),
          timeout: target.answerTimeoutSeconds,
          fallbackPlan: { message: TRANSFER_FALLBACK_MESSAGE, endCallEnabled: false },
        },
      },
    ],
  };
}

/**
 * The body of `POST /call`. Our calls row travels in `assistantOverrides.metadata`: CreateCallDTO has no top-level
 * `metadata` (only the assistant has one), and VAPI validates the body, so it comes back on the report's
 * `call.assistantOverrides.metadata`.
 */
export function vapiCallBody(settings: ProviderSettings['vapi'], request: PlaceCallRequest) {
  const name = request.leadName?.trim().slice(0, CUSTOMER_NAME_MAX);
  const transfer = request.transfer ?? null;
  return {
    assistantId: settings.assistantId,
    phoneNumberId: request.phoneNumberId ?? settings.phoneNumberId,
    customer: { number: request.phone, ...(name ? { name } : {}) },
    assistantOverrides: {
      firstMessage: request.firstMessage,
      // The instructions replace the assistant's system prompt for this call; VAPI's model override needs the
      // provider and model beside its messages.
      model: {
        ...settings.model,
        messages: [
          {
            role: 'system',
            content: transfer ? `${request.instructions}\n\n${TRANSFER_INSTRUCTIONS}` : request.instructions,
          },
        ],
        // The lead may ask for a person: the assistant can transfer to whoever is on duty now.
        ...(transfer ? { tools: [transferTool(transfer, request.companyName)] } : {}),
      },
      // Who was on duty comes back on the report, to name the person a transfer went to.
      metadata: {
        callopsCallId: request.callId,
        ...(transfer ? { callopsTransferTo: { name: transfer.name, number: transfer.number } } : {}),
      },
      // A machine that answers is detected; the assistant leaves the message, or without one the call ends with
      // endedReason 'voicemail' (vendors.md, "Voicemail").
      voicemailDetection: { provider: settings.voicemailDetectionProvider },
      ...(request.voicemailMessage ? { voicemailMessage: request.voicemailMessage } : {}),
      // A cold call's analysis names a callback the callee asks for, on their clock (vendors.md: analysis.structuredData).
      ...(request.kind === 'cold_call' && request.calleeClock
        ? {
            analysisPlan: {
              structuredDataPrompt: coldCallAnalysisPrompt(request.calleeClock),
              structuredDataSchema: COLD_CALL_STRUCTURED_DATA_SCHEMA,
            },
          }
        : {}),
    },
  };
}

/** The live voice provider: places calls and sets the assistant's voice through VAPI's REST API. */
export function createVapiVoice(
  settings: ProviderSettings['vapi'],
  baseUrl: string,
  fetchImpl: FetchImpl = fetch,
  options: VendorHttpOptions = {},
): VoiceProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS;
  const send = async (method: string, path: string, body: unknown, action: string, operation: string) => {
    const res = await vendorRequest(
      PROVIDER,
      fetchImpl,
      vendorUrl(baseUrl, path),
      {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
      },
      timeoutMs,
      operation,
    );
    if (res.status >= 200 && res.status < 300) return res;
    throw vapiError(res, action);
  };

  return {
    mode: 'live',
    async placeCall(request) {
      const res = await send(
        'POST',
        '/call',
        vapiCallBody(settings, request),
        'placing the call',
        'place_call',
      );
      const call = asRecord(res.json);
      const id = call?.id;
      if (typeof id !== 'string' || id === '') {
        throw new ProviderError(PROVIDER, 'placing the call: the answer has no call id', {
          status: res.status,
          retryable: false,
        });
      }
      const monitor = asRecord(call?.monitor);
      const url = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      return {
        providerCallId: id,
        status: typeof call?.status === 'string' ? call.status : 'queued',
        monitor: { listenUrl: url(monitor?.listenUrl), controlUrl: url(monitor?.controlUrl) },
      };
    },
    async setAssistantVoice(voiceId) {
      await send(
        'PATCH',
        `/assistant/${encodeURIComponent(settings.assistantId)}`,
        { voice: { provider: '11labs', voiceId } },
        'setting the assistant voice',
        'set_assistant_voice',
      );
    },
  };
}

/**
 * 400 is VAPI's "client/policy failure" (validation, limits, missing resources): not retryable, with VAPI's message
 * when it sends one (a string or NestJS's list of strings). The 401/404 bodies are not documented: not read.
 */
function vapiError(res: VendorResponse, action: string): ProviderError {
  const { status } = res;
  let detail: string;
  if (status === 400) {
    const message = safeVendorText(asRecord(res.json)?.message);
    detail = message ? `rejected (400): ${message}` : 'rejected the request (400)';
  } else if (status === 401 || status === 403) {
    detail = `refused the API key (${status})`;
  } else if (status === 404) {
    detail = 'does not know the assistant or phone number (404)';
  } else if (status === 429) {
    detail = 'is rate limiting (429)';
  } else {
    detail = `answered ${status}`;
  }
  return new ProviderError(PROVIDER, `${action}: ${detail}`, {
    status,
    retryable: isRetryableStatus(status),
    retryAfterSeconds: status === 429 ? retryAfterSeconds(res.headers) : undefined,
  });
}
