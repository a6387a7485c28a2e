// Development mode: every remote registered at run time, the development sidebar, badges, 404 and redirects.
import { type ConsoleConfig, REMOTE_NAMES } from '@callops/contracts/console';
import { DASHBOARD_TEXT } from '../../remotes/calling-ops/src/pages/dashboard/dashboard-text';
import { USERS_TEXT } from '../../remotes/dev-tools/src/pages/users/users-text';
import { notFoundPage, settledPage, sidebar, sidebarLink } from '../fixtures/console-page';
import { signIn } from '../fixtures/session';
import { expectSidebarToMatchSpec } from '../fixtures/sidebar-check';
import { SPEC_SIDEBAR } from '../fixtures/spec-sidebar';
import { expect, test } from '../fixtures/test';

test('/console-config.json lists the five remotes; the browser loads the one of the page it opens, each other when its page is wanted', async ({
  page,
  consoleServer,
}) => {
  const config = (await (await page.request.get('/console-config.json')).json()) as ConsoleConfig;
  expect(config.mode).toBe('development');
  expect(config.remotes.map((remote) => remote.name)).toEqual([...REMOTE_NAMES]);

  const entries = new Set<string>();
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/console-config.json') configRequests.push(request.url());
  });
  page.on('response', (response) => {
    const match = /^\/remotes\/([\w-]+)\/remoteEntry\.js$/.exec(new URL(response.url()).pathname);
    if (match?.[1] && response.ok()) entries.add(match[1]);
  });
  await signIn(page, consoleServer);
  expect(await settledPage(page)).toBe('page');
  expect([...entries]).toEqual(['calling-ops']);
  const pages = [
    ['/voice', 'calendar-voice'],
    ['/settings/general', 'settings'],
    ['/leads', 'leads-crm'],
    ['/users', 'dev-tools'],
  ] as const;
  for (const [path, remote] of pages) {
    await sidebarLink(page, path).click();
    await expect.poll(() => entries.has(remote), path).toBe(true);
  }
  expect([...entries].sort()).toEqual([...REMOTE_NAMES].sort());
  // The page came with the config inlined: the browser never had to ask for it.
  expect(configRequests).toEqual([]);
});

test("every remote's remoteEntry.js runs on the host's federation runtime and carries none of its own", async ({
  page,
}) => {
  // The runtime's error table (RUNTIME-001 ...) is in the host's main script, which provides the runtime to the page.
  const html = await (await page.request.get('/')).text();
  const main = /src="\/(main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(main).toBeDefined();
  expect(await (await page.request.get(`/${main}`)).text()).toContain('RUNTIME-001');
  for (const name of REMOTE_NAMES) {
    const entry = await page.request.get(`/remotes/${name}/remoteEntry.js`);
    expect(entry.ok(), name).toBe(true);
    expect(await entry.text(), name).not.toMatch(/RUNTIME-00\d/);
  }
});

test('a signed-in boot takes two host scripts and one stylesheet, and the Dashboard no later antd kit, which the sign-in page brings', async ({
  page,
  consoleServer,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /ERR_FAILED .*\/later\.[0-9a-f]+\.js/,
    'the idle preload of the remote’s other pages may ask for the later kit this test keeps out of reach',
  );
  const hostFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // the host's own files sit at the root; the remotes' under /remotes/
    if (/^\/[^/]+\.(js|css)$/.test(pathname)) hostFiles.push(pathname);
  });
  await signIn(page, consoleServer);
  // The sign-in form is made of the later kit's components: its page brought them.
  expect(hostFiles).toContainEqual(expect.stringMatching(/^\/later\.[0-9a-f]+\.js$/));
  expect(await settledPage(page)).toBe('page');

  // A new page of the signed-in console, with the later kit out of reach: the Dashboard needs none of it. (Once the
  // page's remote is in, its other pages load at idle time, and they may ask for it.)
  const next = await page.context().newPage();
  await next.route(/\/later\.[0-9a-f]+\.js$/, (route) => route.abort());
  hostFiles.length = 0;
  next.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/[^/]+\.(js|css)$/.test(pathname) && !pathname.startsWith('/later.')) hostFiles.push(pathname);
  });
  await next.goto('/');
  await expect(
    next.getByRole('group', { name: DASHBOARD_TEXT.totalCalls }).locator('.ant-statistic-content-value'),
  ).toHaveText(/\d/);
  // The Dashboard's tables (Period Comparison, then Last 7 Days): the first shows its rows are in.
  await expect(next.getByRole('table').first()).toBeVisible();
  expect(hostFiles.filter((file) => file.endsWith('.js')).sort()).toEqual([
    expect.stringMatching(/^\/boot\.[0-9a-f]+\.js$/),
    expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/),
  ]);
  expect(hostFiles.filter((file) => file.endsWith('.css'))).toEqual([expect.stringMatching(/^\/boot\./)]);
});

