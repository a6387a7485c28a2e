/** What the engine asks the voice provider (VAPI, or the simulated one) to do. */
import type { VapiWarmTransferMode } from '@callops/contracts/settings';

export type CallKind = 'cold_call' | 'reminder_call';

export interface PlaceCallRequest {
  /** Our calls row: the simulated provider echoes it back in the report's call metadata. */
  callId: number;
  kind: CallKind;
  /** The VAPI phone number the call goes out from (the caller-ID pool's pick); null: the configured default. */
  phoneNumberId: string | null;
  /** E.164. */
  phone: string;
  leadName: string | null;
  companyName: string;
  /** The assistant's first sentence for this kind of call, opened by the AI and recording notice. */
  firstMessage: string;
  /** What the assistant leaves at an answering machine; null: it hangs up (the voicemail_policy setting). */
  voicemailMessage: string | null;
  /** The assistant's system instructions (the assistant_instructions setting). */
  instructions: string;
  service?: string | null;
  /** For reminder calls: the appointment the call is about. */
  appointmentAt?: Date | null;
  /**
   * For cold calls: the callee's clock when the call is placed (its zone and the instant), so the call's analysis
   * can name a callback they ask for ("tomorrow after 3") as a time on that clock.
   */
  calleeClock?: { zone: string; at: Date };
  /** Where the assistant transfers the call when the lead asks for a person; absent or null: nobody is on duty. */
  transfer?: TransferTarget | null;
}

/** The person on duty when the call is placed, and how the transfer to them goes. */
export interface TransferTarget {
  name: string;
  /** E.164. */
  number: string;
  /** How long their phone rings before the call returns to the assistant. */
  answerTimeoutSeconds: number;
  /** VAPI's transferPlan.mode. */
  mode: VapiWarmTransferMode;
}

export interface PlacedCall {
  /** The provider's call id: the report that ends the call carries it (`message.call.id`). */
  providerCallId: string;
  /** The provider's status of the new call, e.g. 'queued'. */
  status: string;
  /** The call's live monitor (VAPI's `monitor`), when the provider offers one: kept on the server only. */
  monitor?: { listenUrl: string | null; controlUrl: string | null };
}

interface VoiceProviderCalls {
  /** Places one outbound call; the outcome arrives later as an end-of-call report on /api/v1/webhooks/vapi. */
  placeCall(request: PlaceCallRequest): Promise<PlacedCall>;
  /** Makes the calling assistant speak with this ElevenLabs voice (Voice Manager's activate). */
  setAssistantVoice(voiceId: string): Promise<void>;
}

/**
 * The simulated provider also places a whole dispatch round's calls at once: they are queued in the round's
 * transaction, so one statement rather than one per call.
 */
export interface SimulatedVoiceProvider extends VoiceProviderCalls {
  readonly mode: 'simulated';
  placeCalls(requests: readonly PlaceCallRequest[]): Promise<PlacedCall[]>;
}

export type VoiceProvider = (VoiceProviderCalls & { readonly mode: 'live' }) | SimulatedVoiceProvider;
