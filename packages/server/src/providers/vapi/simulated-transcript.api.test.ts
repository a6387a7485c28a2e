// A simulated call speaks as a VAPI call does: the simulated provider posts a signed, final `transcript` message to
// our own webhook for each line as it is spoken, so the Live Calls list shows its last lines before the report comes,
// and a call whose lines keep coming raises no silence alert. The app's clock runs with real time here (from
// TEST_NOW), so silence is measured as the watcher would measure it on a live call; calls run at twice real time.
import { startColdCalling } from '../../../test/helpers/campaigns';
import { until } from '../../../test/helpers/leads';
import { completedJobs } from '../../../test/helpers/queue-jobs';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/helpers/test-app';
import { QUEUES } from '../../jobs/queues';

/** A clock that runs with real time from `start` (and can still be moved, as the test app's clock can). */
function runningClock(start: string) {
  const began = Date.now();
  let origin = Date.parse(start);
  return {
    now: () => new Date(origin + Date.now() - began),
    set: (d: Date | string) => {
      origin = new Date(d).getTime() - (Date.now() - began);
    },
    advance: (ms: number) => {
      origin += ms;
    },
  };
}

type Line = { speaker: string; text: string; seconds: number };

describe('simulated calls speak through the transcript webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      withEngine: true,
      clock: runningClock(TEST_NOW),
      env: { SIMULATION_SPEED: '2' },
    });
    for (const [key, value] of [
      ['max_concurrent_calls', '1'],
      ['simulated_call_outcomes', 'booked:1'],
      // Longer than any pause between two lines of a call (a few seconds here), far shorter than the call.
      ['live_silence_alert_seconds', '8'],
    ] as const)
      await setting(t, key, value);
  });
  afterAll(async () => {
    await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/stop' });
    await t.close();
  });

  const theCall = async () =>
    (
      (await t.database.executeSql(
        `select id, status, transcript_messages from calls where call_sid like 'sim-%'`,
      )) as { rows: { id: number; status: string; transcript_messages: Line[] | null }[] }
    ).rows[0];
  const checksDone = () => completedJobs(t, QUEUES.liveAlerts.name);

  it('shows its lines while in progress and raises no silence alert while they keep coming', async () => {
    await t.database.executeSql(
      `insert into companies (name, phone, email, service, lead_status, created_at, updated_at)
       values ('Talking Plumbing', '+14165551235', 'talk@example.com', 'Plumbing', 'NEW', now(), now())`,
    );
    await startColdCalling(t);
    await until('the call is answered', async () => (await theCall())?.status === 'in-progress', 30_000);
    const checksAtStart = await checksDone();
    // Before its report: the assistant's first message, then the script's lines, each as it is spoken.
    await until('the call speaks', async () => {
      const call = await theCall();
      return call?.status === 'in-progress' && (call.transcript_messages?.length ?? 0) >= 3;
    });
    const live = (await theCall())?.transcript_messages ?? [];
    expect(live[0]).toEqual({ speaker: 'assistant', text: expect.any(String), seconds: expect.any(Number) });
    expect(new Set(live.map((line) => line.speaker))).toEqual(new Set(['assistant', 'customer']));
    const seconds = live.map((line) => line.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    const { rows } = await t.call({ method: 'GET', url: '/api/v1/calls/in-progress' }).then((res) => ({
      rows: res.json().data as { id: number; last_lines: Line[] }[],
    }));
    expect(rows[0]?.last_lines.length).toBeGreaterThan(0);

    await until('the call ends', async () => (await theCall())?.status === 'completed', 90_000);
    const call = await theCall();
    // The watcher looked at the call while it spoke, more than once, and found no silence.
    expect((await checksDone()) - checksAtStart).toBeGreaterThanOrEqual(2);
    const alerts = await t.database.executeSql(`select kind from call_alerts where call_id = $1`, [call?.id]);
    expect(alerts.rows).toEqual([]);
    // The report replaced the live lines with its full transcript: what was shown live is part of it.
    const full = call?.transcript_messages ?? [];
    expect(full.length).toBeGreaterThanOrEqual(live.length);
    for (const line of live) expect(full.map((l) => l.text)).toContain(line.text);
  });
});
