import type { CampaignPreview } from '@callops/contracts/compliance';
import { formatCount as count } from '../dashboard/dashboard-metrics';
import { JOBS_TEXT } from './jobs-text';

export interface PreviewLine {
  key: string;
  text: string;
}

/** The preview as lines: due, callable now, and each non-zero reason the others wait ('12 on the do-not-call list'). */
export function previewLines(preview: CampaignPreview): PreviewLine[] {
  const skipped = (Object.keys(JOBS_TEXT.previewSkipped) as (keyof CampaignPreview['skipped'])[])
    .filter((reason) => preview.skipped[reason] > 0)
    .map((reason) => ({
      key: reason,
      text: `${count(preview.skipped[reason])} ${JOBS_TEXT.previewSkipped[reason]}`,
    }));
  return [
    { key: 'due', text: JOBS_TEXT.previewDue(count(preview.due)) },
    { key: 'eligible', text: JOBS_TEXT.previewEligible(count(preview.eligible_now)) },
    ...skipped,
  ];
}
