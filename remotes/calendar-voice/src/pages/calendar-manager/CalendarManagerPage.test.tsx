import { ApiError } from '@callops/api-client';
import type { FakeHandlers } from '@callops/api-client/test-support';
import {
  CALENDAR_MESSAGES,
  type CalendarAuthStatus,
  type CalendarEvent,
  type CalendarEventsPage,
} from '@callops/contracts/calendar';
import { TOASTS } from '@callops/contracts/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_TEXT } from '../../calendar-voice-text';
import { answers, renderPage } from '../../test-support/page-harness';
import { goToConsentPage, reloadPage } from './browser-navigation';
import CalendarManagerPage from './CalendarManagerPage';

jest.mock('./browser-navigation', () => ({ goToConsentPage: jest.fn(), reloadPage: jest.fn() }));

const calendarError = { durationMs: TOASTS.calendarErrorDurationMs };

const status = (
  authorized: boolean,
  reason: string | null,
  api_access = authorized && !reason,
): CalendarAuthStatus => ({
  status: { authorized, reason, calendars_count: api_access ? 2 : null, api_access },
  authorized,
  reason,
});
const READY = status(true, null);
const EXPIRED = status(true, CALENDAR_MESSAGES.invalidGrantReason);
const NO_CREDENTIALS = status(false, CALENDAR_MESSAGES.noCredentialsReason);
const NO_TOKEN = status(false, CALENDAR_MESSAGES.noTokenReason);

const event = (n: number): CalendarEvent => ({
  id: `event-${n}`,
  summary: `Estimate ${n}`,
  description: n === 1 ? 'Roof inspection' : null,
  location: n === 1 ? '12 King St W' : null,
  start: { dateTime: `2026-03-1${n}T14:00:00Z` },
  end: { dateTime: `2026-03-1${n}T15:00:00Z` },
});
const ALL = [1, 2, 3, 4, 5].map(event);

/** The events endpoint as the server pages it. */
const eventsHandler = (source: CalendarEventsPage['source'] = 'google', events = ALL) =>
  jest.fn(async ({ query }: { query?: { page?: number | string; limit?: number | string } }) => {
    const page = Number(query?.page ?? 1);
    const limit = Number(query?.limit ?? 5);
    const pages = Math.ceil(events.length / limit);
    return {
      events: events.slice((page - 1) * limit, page * limit),
      source,
      page,
      total_pages: pages,
      total_events: events.length,
      has_next: page < pages,
      has_prev: page > 1,
    };
  });

const render = (handlers: FakeHandlers, role: 'admin' | 'viewer' = 'admin') =>
  renderPage(<CalendarManagerPage />, { handlers, role, path: '/calendar' });

