// VAPI's `status-update` server message: sent "whenever the call's status changes" (queued, ringing, in-progress,
// forwarding, ended). The stages a call goes through before it ends move it on the Live Calls page; its end is the
// end-of-call report's to apply, so `ended` (and any status we do not know) changes nothing.
import { z } from 'zod';
import type { CallNaming } from './call-report';
import { issuesOf, messageCall, namingOf } from './vapi-report';

/** The stages of a call in progress a status-update moves it to, in our statuses. */
export type CallStage = 'queued' | 'ringing' | 'in-progress';

const STAGES: ReadonlyMap<string, CallStage> = new Map([
  ['queued', 'queued'],
  ['ringing', 'ringing'],
  ['in-progress', 'in-progress'],
  // Being forwarded (a warm transfer): still a call in progress; the transfer itself shows as such elsewhere.
  ['forwarding', 'in-progress'],
]);

const statusUpdateSchema = z.object({
  message: z.looseObject({
    type: z.literal('status-update'),
    status: z.string().min(1),
    call: z.looseObject(messageCall),
  }),
});

export interface CallStatusUpdate extends CallNaming {
  /** The stage it reached; null for a status that changes nothing here (ended, scheduled, one we do not know). */
  stage: CallStage | null;
}

export type VapiStatusParse = { ok: true; update: CallStatusUpdate } | { ok: false; errors: string[] };

/** Reads a `status-update` server message body (already JSON-parsed). */
export function parseVapiStatusUpdate(json: unknown): VapiStatusParse {
  const parsed = statusUpdateSchema.safeParse(json);
  if (!parsed.success) return { ok: false, errors: issuesOf(parsed.error) };
  const m = parsed.data.message;
  return {
    ok: true,
    update: {
      ...namingOf(m.call),
      stage: STAGES.get(m.status) ?? null,
    },
  };
}
