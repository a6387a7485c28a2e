// A simulated call passes through its stages as a VAPI call does: the simulated provider posts signed status-updates
// (ringing, then in-progress once picked up) to our own webhook, timed by SIMULATION_SPEED. Run at a quarter of real
// time, so each stage lasts long enough to be seen. (Its lines and the silence alert: simulated-transcript.api.test.ts.)
import { startColdCalling } from '../../../test/helpers/campaigns';
import { until } from '../../../test/helpers/leads';
import { setting } from '../../../test/helpers/settings';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { engineSettings } from '../../settings/live-settings';
import { deliverSimulatedStatus, SIMULATED_CALL_QUEUE, SIMULATED_TRANSCRIPT_QUEUE } from './simulated-voice';
import { webhookPlan } from './webhook-plan';

describe('simulated calls pass through their stages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withEngine: true, env: { SIMULATION_SPEED: '0.25' } });
    for (const [key, value] of [
      ['max_concurrent_calls', '1'],
      ['simulated_call_outcomes', 'booked:1'],
    ] as const)
      await setting(t, key, value);
  });
  afterAll(async () => {
    await t.call({ method: 'POST', url: '/api/v1/jobs/cold-calling/stop' });
    await t.close();
  });

  const theCall = async () =>
    (
      (await t.database.executeSql(`select id, status, call_sid from calls where call_sid like 'sim-%'`)) as {
        rows: { id: number; status: string; call_sid: string }[];
      }
    ).rows[0];

  it('rings, then is in progress once picked up', async () => {
    await t.database.executeSql(
      `insert into companies (name, phone, email, service, lead_status, created_at, updated_at)
       values ('Stage Plumbing', '+14165551234', 'stage@example.com', 'Plumbing', 'NEW', now(), now())`,
    );
    await startColdCalling(t);
    // Ringing at once, picked up a second of the call later (four seconds here): both told by our webhook.
    await until('the call rings', async () => (await theCall())?.status === 'ringing');
    await until('the call is answered', async () => (await theCall())?.status === 'in-progress', 30_000);
    const call = await theCall();
    const stages = (
      (await t.database.executeSql('select data from pgboss.job where name = $1 order by start_after', [
        SIMULATED_CALL_QUEUE.name,
      ])) as { rows: { data: { providerCallId: string; stage?: string } }[] }
    ).rows.map(({ data }) => [data.providerCallId, data.stage ?? 'end-of-call-report']);
    expect(stages).toEqual([
      [call?.call_sid, 'ringing'],
      [call?.call_sid, 'in-progress'],
      [call?.call_sid, 'end-of-call-report'],
    ]);
  });

  it('queues its lines once, however often its pick-up is told (a pick-up job retried after its process died)', async () => {
    const call = await theCall();
    expect(call?.status).toBe('in-progress');
    const lines = async () =>
      (
        (await t.database.executeSql('select count(*)::int as n from pgboss.job where name = $1', [
          SIMULATED_TRANSCRIPT_QUEUE.name,
        ])) as { rows: { n: number }[] }
      ).rows[0]?.n;
    // Queued by the pick-up job right after it told our webhook, which is what moved the call to in progress.
    await until('its lines are queued', async () => ((await lines()) ?? 0) > 0);
    const queued = await lines();
    // The pick-up job as it was queued, told once more.
    const [pickUp] = (
      (await t.database.executeSql(
        `select data from pgboss.job where name = $1 and data->>'stage' = 'in-progress'`,
        [SIMULATED_CALL_QUEUE.name],
      )) as { rows: { data: Parameters<typeof deliverSimulatedStatus>[1] }[] }
    ).rows;
    const ctx = t.systemContext();
    await deliverSimulatedStatus(ctx, pickUp?.data as Parameters<typeof deliverSimulatedStatus>[1], {
      timeZone: (await engineSettings(ctx)).timeZone,
      plan: await webhookPlan(ctx),
    });
    expect(await lines()).toBe(queued);
  });
});