const summaries = () =>
  within(screen.getByRole('list', { name: 'Upcoming Events (Next 7 Days)' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('CalendarManagerPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the authorization status and the next events three at a time', async () => {
    const user = userEvent.setup();
    const events = eventsHandler();
    render({ 'calendar.authStatus': async () => READY, 'calendar.upcomingEvents': events });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar Manager' })).toBeInTheDocument();
    expect(await screen.findByText('Authorized')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await waitFor(() => expect(summaries()).toEqual(['Estimate 1', 'Estimate 2', 'Estimate 3']));
    expect(screen.getByText('12 King St W')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 (5 events)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(summaries()).toEqual(['Estimate 4', 'Estimate 5']));
    expect(events.mock.calls.at(-1)?.[0]).toEqual({ query: { page: 2, limit: 3 } });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText(CALENDAR_TEXT.simulatedSource)).not.toBeInTheDocument();
  });

  it('asks for the credentials file when there is none, and shows the simulated calendar', async () => {
    render({
      'calendar.authStatus': async () => NO_CREDENTIALS,
      'calendar.upcomingEvents': eventsHandler('simulated', ALL.slice(0, 1)),
    });
    expect(await screen.findByText(CALENDAR_MESSAGES.credentialsMissing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Credentials' })).toHaveAttribute(
      'href',
      '/settings/general',
    );
    // the simulated calendar stands in: the page says so, not 'Not authorized' (issue 42)
    expect(screen.getByText(CALENDAR_TEXT.simulatedTitle)).toBeInTheDocument();
    expect(screen.getByText('Simulated (MOCK)')).toBeInTheDocument();
    expect(screen.queryByText('Not authorized')).not.toBeInTheDocument();
    expect(await screen.findByText(CALENDAR_TEXT.simulatedSource)).toBeInTheDocument();
    expect(summaries()).toEqual(['Estimate 1']);
  });

  it('sends the admin to the consent URL to authorize', async () => {
    const user = userEvent.setup();
    const authUrl = answers(
      { auth_url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' },
      { auth_url: '' },
    );
    const { notify } = render({
      'calendar.authStatus': async () => NO_TOKEN,
      'calendar.upcomingEvents': eventsHandler('simulated', []),
      'calendar.authUrl': authUrl,
    });
    expect(await screen.findByText(CALENDAR_MESSAGES.notAuthorized)).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events in the next 7 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() =>
      expect(goToConsentPage).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
    );
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.noAuthUrl, calendarError),
    );
    expect(goToConsentPage).toHaveBeenCalledTimes(1);
  });

  it('says why the consent URL could not be had, for 6 seconds', async () => {
    const user = userEvent.setup();
    const { notify } = render({
      'calendar.authStatus': async () => READY,
      'calendar.upcomingEvents': eventsHandler(),
      'calendar.authUrl': () => Promise.reject(new ApiError(502, 'Google is down')),
    });
    await user.click(await screen.findByRole('button', { name: 'Re-authorize' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        CALENDAR_MESSAGES.authUrlFailed('Google is down'),
        calendarError,
      ),
    );
  });

  it('refreshes the token by itself on invalid_grant, then shows the events', async () => {
    const refresh = jest.fn(async () => READY);
    const events = eventsHandler();
    const { notify } = render({
      'calendar.authStatus': answers(EXPIRED, READY),
      'calendar.authRefresh': refresh,
      'calendar.upcomingEvents': events,
    });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(CALENDAR_MESSAGES.tokenExpiredRefreshing));
    await waitFor(() => expect(summaries()).toEqual(['Estimate 1', 'Estimate 2', 'Estimate 3']));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Authorized')).toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();
    // The events were read only once the token was good again.
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('is not authorized when the refresh fails or brings no API access, and tries only once', async () => {
    for (const outcome of [
      () => Promise.reject(new ApiError(502, 'Google OAuth: refused')),
      async () => status(true, 'Google Calendar could not be checked', false),
      async () => status(false, CALENDAR_MESSAGES.refreshRevokedReason),
    ]) {
      const refresh = jest.fn(outcome);
      const { notify, unmount } = render({
        'calendar.authStatus': async () => EXPIRED,
        'calendar.authRefresh': refresh,
        'calendar.upcomingEvents': eventsHandler('simulated', []),
      });
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.refreshFailed, calendarError),
      );
      expect(screen.getByText(CALENDAR_MESSAGES.notAuthorized)).toBeInTheDocument();
      expect(screen.getByText('Not authorized')).toBeInTheDocument();
      await screen.findByText('No upcoming events in the next 7 days');
      expect(refresh).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it("shows 'Error Loading Calendar' with Reload Page when the status cannot be read", async () => {
    const user = userEvent.setup();
    render({ 'calendar.authStatus': () => Promise.reject(new ApiError(503, 'Database unavailable')) });
    expect(await screen.findByText(CALENDAR_MESSAGES.loadError)).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('checks the status again, with a 6-second toast when that fails', async () => {
    const user = userEvent.setup();
    const check = jest
      .fn()
      .mockResolvedValueOnce(NO_TOKEN)
      .mockResolvedValueOnce(READY)
      .mockRejectedValueOnce(new ApiError(500, 'boom'));
    const { notify } = render({ 'calendar.authStatus': check, 'calendar.upcomingEvents': eventsHandler() });
    await screen.findByText(CALENDAR_MESSAGES.notAuthorized);
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Authorized')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Status' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.checkStatusFailed, {
        description: 'boom',
        ...calendarError,
      }),
    );
  });

  it('says why the events failed, for 6 seconds, and offers Retry', async () => {
    const user = userEvent.setup();
    const events = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(502, 'Google Calendar: listing the events: 403 rateLimitExceeded'))
      .mockImplementation(eventsHandler());
    const { notify } = render({
      'calendar.authStatus': async () => READY,
      'calendar.upcomingEvents': events,
    });
    const message = CALENDAR_MESSAGES.loadEventsFailed(
      'Google Calendar: listing the events: 403 rateLimitExceeded',
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message, calendarError));
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(summaries()).toHaveLength(3));
  });

  it('refreshes the status and the events on Refresh', async () => {
    const user = userEvent.setup();
    const statusRead = jest.fn(async () => READY);
    const events = eventsHandler();
    render({ 'calendar.authStatus': statusRead, 'calendar.upcomingEvents': events });
    await waitFor(() => expect(summaries()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(events).toHaveBeenCalledTimes(2));
    expect(statusRead).toHaveBeenCalledTimes(2);
  });

  it('lets viewers see the calendar but not authorize it', async () => {
    render(
      { 'calendar.authStatus': async () => NO_TOKEN, 'calendar.upcomingEvents': eventsHandler('simulated') },
      'viewer',
    );
    expect(await screen.findByText(CALENDAR_MESSAGES.notAuthorized)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Authorize' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Status' })).toBeInTheDocument();
  });
});
