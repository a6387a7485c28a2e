import { ApiError } from '@callops/api-client';
import {
  createFakeApiClient,
  createFakeEventStream,
  type FakeHandlers,
} from '@callops/api-client/test-support';
import { JOB_CHANGES_STREAM, type Job } from '@callops/contracts/jobs';
import { renderRemotePage, testAppInfo, testUser } from '@callops/shell/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JobsPage from './JobsPage';
import { job, latestRow, timer } from './jobs-test-fixtures';

const card = (name: string) => screen.getByRole('group', { name });
const findCard = (name: string) => screen.findByRole('group', { name });

/** A server whose active jobs the test changes; every other answer is a plain default. */
function fakeServer(over: FakeHandlers = {}, streams = {}) {
  let active: Job[] = [];
  const setActive = (jobs: Job[]) => {
    active = jobs;
  };
  const handlers: FakeHandlers = {
    'jobs.active': jest.fn(async () => ({ jobs: active, count: active.length })),
    'jobs.latest': async () => [],
    'jobs.activeTimers': async () => [],
    'jobs.timerStats': async () => ({ activeTimers: 0, totalTimers: 3, averageDuration: 45 }),
    'events.recent': async () => [],
    'jobs.coldCallingPreview': async () => ({
      due: 12,
      eligible_now: 9,
      skipped: {
        outside_hours: 2,
        do_not_call: 1,
        at_cap: 0,
        retry_later: 0,
        caller_id_pool: 0,
        callback_later: 0,
        budget_reached: 0,
      },
      business_hours_open: true,
    }),
    ...over,
  };
  return { api: createFakeApiClient(handlers, streams), handlers, setActive };
}

