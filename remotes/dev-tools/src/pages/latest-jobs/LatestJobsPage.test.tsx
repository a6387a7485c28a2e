import { createFakeApiClient } from '@callops/api-client/test-support';
import type { LatestJobRow } from '@callops/contracts/jobs';
import { renderRemotePage, testAppInfo } from '@callops/shell/test-support';
import { fireEvent, screen } from '@testing-library/react';
import { columnTexts, headerButton, headerTitles } from '../../test-support/table-helpers';
import LatestJobsPage from './LatestJobsPage';

const job = (id: string, over: Partial<LatestJobRow> = {}): LatestJobRow => ({
  id,
  job_type: 'cold_calling',
  status: 'completed',
  started_at: '2026-03-11T14:00:00.000Z',
  completed_at: null,
  created_at: '2026-03-11T14:00:00.000Z',
  updated_at: '2026-03-11T14:30:00.000Z',
  metadata: {},
  ...over,
});

const JOBS = [
  job('job-b', { job_type: 'send_reminders', completed_at: '2026-03-11T15:00:00.000Z' }),
  job('job-a', { job_type: 'hubspot_fetch', status: 'running' }),
];

describe('LatestJobsPage', () => {
  it('shows the columns of spec §2 with job type labels and dates in the business zone', async () => {
    renderRemotePage(<LatestJobsPage />, {
      api: createFakeApiClient({ 'jobs.latest': async () => JOBS }),
      appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
    });
    await screen.findByText('job-b');
    expect(headerTitles()).toEqual([
      'Sl No',
      'ID',
      'Job Type',
      'Started At',
      'Completed At',
      'Created At',
      'Updated At',
    ]);
    expect(columnTexts('Job Type')).toEqual(['Send Reminders', 'HubSpot Fetch']);
    expect(columnTexts('Completed At')).toEqual(['Mar 11, 2026, 11:00 a.m. EDT', 'N/A']);
    expect(screen.getByRole('button', { name: 'Copy ID job-b' })).toBeInTheDocument();

    fireEvent.click(headerButton('Job Type'));
    expect(columnTexts('Job Type')).toEqual(['HubSpot Fetch', 'Send Reminders']);
    // Any field counts for the search, shown or not (the status is not a column).
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'running' } });
    expect(columnTexts('ID')).toEqual(['job-a']);
  });
});
