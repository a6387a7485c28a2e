import { cardJobOf, countLabel, jobCardView, jobCountsText, spendText } from './job-card-view';
import { job, latestRow } from './jobs-test-fixtures';

const ZONE = 'America/Toronto';

describe('cardJobOf', () => {
  it("takes the card's running job before a queued one, and ignores other types", () => {
    const queued = job({ id: 'q', status: 'pending' });
    const running = job({ id: 'r', status: 'running' });
    const other = job({ id: 'o', type: 'reminder_calls', job_type: 'reminder_calls' });
    expect(cardJobOf('cold_calling', [other, queued, running], [])).toEqual({
      current: running,
      lastId: null,
    });
    expect(cardJobOf('cold_calling', [other, queued], [])).toEqual({ current: queued, lastId: null });
  });

  it('falls back to the newest finished job of the type, or none', () => {
    const latest = [
      latestRow({ id: 'h', job_type: 'hubspot_fetch' }),
      latestRow({ id: 'c1' }),
      latestRow({ id: 'c0' }),
    ];
    expect(cardJobOf('cold_calling', [], latest)).toEqual({ current: null, lastId: 'c1' });
    expect(cardJobOf('reminder_calls', [], latest)).toEqual({ current: null, lastId: null });
  });
});

describe('jobCardView', () => {
  it('is idle with only Start when the type never ran', () => {
    expect(jobCardView('reminder_calls', null, ZONE)).toEqual({
      title: 'Reminder Calls',
      state: 'idle',
      jobId: null,
      actions: { start: true, stop: false, cancel: false, resume: false },
      percent: null,
      progressText: 'Not run yet',
      when: null,
      counts: null,
      error: null,
      pause: null,
      spend: null,
    });
  });

  it("shows a job's spend once a call reported a cost, and per booked appointment once one is booked", () => {
    expect(spendText({ cost_usd: 0, cost_per_booked_usd: null })).toBeNull();
    expect(spendText({ cost_usd: 0.47, cost_per_booked_usd: null })).toBe('Spent $0.47');
    expect(jobCardView('cold_calling', job({ cost_usd: 4.2, cost_per_booked_usd: 1.4 }), ZONE).spend).toBe(
      'Spent $4.20 · $1.40 per booked appointment',
    );
  });

  it('offers Stop and Cancel while running, with its progress, start time and counts', () => {
    const view = jobCardView(
      'cold_calling',
      job({
        progress: { completed: 1234, current: 1234, total: 2000, percentage: 61.7 },
        metadata: { counts: { placed: 1300, answered: 700, no_answer: 0, booked: 12 } },
      }),
      ZONE,
    );
    expect(view).toMatchObject({
      title: 'Cold Calling',
      state: 'running',
      jobId: 'job-1',
      actions: { start: false, stop: true, cancel: true },
      percent: 62,
      progressText: '1,234 of 2,000',
      when: 'Started Mar 11, 2026, 11:00 a.m.',
      counts: 'Placed 1,300 · Answered 700 · Booked 12',
    });
  });

  it('offers only Cancel while queued (outside the calling hours), since when it waits', () => {
    const view = jobCardView(
      'cold_calling',
      job({ status: 'pending', progress: { completed: 0, current: 0, total: 0, percentage: 0 } }),
      ZONE,
    );
    expect(view).toMatchObject({
      state: 'pending',
      actions: { start: false, stop: false, cancel: true },
      percent: null,
      progressText: 'No progress yet',
      when: 'Queued Mar 11, 2026, 10:59 a.m.',
    });
  });

  it('offers Start again once the job finished, failed or was stopped or cancelled, with when and why', () => {
    const done = job({
      status: 'completed',
      completed_at: '2026-03-11T16:30:00.000Z',
      progress: { completed: 20, current: 20, total: 20, percentage: 100 },
    });
    expect(jobCardView('cold_calling', done, ZONE)).toMatchObject({
      state: 'completed',
      actions: { start: true, stop: false, cancel: false },
      percent: 100,
      progressText: '20 of 20',
      when: 'Finished Mar 11, 2026, 12:30 p.m.',
    });
    const failed = job({
      status: 'failed',
      completed_at: null,
      updated_at: '2026-03-11T15:10:00.000Z',
      error: 'The voice provider refused the key',
    });
    expect(jobCardView('cold_calling', failed, ZONE)).toMatchObject({
      state: 'failed',
      actions: { start: true, stop: false, cancel: false },
      when: 'Finished Mar 11, 2026, 11:10 a.m.',
      error: 'The voice provider refused the key',
    });
    expect(jobCardView('cold_calling', job({ status: 'cancelled' }), ZONE).state).toBe('stopped');
  });

  it('offers Resume, Stop and Cancel when the campaign paused itself, and says why', () => {
    const pause = {
      reason: 'unanswered',
      message: '20 of the last 20 calls went unanswered',
      at: '2026-03-11T15:20:00.000Z',
      recent_calls: 20,
      failures: 0,
      unanswered: 20,
    };
    expect(jobCardView('cold_calling', job({ status: 'paused', metadata: { pause } }), ZONE)).toMatchObject({
      state: 'paused',
      actions: { start: false, stop: true, cancel: true, resume: true },
      when: 'Started Mar 11, 2026, 11:00 a.m.',
      pause: '20 of the last 20 calls went unanswered (Paused Mar 11, 2026, 11:20 a.m.).',
    });
    // a pause the card cannot read is not shown as one
    expect(
      jobCardView('cold_calling', job({ status: 'paused', metadata: { pause: 'x' } }), ZONE).pause,
    ).toBeNull();
  });
});

describe('job counts', () => {
  it('labels the counts the engine keeps', () => {
    expect(countLabel('placed')).toBe('Placed');
    expect(countLabel('email_sent')).toBe('Email sent');
    expect(countLabel('sms_failed')).toBe('SMS failed');
  });

  it('lists the non-zero counts, or nothing', () => {
    expect(jobCountsText({ counts: { answered: 2, unanswered: 0, sms_sent: 1 } })).toBe(
      'Answered 2 · SMS sent 1',
    );
    expect(jobCountsText({ counts: { answered: 0 } })).toBeNull();
    expect(jobCountsText({})).toBeNull();
    expect(jobCountsText({ counts: 'garbage' })).toBeNull();
  });
});
