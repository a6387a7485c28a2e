import type { WebhookResult } from '@callops/contracts/webhooks';
import type { ServiceContext } from '../../context/service-context';
import { badRequest } from '../../errors';
import { parseVapiReport } from '../../providers/vapi/vapi-report';
import { applyCallReport } from './call-outcome';

/** An end-of-call report changes its call and lead once; other VAPI server messages are acknowledged and ignored. */
export async function receiveVapiMessage(ctx: ServiceContext, body: unknown): Promise<WebhookResult> {
  const parsed = parseVapiReport(body);
  if (!parsed.ok) {
    if (parsed.reason === 'not-end-of-call-report') return { outcome: 'ignored' };
    throw badRequest(`Malformed end-of-call report: ${parsed.errors.join('; ')}`);
  }
  const outcome = await applyCallReport(ctx, parsed.report);
  if (outcome === 'unknown-call') {
    ctx.log.warn(`End-of-call report for an unknown call ${parsed.report.providerCallId}: ignored`);
    return { outcome: 'ignored' };
  }
  return { outcome };
}
