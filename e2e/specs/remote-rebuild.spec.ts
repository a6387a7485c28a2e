// Architecture §2: the registry is read at run time, so a remote rebuilt and redeployed alone is picked up on the
// next page load, without rebuilding the host or restarting the server. This test owns a copy of the web root and
// a server of its own, so the shared build stays as it is.

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@callops/contracts/console';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { hostDist } from '../fixtures/build-output';
import { sidebarLink } from '../fixtures/console-page';
import { startConsoleServer, stopServerAfterLeaving } from '../fixtures/console-server';
import { copyWebRoot, REMOTE_BUILDS_GLOBAL, rebuildRemote } from '../fixtures/remote-rebuild';
import { signIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

const REBUILT: RemoteName = 'calling-ops';

const filesWithTimes = (dir: string) =>
  readdirSync(dir).map((file) => `${file}@${statSync(path.join(dir, file)).mtimeMs}`);

test('a remote rebuilt alone is loaded on the next page load; host and server stay as they were', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const copy = copyWebRoot();
  const server = await startConsoleServer({
    mode: 'development',
    webRoot: copy.webRoot,
    logFile: testInfo.outputPath('rebuild-server.log'),
  });
  try {
    const hostBefore = filesWithTimes(hostDist(copy.webRoot));
    const builds = () => page.evaluate((name) => Reflect.get(globalThis, name) ?? null, REMOTE_BUILDS_GLOBAL);
    const remoteEntry = () =>
      page.waitForResponse(
        (response) => response.url() === `${server.url}/remotes/${REBUILT}/remoteEntry.js`,
      );

    await signIn(page, server);
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
    expect(await builds()).toBeNull();

    await rebuildRemote(copy.webRoot, REBUILT, 'rebuilt');
    const entry = remoteEntry();
    await page.reload();
    // Served afresh (no-cache), not from the browser's copy of the first build.
    expect((await entry).status()).toBe(200);
    await expect.poll(builds).toEqual([`${REBUILT}:rebuilt`]);
    // The rebuilt remote's page works (the Dashboard is calling-ops'), and so do the others.
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.title })).toBeVisible();
    await expect(sidebarLink(page, '/users')).toBeVisible();

    expect(filesWithTimes(hostDist(copy.webRoot))).toEqual(hostBefore);
    // The same server process served both builds.
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect((await page.request.get(`${server.url}/health`)).ok()).toBe(true);
  } finally {
    await stopServerAfterLeaving(page, server);
    copy.remove();
  }
});
