// Spec §§1, 2, 4 "Jobs", 8 "Jobs", 9 in development: the Job Manager runs the demo data's cold-calling campaign on
// the simulated providers from start to finish, and its Stop, Cancel, Stop All and Send Reminders act on the server.
// The server runs its simulated calls 200 times faster than real time; what the page shows is checked against the
// API's own records.

import { addCalendarDays, calendarDay, wallClock } from '@callops/contracts/core';
import type { Job, JobEvent, LatestJobRow, ReminderResult } from '@callops/contracts/jobs';
import { JOB_MESSAGES } from '@callops/contracts/jobs';
import type { CombinedStats } from '@callops/contracts/stats';
import type { Locator, Page } from '@playwright/test';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { JOBS_TEXT } from '../../remotes/calling-ops/src/pages/jobs/jobs-text';
import { type Api, adminApi, callAtAnyHour, putSetting as setting } from '../fixtures/api';
import { expectToast, takeShown } from '../fixtures/console-page';
import type { ConsoleServer } from '../fixtures/console-server';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { SIMULATION_SPEED: '200' } });

const ZONE = 'America/Toronto';

interface Lead {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  lead_status: string;
  lead_score: number;
  no_answer_count: number;
  follow_up_date: string | null;
}
interface CallRow {
  id: number;
  company_id: number | null;
  status: string;
  call_transcript: string | null;
  call_summary: string | null;
  call_rec_url: string | null;
}
interface AppointmentRow {
  id: number;
  company_id: number | null;
}

/** Calls may go out at any hour, and the attempt caps let every due lead be called. */
const openCallingHours = async (api: Api) => {
  await callAtAnyHour(api);
  await setting(api, 'max_call_attempts_24h', '20');
  await setting(api, 'max_call_attempts_7d', '50');
};

/** A one-hour window starting two hours from now in the business zone: closed now. */
const closeCallingHours = async (api: Api) => {
  const hour = wallClock(new Date(), ZONE).hour;
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  await setting(api, 'calling_hours_start', at(hour + 2));
  await setting(api, 'calling_hours_end', at(hour + 3));
};

const allLeads = async (api: Api) =>
  (await api<{ leads: Lead[] }>('GET', '/companies/latest?limit=500')).leads;

const newestJob = async (api: Api, type: Job['job_type']) => {
  const rows = await api<LatestJobRow[]>('GET', '/jobs/latest?limit=20');
  const row = rows.find((r) => r.job_type === type);
  if (!row) throw new Error(`No ${type} job`);
  return api<Job>('GET', `/jobs/${row.id}/status`);
};

const jobCard = (page: Page, title: string): Locator => page.getByRole('group', { name: title });

