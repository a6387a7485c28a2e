import type { WebhookResult } from '@callops/contracts/webhooks';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { badRequest } from '../../errors';
import { observeWebhookLag } from '../../metrics/recent-window';
import { webhooksReceived } from '../../metrics/series';
import { parseVapiReport } from '../../providers/vapi/vapi-report';
import { parseVapiStatusUpdate } from '../../providers/vapi/vapi-status';
import { isTranscriptMessage, parseVapiTranscript } from '../../providers/vapi/vapi-transcript';
import { inSpan } from '../../tracing/trace-context';
import { applyCallReport } from './call-outcome';
import { applyCallStage } from './call-stage';
import { appendTranscriptLine } from './call-transcript';

/** A status-update moves its call on to the stage it reached (ringing, in progress). */
async function receiveStatusUpdate(ctx: ServiceContext, body: unknown): Promise<WebhookResult> {
  const parsed = parseVapiStatusUpdate(body);
  if (!parsed.ok) throw badRequest(`Malformed status update: ${parsed.errors.join('; ')}`);
  const { update } = parsed;
  if (update.stage === null) return { outcome: 'ignored' };
  const outcome = await applyCallStage(ctx, { ...update, stage: update.stage });
  if (outcome === 'unknown-call') {
    ctx.log.warn(`Status update for an unknown call ${update.providerCallId}: ignored`);
    return { outcome: 'ignored' };
  }
  return { outcome };
}

/**
 * A final transcript line is added to its call in progress; a partial one, or one for a call that ended or that we do
 * not know, changes nothing. VAPI sends these only if the assistant asks for them: its server URL and server messages
 * (`end-of-call-report`, `status-update`, `transcript[transcriptType="final"]`) are set on the assistant in VAPI's
 * dashboard, not by the calls we place (vapiCallBody overrides neither).
 */
async function receiveTranscript(ctx: ServiceContext, body: unknown): Promise<WebhookResult> {
  const parsed = parseVapiTranscript(body);
  if (!parsed.ok) throw badRequest(`Malformed transcript: ${parsed.errors.join('; ')}`);
  if (!parsed.line) return { outcome: 'ignored' };
  return { outcome: await appendTranscriptLine(ctx, parsed.line) };
}

/**
 * An end-of-call report changes its call and lead once; a status-update moves its call on to the stage it reached; a
 * transcript adds its final line; other VAPI server messages are acknowledged and ignored. The route opens no
 * transaction (a call's status updates and lines, many per call, are each one statement): the report has its own.
 */
export async function receiveVapiMessage(ctx: ServiceContext, body: unknown): Promise<WebhookResult> {
  const parsed = parseVapiReport(body);
  if (!parsed.ok) {
    if (parsed.reason === 'not-end-of-call-report') {
      if (parsed.messageType === 'status-update') return receiveStatusUpdate(ctx, body);
      return isTranscriptMessage(parsed.messageType) ? receiveTranscript(ctx, body) : { outcome: 'ignored' };
    }
    webhooksReceived.inc({ provider: 'vapi', result: 'malformed' });
    throw badRequest(`Malformed end-of-call report: ${parsed.errors.join('; ')}`);
  }
  const outcome = await inSpan('webhook applied', () =>
    inTransaction(ctx, (tx) => applyCallReport(tx, parsed.report)),
  );
  const endedAt = parsed.report.endedAt ? Date.parse(parsed.report.endedAt) : Number.NaN;
  ctx.afterCommit(() => {
    webhooksReceived.inc({ provider: 'vapi', result: outcome });
    // From the provider's end of the call to now, when the report's changes are in (on the app's clock).
    if (outcome === 'applied' && !Number.isNaN(endedAt))
      observeWebhookLag('vapi', Math.max(0, (ctx.app.clock.now().getTime() - endedAt) / 1000));
  });
  if (outcome === 'unknown-call') {
    ctx.log.warn(`End-of-call report for an unknown call ${parsed.report.providerCallId}: ignored`);
    return { outcome: 'ignored' };
  }
  return { outcome };
}
