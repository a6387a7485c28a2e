import { endpoints } from '@callops/contracts';
import { SESSION } from '@callops/contracts/auth';
import type { ConsoleConfig, EarlyReads, RemoteName } from '@callops/contracts/console';
import { AUTH_ERRORS } from '@callops/contracts/core';
import { lazyPage, type RemoteManifest, useApi } from '@callops/shell';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { createRemotesStore } from '../remotes/remotes-store';
import { createSessionStore } from '../session/session-store';
import { browserTokenStorage } from '../session/token-storage';
import {
  consoleConfig,
  jwtExpiringAt,
  manifest,
  page,
  remoteRoute,
  user,
} from '../test-support/console-fixtures';
import { setViewportWidth } from '../test-support/viewport';
import { ConsoleApp } from './ConsoleApp';
import { createQueryClient } from './query-client';

type Outcome = RemoteManifest | Error | (() => RemoteManifest);

/** A registry whose remotes answer with the given outcomes, one per (re)load; the last one repeats. */
function fakeRegistry(outcomes: Partial<Record<RemoteName, Outcome[]>>): RemoteRegistry {
  const next = async (name: RemoteName) => {
    const queue = outcomes[name] ?? [];
    const outcome = queue.length > 1 ? queue.shift() : queue[0];
    if (outcome === undefined) throw new Error(`${name} unknown`);
    if (outcome instanceof Error) throw outcome;
    return typeof outcome === 'function' ? outcome() : outcome;
  };
  return { names: Object.keys(outcomes) as RemoteName[], loadManifest: next, reloadManifest: next };
}

/** The part of a fetch Response the api-client reads (jsdom has no Response). */
const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
    json: async () => body,
  }) as unknown as Response;

let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

/** Each test's client: cleared after it, so no retry of a failed read reaches the next test's fetch. */
const queryClients: QueryClient[] = [];

function renderConsole(
  path: string,
  outcomes: Partial<Record<RemoteName, Outcome[]>>,
  config: Partial<ConsoleConfig> = {},
  earlyReads?: EarlyReads,
) {
  window.history.pushState({}, '', path);
  const sessionStore = createSessionStore(browserTokenStorage());
  const remotesStore = createRemotesStore(fakeRegistry(outcomes), {
    currentPath: () => window.location.pathname,
  });
  void remotesStore.getState().preloadPage(path);
  const queryClient = createQueryClient();
  queryClients.push(queryClient);
  render(
    <ConsoleApp
      config={consoleConfig({
        remotes: (Object.keys(outcomes) as RemoteName[]).map((name) => ({
          name,
          entry: `/remotes/${name}/mf-manifest.json`,
        })),
        ...config,
      })}
      sessionStore={sessionStore}
      remotesStore={remotesStore}
      queryClient={queryClient}
      earlyReads={earlyReads}
    />,
  );
  return { sessionStore };
}

const signInAsStored = () =>
  window.localStorage.setItem(SESSION.tokenStorageKey, jwtExpiringAt(Date.now() + 3_600_000));

const callingOps = () =>
  manifest('calling-ops', [remoteRoute('/'), remoteRoute('/jobs'), remoteRoute('/testing/no-answer')]);
const settings = () => manifest('settings', [remoteRoute('/settings'), remoteRoute('/settings/general')]);

const realMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = realMatchMedia;
  for (const client of queryClients.splice(0)) client.clear();
});

