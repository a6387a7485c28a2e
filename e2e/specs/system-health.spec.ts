// The System Health page in Chromium (checked with axe, as every page visited): after a campaign on the simulated
// providers, an admin opens it from the sidebar and sees this server's replica live, the job queues, and the simulated
// voice provider's latency over the last hour, with the hour's trend drawn.
import { SYSTEM_HEALTH_TEXT as TEXT } from '../../remotes/calling-ops/src/pages/system-health/system-health-text';
import { addLead, adminApi, callAtAnyHour, runColdCalling } from '../fixtures/api';
import { sidebarLink } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.use({ serverEnv: { SEED_DEMO_DATA: 'false', SIMULATION_SPEED: '200' } });

test('System Health shows the replica, the queues and the simulated provider’s latency', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(consoleServer);
  await callAtAnyHour(api);
  await addLead(api, {
    tag: 'health',
    name: 'Health Check Plumbing',
    phone: '+1 416 555 0188',
    service: 'Plumbing Services',
  });
  await runColdCalling(api);

  await signIn(page, consoleServer);
  await sidebarLink(page, '/system-health').click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.title })).toBeVisible();

  const replicas = page.getByRole('region', { name: TEXT.replicas });
  await expect(replicas.getByRole('row').filter({ hasText: TEXT.states.live })).toHaveCount(1);
  await expect(replicas).toContainText(TEXT.embeddedPool);
  const queues = page.getByRole('region', { name: TEXT.queues });
  await expect(queues.getByRole('row').filter({ hasText: 'callops-dispatch' }).first()).toBeVisible();
  // The replica's next heartbeat (every 10 s) carries the campaign's calls; the page reads again as often.
  const providers = page.getByRole('region', { name: TEXT.providers });
  const simulated = providers.getByRole('row').filter({ hasText: 'simulated_vapi' });
  await expect(simulated).toBeVisible({ timeout: 45_000 });
  await expect(simulated).toContainText(/\d+ ms/);
  await expect(page.getByText(/reports? applied on average/)).toBeVisible();
  // The hour's trend, drawn once the minutes carry the campaign's requests.
  await expect(page.getByRole('figure', { name: TEXT.trendLabel })).toBeVisible();
});
