import { ApiError } from '@callops/api-client';
import { createFakeApiClient, type FakeHandler } from '@callops/api-client/test-support';
import type { CallRecording, CallRecordingDetail } from '@callops/contracts/calls';
import { renderRemotePage } from '@callops/shell/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CallRecordingsPage from './CallRecordingsPage';

const recording = (id: number, overrides: Partial<CallRecording> = {}): CallRecording => ({
  id,
  lead_name: `Lead ${id}`,
  company_name: `Company ${id}`,
  lead_email: `lead${id}@example.com`,
  phone_number: '+14165550100',
  call_rec_url: `https://rec.example/${id}.wav`,
  call_sid: `sid-${id}`,
  status: 'completed',
  job_type: 'cold_calling',
  appt_booked: false,
  call_transcript: 'AI: Hello'.padEnd(100, '.'),
  call_summary: 'S'.repeat(70),
  lead_score: 42,
  cost_usd: 0.0468,
  created_at: '2026-03-11T14:00:00.000Z',
  transfer: null,
  ...overrides,
});

type ListHandler = FakeHandler<'recordings.list'>;
type ListInput = Parameters<ListHandler>[0];
type ListAnswer = Awaited<ReturnType<ListHandler>>;

function fakeApi(
  list = jest.fn(async (_input: ListInput) => ({
    data: [
      recording(1),
      recording(2, { lead_name: null, company_name: null, call_transcript: null, call_summary: '' }),
    ],
    pagination: { limit: 50, offset: 0, total: 2 },
  })),
) {
  const detail = jest.fn(
    async (): Promise<CallRecordingDetail> => ({
      ...recording(1),
      transfer: { to_number: '+14165550199', to_name: 'Dana Smith', result: 'answered' },
      company_name: 'Acme',
      duration_seconds: 12,
      transcript_messages: [
        { speaker: 'assistant', text: 'Hi, this is Sarah.', seconds: 1.5 },
        { speaker: 'customer', text: 'Yes, speaking.', seconds: 4 },
      ],
      control_markers: [{ kind: 'say', seconds: 6, username: 'ann', text: 'One moment please.' }],
    }),
  );
  return { list, detail, api: createFakeApiClient({ 'recordings.list': list, 'recordings.detail': detail }) };
}

describe('CallRecordingsPage', () => {
  it('lists the recordings with their columns, truncation, placeholders and the footer', async () => {
    const { api, list } = fakeApi();
    renderRemotePage(<CallRecordingsPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Call Recordings' })).toBeInTheDocument();
    expect(await screen.findByText('Lead 1')).toBeInTheDocument();
    for (const column of [
      'Lead Info',
      'Recording',
      'Call Details',
      'Transcript',
      'Summary',
      'Score',
      'Date',
    ]) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText(`${'AI: Hello'.padEnd(80, '.')}...`)).toBeInTheDocument();
    expect(screen.getByText(`${'S'.repeat(60)}...`)).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('No transcript')).toBeInTheDocument();
    expect(screen.getByText('No summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Lead 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 recordings')).toBeInTheDocument();
    expect(screen.getByText('Filter: All Recordings')).toBeInTheDocument();
    expect(list.mock.calls[0]?.[0]).toEqual({ query: { limit: 50, offset: 0 } });
  });

  it('filters by the buttons and says which filter found nothing', async () => {
    const user = userEvent.setup();
    const list = jest.fn<Promise<ListAnswer>, [ListInput]>(async (input) =>
      input.query?.status
        ? { data: [], pagination: { limit: 50, offset: 0, total: 0 } }
        : { data: [recording(1)], pagination: { limit: 50, offset: 0, total: 1 } },
    );
    renderRemotePage(<CallRecordingsPage />, { api: fakeApi(list).api });
    await screen.findByText('Lead 1');
    for (const label of [
      'All Recordings',
      'Appointment Booked',
      'Qualified',
      'Unqualified',
      'Reminder Calls',
    ]) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByText('Appointment Booked'));
    expect(await screen.findByText('No Recordings Found')).toBeInTheDocument();
    expect(screen.getByText('No Appointment Booked recordings found.')).toBeInTheDocument();
    expect(list.mock.calls.at(-1)?.[0]).toEqual({
      query: { status: 'appointment_booked', limit: 50, offset: 0 },
    });
  });

  it('says when there are no recordings at all', async () => {
    const list = jest.fn<Promise<ListAnswer>, [ListInput]>(async () => ({
      data: [],
      pagination: { limit: 50, offset: 0, total: 0 },
    }));
    renderRemotePage(<CallRecordingsPage />, { api: fakeApi(list).api });
    expect(await screen.findByText('No call recordings available.')).toBeInTheDocument();
  });

  it("shows 'Error Loading Recordings' with the reason, and Try Again reads again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const list = jest.fn<Promise<ListAnswer>, [ListInput]>(async () => {
      if (fail) throw new ApiError(503, 'database down');
      return { data: [recording(7)], pagination: { limit: 50, offset: 0, total: 1 } };
    });
    renderRemotePage(<CallRecordingsPage />, { api: fakeApi(list).api });
    expect(await screen.findByText('Error Loading Recordings', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to load call recordings: database down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Lead 7')).toBeInTheDocument();
  });

  it('opens a call with its transcript speaker by speaker', async () => {
    const user = userEvent.setup();
    const { api, detail } = fakeApi();
    renderRemotePage(<CallRecordingsPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Open the call with Lead 1' }));
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    const lines = within(transcript).getAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      '0:01AI assistantHi, this is Sarah.',
      '0:04CustomerYes, speaking.',
    ]);
    expect(lines[0]).toHaveAttribute('title', 'Play from 0:01');
    const markers = screen.getByRole('list', { name: 'Supervisor actions' });
    const marker = within(markers).getByRole('button', { name: '0:06 ann spoke: One moment please.' });
    expect(marker.closest('li')).toHaveStyle({ left: 'calc(50% - 4px)' });
    expect((detail.mock.calls[0] as unknown[])?.[0]).toEqual({ params: { id: 1 } });
    expect(screen.getByText('Transferred to Dana Smith (+14165550199): answered')).toBeInTheDocument();
  });

  it("tags a transferred call's row with how the transfer went, its person on hover", async () => {
    const list = jest.fn(async (_input: ListInput) => ({
      data: [
        recording(1, { transfer: { to_number: '+14165550199', to_name: null, result: 'returned' } }),
        recording(2),
      ],
      pagination: { limit: 50, offset: 0, total: 2 },
    }));
    renderRemotePage(<CallRecordingsPage />, { api: fakeApi(list).api });
    const tag = await screen.findByText('Transfer: no answer: returned to the assistant');
    expect(tag).toHaveAttribute('title', 'Transferred to +14165550199: no answer: returned to the assistant');
    expect(screen.getAllByText(/^Transfer:/)).toHaveLength(1);
  });
});
