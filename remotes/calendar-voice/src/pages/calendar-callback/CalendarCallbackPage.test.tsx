import { ApiError } from '@callops/api-client';
import { CALENDAR_CALLBACK_REDIRECT_MS, CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test-support/page-harness';
import CalendarCallbackPage from './CalendarCallbackPage';

const ROUTE = '/auth/calendar/callback';
const visit = (query: string, handlers: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<CalendarCallbackPage />, { ...handlers, path: `${ROUTE}${query}`, route: ROUTE });
const location = () => screen.getByTestId('location').textContent;

describe('CalendarCallbackPage', () => {
  it('submits the code and state once, says so, then goes to /calendar after 2 s', async () => {
    const authCode = jest.fn(async () => ({ message: CALENDAR_MESSAGES.authorized, authorized: true }));
    const { notify } = visit('?code=4%2F0Abc&state=signed.state&scope=calendar', {
      handlers: { 'calendar.authCode': authCode },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Google Calendar Authorization' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(CALENDAR_MESSAGES.callbackSuccess)).toBeInTheDocument();
    const shownAt = Date.now();
    expect(notify.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.callbackToast);
    expect(authCode).toHaveBeenCalledTimes(1);
    expect(authCode).toHaveBeenCalledWith({ body: { code: '4/0Abc', state: 'signed.state' } });
    expect(location()).toBe(ROUTE);
    await waitFor(() => expect(location()).toBe('/calendar'), {
      timeout: CALENDAR_CALLBACK_REDIRECT_MS + 2000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(CALENDAR_CALLBACK_REDIRECT_MS - 100);
  });

  it("shows Google's error without submitting anything, and returns to the calendar on request", async () => {
    const user = userEvent.setup();
    const authCode = jest.fn();
    const { called } = visit('?error=access_denied&state=s', { handlers: { 'calendar.authCode': authCode } });
    expect(screen.getByText(CALENDAR_MESSAGES.callbackFailed('access_denied'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Calendar' }));
    expect(location()).toBe('/calendar');
    expect(called()).toEqual([]);
  });

  it('says when no code came back', () => {
    visit('');
    expect(screen.getByText(CALENDAR_MESSAGES.callbackNoCode)).toBeInTheDocument();
  });

  it('says why the code was refused', async () => {
    const { notify } = visit('?code=used-code&state=s', {
      handlers: {
        'calendar.authCode': () => Promise.reject(new ApiError(400, CALENDAR_MESSAGES.codeRefused)),
      },
    });
    expect(
      await screen.findByText(CALENDAR_MESSAGES.callbackCompleteFailed(CALENDAR_MESSAGES.codeRefused)),
    ).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
  });
});