describe('JobsPage', () => {
  it('shows idle cards with Start, the reminder channels, the timer statistics and the events', async () => {
    const { api } = fakeServer({
      'events.recent': async () => [
        {
          id: 1,
          job_id: 'job-1',
          job_type: 'cold_calling',
          event_type: 'started',
          message: 'Cold Calling started by admin1; 20 leads to call, up to 5 at a time.',
          data: {},
          created_at: '2026-03-11T15:00:00.000Z',
        },
      ],
    });
    renderRemotePage(<JobsPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Job Manager' })).toBeInTheDocument();
    for (const name of ['Cold Calling', 'Reminder Calls']) {
      const c = await findCard(name);
      expect(within(c).getByText('Idle')).toBeInTheDocument();
      expect(within(c).getByText('Not run yet')).toBeInTheDocument();
      expect(within(c).getByRole('button', { name: 'Start' })).toBeEnabled();
      expect(within(c).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
      expect(within(c).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    }
    const reminders = card('Send Reminders');
    expect(within(reminders).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(within(reminders).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    const timers = card('Timer Statistics');
    expect(await within(timers).findByText('45 min')).toBeInTheDocument();
    expect(within(timers).getByText('Total Timers')).toBeInTheDocument();
    expect(within(timers).getByText('No timer is running')).toBeInTheDocument();
    expect(
      await within(card('Recent Events')).findByText(/20 leads to call, up to 5 at a time/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop All Jobs' })).toBeDisabled();
    // No stream in this test: the page says it polls.
    expect(await screen.findByText('Refreshing every minute')).toBeInTheDocument();
  });

  it('starts a job: the toast, the 3-second countdown, then the running card with Stop and Cancel', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const start = jest.fn(async () => {
      const started = job({ metadata: { counts: { placed: 3 } } });
      server.setActive([started]);
      return started;
    });
    const { api } = fakeServer({ ...server.handlers, 'jobs.start': start });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    await user.click(within(await findCard('Cold Calling')).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(start).toHaveBeenCalledWith({ params: { type: 'cold_calling' } }));
    expect(notify.success).toHaveBeenCalledWith('Successfully started');
    expect(await screen.findByText('Processing... 3s')).toBeInTheDocument();
    const cold = card('Cold Calling');
    await waitFor(() => expect(within(cold).getByText('Running')).toBeInTheDocument());
    expect(within(cold).getByText('7 of 20')).toBeInTheDocument();
    expect(within(cold).getByText('Placed 3')).toBeInTheDocument();
    expect(within(cold).getByRole('progressbar', { name: 'Cold Calling progress' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    // Nothing else is started while the countdown runs.
    expect(within(card('Reminder Calls')).getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(within(cold).getByRole('button', { name: 'Stop' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByText(/Processing\.\.\./)).not.toBeInTheDocument(), {
      timeout: 4_000,
    });
    expect(within(cold).getByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(within(cold).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(cold).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(within(card('Reminder Calls')).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stop All Jobs' })).toBeEnabled();
  });

  it('previews the cold-calling leads before Start: due, callable now, and why the others wait', async () => {
    const { api } = fakeServer();
    renderRemotePage(<JobsPage />, { api });
    const preview = await within(await findCard('Cold Calling')).findByRole('region', {
      name: 'Before you start',
    });
    expect(await within(preview).findByText('12 leads due · 9 can be called now')).toBeInTheDocument();
    expect(within(preview).getByText('2 outside their calling hours')).toBeInTheDocument();
    expect(within(preview).getByText('1 on the do-not-call list')).toBeInTheDocument();
    expect(within(preview).queryByText(/attempt cap/)).not.toBeInTheDocument();
  });

  it('shows why a campaign paused itself, and resumes it with the countdown', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const pause = {
      reason: 'provider_errors',
      message: '5 of the last 5 calls failed at the voice provider',
      at: '2026-03-11T15:10:00.000Z',
      recent_calls: 5,
      failures: 5,
      unanswered: 0,
    };
    server.setActive([job({ status: 'paused', metadata: { pause } })]);
    const resume = jest.fn(async () => {
      const running = job();
      server.setActive([running]);
      return running;
    });
    const { api } = fakeServer({ ...server.handlers, 'jobs.resume': resume });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    const cold = await findCard('Cold Calling');
    expect(await within(cold).findByText('Paused')).toBeInTheDocument();
    expect(
      within(cold).getByText(
        /^5 of the last 5 calls failed at the voice provider \(Paused Mar 11, 2026, 11:10 a\.m\.\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(await within(cold).findByRole('region', { name: 'Leads now' })).toBeInTheDocument();
    expect(within(cold).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await user.click(within(cold).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(resume).toHaveBeenCalledWith({ params: { id: 'job-1' } }));
    expect(notify.success).toHaveBeenCalledWith('Successfully resumed');
    expect(await screen.findByText('Processing... 3s')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Cold Calling')).getByText('Running')).toBeInTheDocument());
    expect(within(card('Cold Calling')).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('shows the 409 of a second start clearly, with the server message', async () => {
    const user = userEvent.setup();
    const { api } = fakeServer({
      'jobs.start': async () => {
        throw new ApiError(409, 'Cold Calling is already running (job j9): stop it first');
      },
    });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    await user.click(within(await findCard('Cold Calling')).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to start job.', {
        description: 'Cold Calling is already running (job j9): stop it first',
      }),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.queryByText(/Processing\.\.\./)).not.toBeInTheDocument();
  });

  it('stops a running job and shows its last run as stopped, with Start again', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.setActive([job()]);
    const stopped = job({ status: 'stopped', completed_at: '2026-03-11T15:20:00.000Z' });
    const stop = jest.fn(async () => {
      server.setActive([]);
      return stopped;
    });
    const { api } = fakeServer({
      ...server.handlers,
      'jobs.stop': stop,
      'jobs.latest': async () => [latestRow({ id: 'job-1', status: 'stopped' })],
      'jobs.status': async () => stopped,
    });
    const { notify } = renderRemotePage(<JobsPage />, {
      api,
      appInfo: testAppInfo({ businessTimezone: 'America/Toronto' }),
    });
    const cold = await findCard('Cold Calling');
    await user.click(await within(cold).findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(stop).toHaveBeenCalledWith({ params: { id: 'job-1' } }));
    expect(notify.success).toHaveBeenCalledWith('Successfully stopped');
    expect(await screen.findByText(/Processing\.\.\./)).toBeInTheDocument();
    await waitFor(() => expect(within(card('Cold Calling')).getByText('Stopped')).toBeInTheDocument());
    expect(within(card('Cold Calling')).getByText('Finished Mar 11, 2026, 11:20 a.m.')).toBeInTheDocument();
    expect(within(card('Cold Calling')).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('cancels a queued job after a confirmation, and toasts a failed cancel', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.setActive([job({ type: 'reminder_calls', job_type: 'reminder_calls', status: 'pending' })]);
    const cancel = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'Job job-1 not found'))
      .mockImplementationOnce(async () => {
        server.setActive([]);
        return job({ status: 'cancelled' });
      });
    const { api } = fakeServer({ ...server.handlers, 'jobs.cancel': cancel });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    const reminders = await findCard('Reminder Calls');
    expect(await within(reminders).findByText('Pending')).toBeInTheDocument();
    expect(within(reminders).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();

    await user.click(within(reminders).getByRole('button', { name: 'Cancel' }));
    let confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Cancel Reminder Calls?');
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to cancel job.', {
        description: 'Job job-1 not found',
      }),
    );

    await user.click(within(reminders).getByRole('button', { name: 'Cancel' }));
    confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancel).toHaveBeenLastCalledWith({ params: { id: 'job-1' } }));
    expect(notify.success).toHaveBeenCalledWith('Successfully stopped');
    await waitFor(() => expect(within(card('Reminder Calls')).getByText('Idle')).toBeInTheDocument());
  });

  it('stops all jobs after a confirmation', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.setActive([job(), job({ id: 'job-2', type: 'reminder_calls', job_type: 'reminder_calls' })]);
    const stopAll = jest.fn(async () => {
      server.setActive([]);
      return { stopped_count: 2, ended: { running: 1, pending: 1, paused: 0 }, jobs: [] };
    });
    const { api } = fakeServer({ ...server.handlers, 'jobs.stopAll': stopAll });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    const button = screen.getByRole('button', { name: 'Stop All Jobs' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Stop all jobs?');
    expect(stopAll).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Stop All Jobs' }));
    await waitFor(() => expect(stopAll).toHaveBeenCalledTimes(1));
    expect(notify.success).toHaveBeenCalledWith('Successfully stopped: 1 running, 1 waiting to start');
    expect(await screen.findByText(/Processing\.\.\./)).toBeInTheDocument();
    await waitFor(() => expect(within(card('Cold Calling')).getByText('Idle')).toBeInTheDocument());
  });

  it('toasts a failed Stop All with the server message', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.setActive([job()]);
    const { api } = fakeServer({
      ...server.handlers,
      'jobs.stopAll': async () => {
        throw new ApiError(503, 'Database unavailable');
      },
    });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    const button = screen.getByRole('button', { name: 'Stop All Jobs' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Stop All Jobs' }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to stop all jobs.', {
        description: 'Database unavailable',
      }),
    );
  });

  it('sends reminders by the chosen channels, at least one, and shows the counts', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'SMTP refused'))
      .mockResolvedValueOnce({
        success: true,
        message: 'Reminders: 2 sent, 0 failed, 1 already sent, 0 skipped.',
        results: { total: 3, sent: 2, failed: 0, alreadySent: 1, skipped: 0, details: [] },
      });
    const { api } = fakeServer({ 'jobs.sendReminders': send });
    const { notify } = renderRemotePage(<JobsPage />, { api });
    const reminders = await findCard('Send Reminders');
    const sendButton = within(reminders).getByRole('button', { name: 'Send Reminders' });

    await user.click(within(reminders).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(reminders).getByRole('checkbox', { name: 'SMS' }));
    expect(within(reminders).getByRole('alert')).toHaveTextContent('Select at least one channel');
    expect(sendButton).toBeDisabled();

    await user.click(within(reminders).getByRole('checkbox', { name: 'SMS' }));
    expect(within(reminders).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(sendButton);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to send reminders.', { description: 'SMTP refused' }),
    );
    expect(send).toHaveBeenLastCalledWith({ body: { channels: ['sms'] } });

    await user.click(sendButton);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Reminders sent successfully!'));
    expect(within(reminders).getByRole('status')).toHaveTextContent(
      'Last result: Reminders: 2 sent, 0 failed, 1 already sent, 0 skipped.',
    );
    const count = (label: string) =>
      within(reminders).getByText(label).closest('tr')?.querySelector('td')?.textContent;
    expect(count('Total')).toBe('3');
    expect(count('Sent')).toBe('2');
    expect(count('Already sent')).toBe('1');
  });

  it('colours each running timer bar by how much of it has gone', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const { api } = fakeServer({
      'jobs.activeTimers': async () => [
        timer({ jobId: 'a', startTime: minutesAgo(10), endsAt: inMinutes(50) }),
        timer({ jobId: 'b', job_type: 'reminder_calls', startTime: minutesAgo(42), endsAt: inMinutes(18) }),
        timer({ jobId: 'c', job_type: 'send_reminders', startTime: minutesAgo(54), endsAt: inMinutes(6) }),
      ],
    });
    renderRemotePage(<JobsPage />, { api });
    const timers = await findCard('Timer Statistics');
    const bar = async (name: string) =>
      (await within(timers).findByRole('progressbar', { name })).closest('[data-tone]');
    expect(await bar('Cold Calling timer')).toHaveAttribute('data-tone', 'normal');
    expect(await bar('Reminder Calls timer')).toHaveAttribute('data-tone', 'warning');
    expect(await bar('Send Reminders timer')).toHaveAttribute('data-tone', 'danger');
    expect(within(timers).getByText(/^(17|18):\d\d left$/)).toBeInTheDocument();
  });

  it('updates within a second of a change the live stream announces', async () => {
    const changes = createFakeEventStream();
    const server = fakeServer();
    const { api, handlers } = fakeServer(server.handlers, { [JOB_CHANGES_STREAM.path]: changes.open });
    renderRemotePage(<JobsPage />, { api });
    const cold = await findCard('Cold Calling');
    await waitFor(() => expect(changes.connected).toBe(true));
    act(() => changes.send({ event: 'ready', data: '{}' }));
    expect(await screen.findByText('Live')).toBeInTheDocument();

    server.setActive([job({ progress: { completed: 19, current: 19, total: 20, percentage: 95 } })]);
    const before = (handlers['jobs.active'] as jest.Mock).mock.calls.length;
    // Past the refresh window the ready event opened, so the change refreshes at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    act(() => changes.send({ event: 'message', data: '{"kind":"job","jobId":"job-1"}' }));
    await waitFor(() => expect(within(cold).getByText('19 of 20')).toBeInTheDocument(), { timeout: 1_000 });
    expect((handlers['jobs.active'] as jest.Mock).mock.calls.length).toBeGreaterThan(before);

    act(() => changes.fail());
    expect(await screen.findByText('Refreshing every minute')).toBeInTheDocument();
  });

  it('shows viewers the jobs without the controls', async () => {
    const server = fakeServer();
    server.setActive([job()]);
    renderRemotePage(<JobsPage />, { api: server.api, user: testUser({ role: 'viewer' }) });
    expect(screen.getByText('Only operators and admins can start and stop jobs.')).toBeInTheDocument();
    const cold = await findCard('Cold Calling');
    await waitFor(() => expect(within(cold).getByText('Running')).toBeInTheDocument());
    expect(
      screen.queryByRole('button', { name: /Start|Stop|Cancel|Send Reminders/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    const user = userEvent.setup();
    const active = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Database unavailable'))
      .mockResolvedValue({ jobs: [], count: 0 });
    const { api } = fakeServer({ 'jobs.active': active });
    renderRemotePage(<JobsPage />, { api });
    expect(await screen.findByText('Failed to load jobs')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCard('Cold Calling')).toBeInTheDocument();
  });
});