async function openJobManager(page: Page, server: ConsoleServer) {
  await signIn(page, server);
  await page.goto('/jobs');
  // Generous: the machine that runs the suite may be busy with a campaign's follow-ups.
  await expect(page.getByRole('heading', { level: 1, name: JOBS_TEXT.title })).toBeVisible({
    timeout: 30_000,
  });
  // The page listens to the server's job-changes stream.
  await expect(page.getByText(JOBS_TEXT.live, { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Waits out the 3-second countdown that follows an accepted action (seen even if it came and went already). */
async function countdownRuns(page: Page) {
  await expect
    .poll(() => takeShown(page, 'statuses', /^Processing\.\.\. \ds$/), {
      message: 'the Processing... countdown',
      timeout: 20_000,
    })
    .toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /^Processing\.\.\./ })).toHaveCount(0, {
    timeout: 6_000,
  });
}

test('a cold-calling campaign started from /jobs calls every eligible lead once and tells its story', async ({
  page,
  consoleServer,
}, testInfo) => {
  test.setTimeout(240_000);
  const api = await adminApi(consoleServer);
  await openCallingHours(api);
  // Five at a time: the campaign outlasts the start's countdown, so the card is seen running (with twenty at a
  // time a fast machine finished every call before the countdown ended).
  await setting(api, 'max_concurrent_calls', '5');
  // Opt-outs end outside this story (no score, the do-not-call list): compliance.spec.ts follows them.
  await setting(
    api,
    'simulated_call_outcomes',
    'no-answer:38,busy:5,voicemail:7,booked:15,qualified:15,unqualified:20',
  );

  // Spec §1: NEW leads, and NO_ANSWER leads whose follow-up date is today or earlier (with a phone to call).
  const today = calendarDay(new Date(), ZONE);
  const before = await allLeads(api);
  const eligible = before.filter(
    (lead) =>
      !!lead.phone &&
      (lead.lead_status === 'NEW' ||
        (lead.lead_status === 'NO_ANSWER' &&
          lead.follow_up_date !== null &&
          calendarDay(lead.follow_up_date, ZONE) <= today)),
  );
  expect(eligible.length).toBeGreaterThan(20);
  const statsBefore = await api<CombinedStats>('GET', '/dashboard/stats/combined');
  const numberSetting = async (key: string) =>
    Number((await api<{ value: string }>('GET', `/app-config/${key}`)).value);
  const maxNoAnswerAttempts = await numberSetting('max_no_answer_attempts');
  const retryDays = await numberSetting('no_answer_retry_days');
  const busyMinutes = await numberSetting('retry_busy_minutes');
  const voicemailHours = await numberSetting('retry_voicemail_hours');

  await openJobManager(page, consoleServer);
  const card = jobCard(page, 'Cold Calling');
  await card.getByRole('button', { name: JOBS_TEXT.start }).click();
  await expectToast(page, JOB_MESSAGES.started);
  await countdownRuns(page);
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: JOBS_TEXT.stop })).toBeEnabled();
  await expect(card.getByRole('button', { name: JOBS_TEXT.cancel })).toBeEnabled();

  // Mid-run, as the operator sees it: the progress moves without a reload.
  const total = eligible.length;
  await expect(card.getByText(new RegExp(`^([1-9]\\d*) of ${total}$`))).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('jobs-mid-run.png'), fullPage: true });
  await testInfo.attach('jobs-mid-run', {
    path: testInfo.outputPath('jobs-mid-run.png'),
    contentType: 'image/png',
  });

  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 180_000 });
  await expect(card.getByText(`${total} of ${total}`)).toBeVisible();
  await expect(card.getByRole('button', { name: JOBS_TEXT.start })).toBeVisible();

  const job = await newestJob(api, 'cold_calling');
  expect(job.status).toBe('completed');
  expect(job.progress).toMatchObject({ current: total, total, percentage: 100 });
  // The job is done once every call has ended; scoring and a booking's calendar event, e-mail and SMS follow
  // each answered call on the queue and may still be on their way.
  const story = () => api<JobEvent[]>('GET', `/events/batch/${job.id}`);
  // A lead without an e-mail address gets its confirmation by SMS only.
  const hasEmail = (companyId: unknown) => !!eligible.find((lead) => lead.id === companyId)?.email;
  const followUpsDone = (list: JobEvent[]) => {
    const has = (type: string, callId: unknown, channel?: string) =>
      list.some(
        (e) =>
          e.event_type === type &&
          e.data.callId === callId &&
          (!channel || (e.data.channel === channel && e.data.purpose === 'booking_confirmation')),
      );
    const answeredCalls = list.filter((e) => e.event_type === 'call_completed' && e.data.answered);
    const scores = list.filter((e) => e.event_type === 'lead_scored');
    return (
      scores.length === answeredCalls.length &&
      scores
        .filter((e) => e.data.outcome === 'booked')
        .every(
          (e) =>
            has('calendar_event', e.data.callId) &&
            (!hasEmail(e.data.companyId) || has('message_sent', e.data.callId, 'email')) &&
            has('message_sent', e.data.callId, 'sms'),
        )
    );
  };
  await expect.poll(async () => followUpsDone(await story()), { timeout: 60_000 }).toBe(true);
  const events = await story();
  const of = (type: string) => events.filter((event) => event.event_type === type);

  // Every eligible lead called exactly once.
  const placed = of('call_placed').map((event) => event.data as { callId: number; companyId: number });
  expect(placed.map((call) => call.companyId).sort((a, b) => a - b)).toEqual(
    eligible.map((lead) => lead.id).sort((a, b) => a - b),
  );
  const calls = (await api<CallRow[]>('GET', '/calls/latest?limit=500')).filter((call) =>
    placed.some((p) => p.callId === call.id),
  );
  expect(calls).toHaveLength(total);
  for (const call of calls) expect(call.status, `call ${call.id}`).toBe('completed');

  const completed = new Map(
    of('call_completed').map((event) => {
      const data = event.data as { callId: number; answered: boolean; endedReason: string };
      return [data.callId, { ...data, at: event.created_at }] as const;
    }),
  );
  /** The day a lead that did not answer is called again: busy and voicemail at their own delays. */
  const retryDay = (ended: { endedReason: string; at: string }) => {
    const after = (ms: number) => calendarDay(new Date(Date.parse(ended.at) + ms), ZONE);
    if (ended.endedReason === 'customer-busy') return after(busyMinutes * 60_000);
    if (ended.endedReason === 'voicemail') return after(voicemailHours * 3_600_000);
    return addCalendarDays(today, retryDays);
  };
  expect(completed.size).toBe(total);
  const scored = new Map(
    of('lead_scored').map((event) => {
      const data = event.data as { callId: number; companyId: number; outcome: string; leadScore: number };
      return [data.callId, data] as const;
    }),
  );
  const after = new Map((await allLeads(api)).map((lead) => [lead.id, lead]));
  const previous = new Map(before.map((lead) => [lead.id, lead]));
  const answered = calls.filter((call) => completed.get(call.id)?.answered);
  expect(answered.length).toBeGreaterThan(0);
  expect(answered.length).toBeLessThan(total);

  for (const call of calls) {
    const lead = after.get(call.company_id ?? -1);
    const was = previous.get(call.company_id ?? -1);
    if (!lead || !was) throw new Error(`call ${call.id} has no lead`);
    if (completed.get(call.id)?.answered) {
      // An answered call keeps its transcript, summary, score and recording; the lead ends where its score says.
      expect(call.call_transcript, `transcript of call ${call.id}`).toBeTruthy();
      expect(call.call_summary, `summary of call ${call.id}`).toBeTruthy();
      expect(call.call_rec_url, `recording of call ${call.id}`).toBeTruthy();
      const score = scored.get(call.id);
      if (!score) throw new Error(`call ${call.id} was never scored`);
      expect(score.leadScore).toBeGreaterThanOrEqual(0);
      expect(score.leadScore).toBeLessThanOrEqual(100);
      expect(lead.lead_score, `score of ${lead.name}`).toBe(score.leadScore);
      const family = { booked: /^APPOINTMENT_BOOKED/, qualified: /^QUALIFIED/, unqualified: /^UNQUALIFIED$/ }[
        score.outcome
      ];
      expect(family, `outcome ${score.outcome}`).toBeDefined();
      expect(lead.lead_status, `${lead.name} (${score.outcome})`).toMatch(family as RegExp);
    } else {
      // No answer: one more attempt counted; back to NO_ANSWER with the next try on, or, on the last attempt the
      // settings allow, UNQUALIFIED with no next try.
      expect(lead.no_answer_count, lead.name).toBe(was.no_answer_count + 1);
      if (lead.no_answer_count >= maxNoAnswerAttempts) {
        expect([lead.lead_status, lead.follow_up_date], lead.name).toEqual(['UNQUALIFIED', null]);
      } else {
        expect(lead.lead_status, lead.name).toBe('NO_ANSWER');
        const ended = completed.get(call.id);
        if (!ended) throw new Error(`call ${call.id} never ended`);
        expect(calendarDay(lead.follow_up_date ?? '', ZONE), lead.name).toBe(retryDay(ended));
      }
    }
  }

  // Every booking has its appointment, its calendar event and its confirmation e-mail and SMS.
  const bookings = [...scored.values()].filter((score) => score.outcome === 'booked');
  const appointments = (
    await api<{ appointments: AppointmentRow[] }>('GET', '/appointments/latest?limit=500')
  ).appointments;
  const confirmations = of('message_sent').map(
    (event) => event.data as { callId: number; channel: string; purpose: string },
  );
  for (const booking of bookings) {
    expect(
      appointments.some((a) => a.company_id === booking.companyId),
      `appointment of ${booking.companyId}`,
    ).toBe(true);
    expect(
      of('calendar_event').some((event) => (event.data as { callId: number }).callId === booking.callId),
    ).toBe(true);
    for (const channel of hasEmail(booking.companyId) ? ['email', 'sms'] : ['sms']) {
      expect(
        confirmations.some(
          (m) => m.callId === booking.callId && m.channel === channel && m.purpose === 'booking_confirmation',
        ),
        `${channel} confirmation of call ${booking.callId}`,
      ).toBe(true);
    }
  }

  // The story: started with how many leads, one placed and one finished call per lead, finished with the tally.
  expect(events[0]?.event_type).toBe('started');
  expect(events[0]?.message).toContain(`${total} leads to call`);
  // Its tally counts the bookings scored by then (a score may land just after the last call ended).
  const end = of('completed');
  expect(end).toHaveLength(1);
  const bookedByEnd = of('lead_scored').filter(
    (event) => event.data.outcome === 'booked' && event.id < (end[0]?.id ?? 0),
  ).length;
  expect(end[0]?.message).toBe(
    `Nothing left to call: ${total} calls finished (${answered.length} answered, ${bookedByEnd} booked).`,
  );

  // A recording plays in the browser: it loads and its time runs.
  const recording = answered[0]?.call_rec_url as string;
  const playback = await page.evaluate(async (src) => {
    const audio = new Audio(src);
    audio.muted = true;
    await new Promise<void>((resolve, reject) => {
      audio.oncanplay = () => resolve();
      audio.onerror = () => reject(new Error(`media error ${audio.error?.code}`));
    });
    await audio.play();
    const start = audio.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 800));
    const position = audio.currentTime;
    audio.pause();
    return { duration: audio.duration, start, position };
  }, recording);
  expect(playback.duration).toBeGreaterThan(1);
  expect(playback.position).toBeGreaterThan(playback.start);

  // The Dashboard's numbers moved by this campaign.
  const statsAfter = await api<CombinedStats>('GET', '/dashboard/stats/combined');
  expect(statsAfter.last_24h.total_calls).toBe(statsBefore.last_24h.total_calls + total);
  expect(statsAfter.last_24h.answered_calls).toBe(statsBefore.last_24h.answered_calls + answered.length);
  expect(statsAfter.last_24h.appointments_booked).toBeGreaterThanOrEqual(
    statsBefore.last_24h.appointments_booked + bookings.length,
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByRole('group', { name: DASHBOARD_TEXT.totalCalls }).locator('.ant-statistic-content-value'),
  ).toHaveText(new Intl.NumberFormat('en-US').format(statsAfter.last_24h.total_calls));
});