test('a sign-in page whose code cannot be fetched says so, and Retry loads the console afresh', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /ERR_FAILED .*\/later\.[0-9a-f]+\.js|ChunkLoadError: Loading chunk/,
    'the blocked later kit',
  );
  await page.route(/\/later\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/signin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The sign-in page could not be loaded.' }),
  ).toBeVisible();
  await page.unroute(/\/later\.[0-9a-f]+\.js$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('the sidebar shows DEV, MOCK while providers are simulated, and Logout', async ({
  page,
  consoleServer,
}) => {
  const config = (await (await page.request.get('/console-config.json')).json()) as ConsoleConfig;
  await signIn(page, consoleServer);
  const nav = page.locator('.ant-layout-sider');
  await expect(nav.getByText('DEV', { exact: true })).toBeVisible();
  await expect(nav.getByText('PROD', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('MOCK', { exact: true })).toHaveCount(config.mock ? 1 : 0);
  // A fresh development database simulates every provider.
  expect(config.mock).toBe(true);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test("antd's component styles come from the built stylesheet and the theme's tokens from the page: the sider and a primary button wear the console's colours", async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  // The sider's background is a component token of the console's theme (Layout.siderBg), written at run time.
  await expect(page.locator('.ant-layout-sider').first()).toHaveCSS('background-color', 'rgb(0, 21, 41)');
  await sidebarLink(page, '/users').click();
  const create = page.getByRole('button', { name: USERS_TEXT.createUser });
  await expect(create).toHaveCSS('background-color', 'rgb(22, 104, 220)');
  await expect(create).toHaveCSS('height', '32px');
});

test('the sidebar lists every development entry of spec §2 that has a page, in spec order and sections', async ({
  page,
  consoleServer,
}) => {
  // A tour of every page (about 30), each scanned with axe once settled.
  test.setTimeout(180_000);
  await signIn(page, consoleServer);
  await expectSidebarToMatchSpec(page, SPEC_SIDEBAR, (entry) => entry.devListingOptional === true);
});

test('an unknown URL shows the 404 page, whose button leads to the Dashboard', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await page.goto('/no/such/page');
  await expect(notFoundPage(page)).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${consoleServer.url}/`);
});

test('/dashboard redirects to /', async ({ page, consoleServer }) => {
  await signIn(page, consoleServer);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${consoleServer.url}/`);
});

test('on a phone the sidebar opens from the menu toggle and closes once an entry is chosen', async ({
  page,
  consoleServer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, consoleServer);
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(toggle).toBeVisible();
  await expect(sidebar(page)).toBeHidden();

  await toggle.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/no/such/page');
  await toggle.click();
  await sidebarLink(page, '/').click();
  await expect(page).toHaveURL(`${consoleServer.url}/`);
  await expect(sidebar(page)).toBeHidden();
});

// The suite's browser asks for reduced motion (playwright.config.ts): then nothing on a page fades, slides or ripples.
test('under reduced motion a button click sets nothing moving, not even antd’s wave', async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer);
  await sidebarLink(page, '/users').click();
  const createUser = page.getByRole('button', { name: USERS_TEXT.createUser });
  await expect(createUser).toBeVisible();
  // antd adds its wave a frame after the click: every element added from here on is counted.
  await page.evaluate(() => {
    const added: string[] = [];
    Reflect.set(window, '__added', added);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element) added.push(node.className);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await createUser.click();
  await expect(page.getByRole('dialog', { name: USERS_TEXT.createUser })).toBeVisible();
  // Ten frames: the wave would have come and its 2 s fade begun.
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise(requestAnimationFrame);
  });
  const added = (await page.evaluate(() => Reflect.get(window, '__added'))) as string[];
  expect(added.filter((name) => String(name).includes('ant-wave'))).toEqual([]);
  const moving = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY).length,
  );
  expect(moving).toBe(0);
});