beforeEach(() => {
  setViewportWidth(1280);
  window.localStorage.clear();
  fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/auth/me')) return jsonResponse(200, { success: true, data: user() });
    if (url.endsWith('/auth/login')) {
      return jsonResponse(200, {
        success: true,
        data: {
          access_token: jwtExpiringAt(Date.now() + 3_600_000),
          token_type: 'bearer',
          expires_in: 3600,
          user: user(),
        },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('sign-in and redirects', () => {
  it('sends a signed-out visitor to /signin and back to the page after signing in', async () => {
    renderConsole('/jobs', { 'calling-ops': [callingOps()] });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signin');

    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Jobs Manager page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/jobs');
    expect(window.localStorage.getItem(SESSION.tokenStorageKey)).not.toBeNull();
  });

  it("shows 'Loading...' while a stored token is checked, then the page", async () => {
    signInAsStored();
    renderConsole('/', { 'calling-ops': [callingOps()] });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /signin to /dashboard, which leads to /', async () => {
    signInAsStored();
    renderConsole('/signin', { 'calling-ops': [callingOps()] });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('mounts public pages of a remote outside the layout, without sign-in', async () => {
    renderConsole('/auth/calendar/callback', {
      'calendar-voice': [
        manifest('calendar-voice', [remoteRoute('/auth/calendar/callback', { page: page('Callback') })]),
      ],
    });
    expect(await screen.findByText('Callback')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out with the Logout button', async () => {
    signInAsStored();
    renderConsole('/jobs', { 'calling-ops': [callingOps()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION.tokenStorageKey)).toBeNull();
  });
});

describe('the layout', () => {
  it("shows every registered remote's sidebar entries with the DEV and MOCK badges", async () => {
    signInAsStored();
    renderConsole('/', { 'calling-ops': [callingOps()], settings: [settings()] }, { mock: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByText('Dashboard');
    expect(within(nav).getByText('Jobs Manager')).toBeInTheDocument();
    expect(within(nav).getByText('Testing')).toBeInTheDocument();
    expect(within(nav).getByText('Settings Manager')).toBeInTheDocument();
    expect(screen.getByText('DEV')).toBeInTheDocument();
    expect(screen.getByText('MOCK')).toBeInTheDocument();
  });

  it('loads the page a visitor signs in to while they sign in', async () => {
    const loaded: RemoteName[] = [];
    renderConsole('/signin', {
      'calling-ops': [
        () => {
          loaded.push('calling-ops');
          return callingOps();
        },
      ],
      settings: [settings()],
    });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await waitFor(() => expect(loaded).toEqual(['calling-ops']));
  });

  it("loads only the current page's remote at boot, another one when its page is wanted", async () => {
    signInAsStored();
    const loaded: RemoteName[] = [];
    const loading = (name: RemoteName, build: () => RemoteManifest) => () => {
      loaded.push(name);
      return build();
    };
    renderConsole('/', {
      'calling-ops': [loading('calling-ops', callingOps)],
      settings: [loading('settings', settings)],
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(within(nav).getByText('General')).toBeInTheDocument();
    expect(loaded).toEqual(['calling-ops']);

    await userEvent.click(within(nav).getByText('General'));
    expect(await screen.findByText('General page')).toBeInTheDocument();
    expect(loaded).toEqual(['calling-ops', 'settings']);
  });

  it('shows PROD without MOCK and no development-only entry in production', async () => {
    signInAsStored();
    renderConsole('/', { 'calling-ops': [callingOps()], settings: [settings()] }, { mode: 'production' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByText('General');
    expect(within(nav).queryByText('Settings Manager')).not.toBeInTheDocument();
    expect(screen.getByText('PROD')).toBeInTheDocument();
    expect(screen.queryByText('MOCK')).not.toBeInTheDocument();
  });

  it('answers unknown routes, and development-only pages in production, with a 404 page', async () => {
    signInAsStored();
    renderConsole(
      '/settings',
      { 'calling-ops': [callingOps()], settings: [settings()] },
      { mode: 'production' },
    );
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });

  it('collapses a section', async () => {
    signInAsStored();
    renderConsole('/', { 'calling-ops': [callingOps()] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByText('No Answer Call Testing');
    await userEvent.click(within(nav).getByText('Testing'));
    await waitFor(() => expect(within(nav).queryByText('No Answer Call Testing')).not.toBeVisible());
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument();
  });

  it('opens the sidebar from the menu toggle on a phone and closes it after a choice', async () => {
    setViewportWidth(390);
    signInAsStored();
    renderConsole('/', { 'calling-ops': [callingOps()] });
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByText('Jobs Manager'));
    expect(await screen.findByText('Jobs Manager page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("loads an entry's page code when the pointer reaches it, before the click", async () => {
    signInAsStored();
    const jobsPage = jest.fn(async () => ({ default: () => <p>Jobs page code</p> }));
    renderConsole('/', {
      'calling-ops': [
        manifest('calling-ops', [remoteRoute('/'), remoteRoute('/jobs', { page: lazyPage(jobsPage) })]),
      ],
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(jobsPage).not.toHaveBeenCalled();
    await userEvent.hover(within(nav).getByRole('link', { name: 'Jobs Manager' }));
    expect(jobsPage).toHaveBeenCalledTimes(1);
    await userEvent.click(within(nav).getByRole('link', { name: 'Jobs Manager' }));
    expect(await screen.findByText('Jobs page code')).toBeInTheDocument();
    expect(jobsPage).toHaveBeenCalledTimes(1);
  });

  it("starts the opening page's reads (its route table entry) while its code still loads, once", async () => {
    signInAsStored();
    let release = () => {};
    const code = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dashboard = remoteRoute('/', {
      page: lazyPage(async () => {
        await code;
        return { default: () => <p>Dashboard code</p> };
      }),
    });
    const { sessionStore } = renderConsole('/', { 'calling-ops': [manifest('calling-ops', [dashboard])] });
    const reads = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).length;
    await waitFor(() => expect([reads('/jobs/active'), reads('/dashboard/stats/combined')]).toEqual([1, 1]));
    expect(screen.queryByText('Dashboard code')).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Dashboard code')).toBeInTheDocument();
    // a new user object (a session check) is no reason to read them again
    act(() => sessionStore.setState({ user: user() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads('/jobs/active')).toBe(1);
  });

  it("takes the served page's early answers for the session check and the opening reads instead of asking again", async () => {
    signInAsStored();
    const token = window.localStorage.getItem(SESSION.tokenStorageKey);
    const answer = (data: unknown) => Promise.resolve(jsonResponse(200, { success: true, data }));
    const period = {
      total_calls: 0,
      answered_calls: 0,
      answer_rate: 0,
      appointments_booked: 0,
      booking_rate: 0,
    };
    const earlyReads = {
      authorization: `Bearer ${token}`,
      responses: {
        '/api/v1/auth/me': answer(user()),
        '/api/v1/jobs/active': answer({ jobs: [], count: 0 }),
        '/api/v1/dashboard/stats/combined': answer({ last_24h: period, last_7d: period, last_30d: period }),
      },
    };
    renderConsole('/', { 'calling-ops': [callingOps()] }, {}, earlyReads);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([]);
  });

  it('opens an entry from the keyboard', async () => {
    signInAsStored();
    renderConsole('/', { 'calling-ops': [callingOps()] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const entry = await within(nav).findByRole('link', { name: 'Jobs Manager' });
    act(() => entry.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Jobs Manager page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/jobs');
  });
});

describe('failure containment', () => {
  it('shows an error panel with Retry for a remote that cannot be fetched, while the rest works', async () => {
    signInAsStored();
    renderConsole('/settings/general', {
      'calling-ops': [callingOps()],
      settings: [new Error('ScriptNetworkError: settings offline'), settings()],
    });
    expect(
      await screen.findByText('The settings part of the console could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('ScriptNetworkError: settings offline')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByText('Jobs Manager'));
    expect(await screen.findByText('Jobs Manager page')).toBeInTheDocument();

    act(() => window.history.back());
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('General page')).toBeInTheDocument();
  });

  it('contains a page that fails to load and recovers it with Retry, without a reload', async () => {
    signInAsStored();
    const broken = () =>
      manifest('settings', [
        remoteRoute('/settings/general', {
          page: lazyPage(async () => {
            throw new Error('Loading chunk 293 failed.');
          }),
        }),
      ]);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderConsole('/settings/general', { 'calling-ops': [callingOps()], settings: [broken, settings] });
    expect(await screen.findByText('Loading chunk 293 failed.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Jobs Manager');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('General page')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

/** A page that calls the API as soon as it shows. */
function CallsMe() {
  const api = useApi();
  useEffect(() => {
    api.call(endpoints.auth.me).catch(() => {});
  }, [api]);
  return <p>Calling</p>;
}

describe('the api-client instance', () => {
  it("shows 'Authentication Error' and returns to /signin when a call meets a 401", async () => {
    signInAsStored();
    let calls = 0;
    fetchMock.mockImplementation(async () => {
      calls += 1;
      // the start check passes; the page's own call is refused
      return calls === 1
        ? jsonResponse(200, { success: true, data: user() })
        : jsonResponse(401, { success: false, message: 'Unauthorized' });
    });
    renderConsole('/jobs', {
      'calling-ops': [
        manifest('calling-ops', [
          remoteRoute('/jobs', { page: lazyPage(async () => ({ default: CallsMe })) }),
        ]),
      ],
    });
    expect(await screen.findByText(AUTH_ERRORS.notificationTitle)).toBeInTheDocument();
    expect(screen.getByText(AUTH_ERRORS.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION.tokenStorageKey)).toBeNull();
  });
});