/** Fresh NEW leads for the stop tests (the campaign above called every eligible one). */
let leadsAdded = 0;
async function addLeads(api: Api, count: number, tag: string) {
  for (let i = 0; i < count; i += 1) {
    await api('POST', '/companies', {
      hubspot_id: `e2e_${tag}_${Date.now()}_${i}`,
      name: `E2E ${tag} Lead ${i}`,
      phone: `+1416555${String(1000 + leadsAdded++)}`,
    });
  }
}

const placedCalls = async (api: Api, jobId: string) =>
  (await api<JobEvent[]>('GET', `/events/batch/${jobId}`)).filter(
    (event) => event.event_type === 'call_placed',
  ).length;

/** Presses Stop All Jobs (enabled) and confirms it; the button, to check its state afterwards. */
async function pressStopAll(page: Page): Promise<Locator> {
  const stopAll = page.getByRole('button', { name: JOBS_TEXT.stopAll });
  await expect(stopAll).toBeEnabled();
  await stopAll.click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: JOBS_TEXT.confirmStopAll })
    .getByRole('button', { name: JOBS_TEXT.stopAll })
    .click();
  return stopAll;
}

test('Stop, Cancel and Stop All act on the server from the Job Manager', async ({ page, consoleServer }) => {
  test.setTimeout(180_000);
  const api = await adminApi(consoleServer);
  await addLeads(api, 40, 'stop');
  await openCallingHours(api);
  await setting(api, 'max_concurrent_calls', '1');
  await openJobManager(page, consoleServer);
  const card = jobCard(page, 'Cold Calling');

  // Stop: no new call after the answer; the card offers Start again.
  await card.getByRole('button', { name: JOBS_TEXT.start }).click();
  await countdownRuns(page);
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  const stopAnswer = page.waitForResponse((r) => /\/jobs\/[^/]+\/stop$/.test(new URL(r.url()).pathname));
  await card.getByRole('button', { name: JOBS_TEXT.stop }).click();
  expect((await stopAnswer).ok()).toBe(true);
  await expectToast(page, JOB_MESSAGES.stopped);
  const stopped = await newestJob(api, 'cold_calling');
  expect(stopped.status).toBe('stopped');
  const placedAtStop = await placedCalls(api, stopped.id);
  await countdownRuns(page);
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: JOBS_TEXT.start })).toBeVisible();
  expect(await placedCalls(api, stopped.id)).toBe(placedAtStop);
  expect(placedAtStop).toBeLessThan(40);

  // Cancel a job queued outside the calling hours: it places no call and its events say why.
  await closeCallingHours(api);
  await card.getByRole('button', { name: JOBS_TEXT.start }).click();
  await countdownRuns(page);
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: JOBS_TEXT.stop })).toHaveCount(0);
  await card.getByRole('button', { name: JOBS_TEXT.cancel }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: JOBS_TEXT.confirmCancel('Cold Calling') });
  await confirm.getByRole('button', { name: JOBS_TEXT.cancel }).click();
  await expectToast(page, JOB_MESSAGES.stopped);
  await countdownRuns(page);
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  const cancelled = await newestJob(api, 'cold_calling');
  expect(cancelled.status).toBe('cancelled');
  const story = await api<JobEvent[]>('GET', `/events/batch/${cancelled.id}`);
  expect(story.some((event) => /Outside the calling hours/.test(event.message))).toBe(true);
  expect(story.filter((event) => event.event_type === 'call_placed')).toHaveLength(0);

  // Stop All, after its confirmation (with leads enough that the job is still running by then).
  await addLeads(api, 60, 'stop-all');
  await openCallingHours(api);
  await card.getByRole('button', { name: JOBS_TEXT.start }).click();
  await countdownRuns(page);
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  const stopAll = await pressStopAll(page);
  await countdownRuns(page);
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(stopAll).toBeDisabled();
  expect(await api<{ count: number }>('GET', '/jobs/active')).toMatchObject({ count: 0 });
  expect((await newestJob(api, 'cold_calling')).status).toBe('stopped');
});

