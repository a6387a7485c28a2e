import { ApiError } from '@callops/api-client';
import { createFakeApiClient } from '@callops/api-client/test-support';
import type { Call } from '@callops/contracts/calls';
import { renderRemotePage, testAppInfo } from '@callops/shell/test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadTextFile } from '../../data-tables/download-file';
import { bodyRows, columnTexts, headerButton, headerTitles } from '../../test-support/table-helpers';
import LatestCallsPage from './LatestCallsPage';

jest.mock('../../data-tables/download-file');

const TRANSCRIPT =
  'Assistant: Hello, this is Maple calling about your roof. Customer: Sure, tomorrow at ten works.';

const call = (id: number, over: Partial<Call> = {}): Call => ({
  id,
  company_id: 100 + id,
  call_sid: `CA${String(id).padStart(4, '0')}abcdef123456`,
  lead_name: `Lead ${String(id).padStart(2, '0')}`,
  lead_email: `lead${id}@example.com`,
  company_name: `Company ${id}`,
  company_phone: '+14165550100',
  status: 'completed',
  job_type: 'cold_calling',
  created_at: new Date(Date.UTC(2026, 2, 1, 12, id)).toISOString(),
  call_transcript: 'Short talk',
  call_summary: 'Booked',
  call_rec_url: null,
  transfer: null,
  cost_usd: 0.0468,
  ...over,
});

const CALLS: Call[] = [
  call(1, {
    call_transcript: TRANSCRIPT,
    call_summary: 'The customer booked an appointment for tomorrow',
    transfer: { to_number: '+14165550199', to_name: 'Dana Smith', result: 'returned' },
  }),
  call(2, { status: 'in-progress', call_transcript: 'Not shown while the call runs' }),
  ...Array.from({ length: 10 }, (_, i) => call(i + 3, { status: i % 2 ? 'no-answer' : 'completed' })),
];

const render = (latest: () => Promise<Call[]> = async () => CALLS) =>
  renderRemotePage(<LatestCallsPage />, {
    api: createFakeApiClient({ 'calls.latest': latest }),
    appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
  });

const writeText = jest.fn<Promise<void>, [string]>();
beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  jest.mocked(downloadTextFile).mockReset();
});

describe('LatestCallsPage', () => {
  it('shows the columns of spec §2 and 10 rows a page', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Latest Calls' })).toBeInTheDocument();
    await screen.findByText('Lead 01');
    expect(headerTitles()).toEqual([
      'Sl No',
      'Lead Name',
      'Lead Email',
      'Company Name',
      'Company Phone',
      'Status',
      'Job Type',
      'Created At',
      'Transcript',
      'Summary',
      'Transfer',
      'Recording',
      'Cost',
      'ID',
      'Company ID',
      'Call SID',
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(columnTexts('Created At')[0]).toBe('Mar 1, 2026, 7:01 a.m. EST');
    expect(columnTexts('Cost')[0]).toBe('$0.047');
    expect(columnTexts('Job Type')[0]).toBe('Cold Calling');
    expect(screen.getByText('Newest 12 calls')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(columnTexts('Sl No')).toEqual(['11', '12']);
  });

  it('shows transcript and summary only for completed calls, long ones cut to 20 with expand/collapse', async () => {
    render();
    await screen.findByText('Lead 01');
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Assistant: Hello, th...')).toBeInTheDocument();
    expect(within(first).getByText('The customer booked ...')).toBeInTheDocument();
    expect(columnTexts('Transcript')[1]).toBe('N/A');
    expect(within(second).queryByText(/Not shown/)).not.toBeInTheDocument();
    expect(columnTexts('Transcript')[2]).toBe('Short talk');

    const [expandTranscript] = within(first).getAllByRole('button', { name: 'Show more' });
    fireEvent.click(expandTranscript as HTMLElement);
    expect(within(first).getByText(TRANSCRIPT)).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Show less' }));
    expect(within(first).getByText('Assistant: Hello, th...')).toBeInTheDocument();
  });

  it('shows to whom a call was transferred and how it went, N/A without a transfer', async () => {
    render();
    await screen.findByText('Lead 01');
    expect(columnTexts('Transfer')[0]).toBe(
      'Transferred to Dana Smith (+14165550199): no answer: returned to the assistant',
    );
    expect(columnTexts('Transfer')[1]).toBe('N/A');
  });

  it("shows a call SID's first 8 characters and copies it whole, 'Copied!' for 1.2 s", async () => {
    render();
    await screen.findByText('Lead 01');
    expect(columnTexts('Call SID')[0]).toBe('CA0001ab...');
    jest.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy Call SID CA0001abcdef123456' }));
      });
      expect(writeText).toHaveBeenCalledWith('CA0001abcdef123456');
      expect(screen.getByText('Copied!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_199));
      expect(screen.getByText('Copied!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches every field and sorts by a header click, toggling', async () => {
    render();
    await screen.findByText('Lead 01');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'lead7@example' } });
    expect(columnTexts('Lead Name')).toEqual(['Lead 07']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'no-answer' } });
    expect(bodyRows()).toHaveLength(5);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });

    fireEvent.click(headerButton('Lead Name'));
    expect(columnTexts('Lead Name')[0]).toBe('Lead 01');
    fireEvent.click(headerButton('Lead Name'));
    expect(columnTexts('Lead Name')[0]).toBe('Lead 12');
    expect(screen.getByRole('columnheader', { name: 'Lead Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('exports every row fetched as CSV, whole values', async () => {
    render();
    await screen.findByText('Lead 01');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [fileName, csv] = jest.mocked(downloadTextFile).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^latest-calls-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (csv ?? '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Lead Name,Lead Email,Company Name,Company Phone,Status,Job Type,Created At,Transcript,Summary,Transfer,Recording,Cost,ID,Company ID,Call SID',
    );
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain(`"${TRANSCRIPT}"`);
    expect(lines[1]).toContain('CA0001abcdef123456');
    expect(lines[1]).toContain(',0.0468,');
  });

  it('shows a load failure with Retry', async () => {
    const latest = jest
      .fn<Promise<Call[]>, []>()
      .mockRejectedValueOnce(new ApiError(500, 'Database unavailable'))
      .mockResolvedValue(CALLS);
    render(latest);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the latest calls');
    expect(alert).toHaveTextContent('Database unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lead 01')).toBeInTheDocument();
  });

  it('says when there are no calls, with nothing to export', async () => {
    render(async () => []);
    expect(await screen.findByText('No calls yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled());
  });
});