test('Stop All Jobs ends a campaign waiting for its calling hours, which then never dials', async ({
  page,
  consoleServer,
}) => {
  const api = await adminApi(consoleServer);
  await addLeads(api, 3, 'armed');
  await closeCallingHours(api);
  await openJobManager(page, consoleServer);
  const card = jobCard(page, 'Cold Calling');
  await card.getByRole('button', { name: JOBS_TEXT.start }).click();
  await countdownRuns(page);
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  const stopAll = await pressStopAll(page);
  await expectToast(page, JOB_MESSAGES.stoppedSummary({ running: 0, pending: 1, paused: 0 }));
  await countdownRuns(page);
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(stopAll).toBeDisabled();
  const ended = await newestJob(api, 'cold_calling');
  expect(ended.status).toBe('stopped');
  // The hours open again: the stopped campaign stays stopped and places no call.
  await openCallingHours(api);
  await page.waitForTimeout(1500);
  expect((await newestJob(api, 'cold_calling')).status).toBe('stopped');
  expect(await placedCalls(api, ended.id)).toBe(0);
});

test('Send Reminders sends by the chosen channels and a second run counts them as already sent', async ({
  page,
  consoleServer,
}) => {
  await openJobManager(page, consoleServer);
  const card = jobCard(page, 'Send Reminders');
  const send = card.getByRole('button', { name: JOBS_TEXT.sendReminders });
  const email = card.getByRole('checkbox', { name: JOBS_TEXT.channelLabels.email });
  const sms = card.getByRole('checkbox', { name: JOBS_TEXT.channelLabels.sms });
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();

  await email.uncheck();
  await sms.uncheck();
  await expect(card.getByRole('alert')).toHaveText('Select at least one channel');
  await expect(send).toBeDisabled();
  await sms.check();

  const answerOf = async (click: () => Promise<void>) => {
    const response = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/reminders/send'));
    await click();
    const body = (await (await response).json()) as { data: ReminderResult };
    return body.data;
  };
  const first = await answerOf(() => send.click());
  expect(first.results.details.some((detail) => detail.emailStatus === 'sent')).toBe(false);
  await expectToast(page, JOB_MESSAGES.remindersSent);
  await expect(card.getByRole('status')).toHaveText(`${JOBS_TEXT.lastResult}: ${first.message}`);
  const shown = (label: string) =>
    card
      .locator('tr')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('td');
  await expect(shown(JOBS_TEXT.resultCounts.total)).toHaveText(String(first.results.total));
  await expect(shown(JOBS_TEXT.resultCounts.sent)).toHaveText(String(first.results.sent));

  const second = await answerOf(() => send.click());
  expect(second.results.sent).toBe(0);
  expect(second.results.alreadySent).toBe(first.results.sent + first.results.alreadySent);
  await expect(shown(JOBS_TEXT.resultCounts.alreadySent)).toHaveText(String(second.results.alreadySent));
});
