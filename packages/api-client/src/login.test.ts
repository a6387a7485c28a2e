import { LOGIN } from '@callops/contracts/auth';
import { clientWith, sampleUser as user } from './test-support/client-harness';
import {
  failure,
  hangingResponse,
  jsonResponse,
  networkFailure,
  textResponse,
} from './test-support/fake-fetch';

const loginResult = { access_token: 'tok', token_type: 'bearer', expires_in: 3600, user };

describe('api.login', () => {
  afterEach(() => jest.useRealTimers());

  it('posts the form-encoded credentials to /api/v1/auth/login without a bearer', async () => {
    const { api, requests } = clientWith([jsonResponse(loginResult)]);
    await expect(api.login('admin', 'p&ss word')).resolves.toEqual(loginResult);
    const [request] = requests;
    expect(request?.url).toBe('https://api.example.test/api/v1/auth/login');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(String(request?.body)).toBe('username=admin&password=p%26ss+word');
  });

  it('accepts the answer inside the success envelope', async () => {
    const { api } = clientWith([jsonResponse({ success: true, data: loginResult })]);
    await expect(api.login('admin', 'secret')).resolves.toEqual(loginResult);
  });

  it('raises the server message, else detail, else the status text, else Login failed', async () => {
    const cases: [Parameters<typeof jsonResponse>[0] | string, number, string][] = [
      [{ success: false, message: 'Incorrect username or password' }, 401, 'Incorrect username or password'],
      [{ detail: 'Account disabled' }, 403, 'Account disabled'],
      ['', 500, 'Login failed'],
    ];
    for (const [body, status, message] of cases) {
      const responder = typeof body === 'string' ? textResponse(body, status) : jsonResponse(body, status);
      const { api, onLogout, onAuthError } = clientWith([responder]);
      const error = await failure(api.login('admin', 'x'));
      expect(error.message).toBe(message);
      expect(error.status).toBe(status);
      expect(onLogout).not.toHaveBeenCalled();
      expect(onAuthError).not.toHaveBeenCalled();
    }
    const { api } = clientWith([() => new Response('', { status: 502, statusText: 'Bad Gateway' })]);
    expect((await failure(api.login('a', 'b'))).message).toBe('Bad Gateway');
  });

  it('raises Login failed for an unsuccessful envelope without a message', async () => {
    const { api } = clientWith([jsonResponse({ success: false })]);
    expect((await failure(api.login('a', 'b'))).message).toBe('Login failed');
  });

  it('raises Invalid response format when the answer has no token', async () => {
    for (const body of [{ user }, { access_token: '', user }, { access_token: 'x' }, [1]]) {
      const { api } = clientWith([jsonResponse(body)]);
      expect((await failure(api.login('a', 'b'))).message).toBe('Invalid response format');
    }
    const { api } = clientWith([textResponse('<html>', 200)]);
    expect((await failure(api.login('a', 'b'))).message).toBe('Invalid response format');
  });

  it('reports a network failure as Network error: {reason}', async () => {
    const { api } = clientWith([networkFailure('Failed to fetch')]);
    const error = await failure(api.login('a', 'b'));
    expect(error.message).toBe('Network error: Failed to fetch');
    expect(error.status).toBe(0);
  });

  it('times out after 30 seconds', async () => {
    jest.useFakeTimers();
    const { api, requests } = clientWith([hangingResponse]);
    const result = failure(api.login('a', 'b'));
    await jest.advanceTimersByTimeAsync(LOGIN.timeoutMs - 1);
    expect(requests[0]?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.message).toBe('Login request timed out after 30 seconds');
    expect(error.message).toBe(LOGIN.timeoutMessage);
  });

  describe('429', () => {
    async function retryDelay(retryAfter: string | undefined): Promise<number> {
      jest.useFakeTimers();
      const headers: Record<string, string> = retryAfter === undefined ? {} : { 'Retry-After': retryAfter };
      const { api, requests } = clientWith([
        jsonResponse({ success: false, message: 'Too many' }, 429, headers),
        jsonResponse(loginResult),
      ]);
      const result = api.login('a', 'b');
      let waited = 0;
      while (requests.length < 2 && waited < 10_000) {
        await jest.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      await expect(result).resolves.toEqual(loginResult);
      jest.useRealTimers();
      return waited;
    }

    it('waits the Retry-After seconds and retries once', async () => {
      expect(await retryDelay('3')).toBe(3_000);
    });

    it('bounds the wait to 1–5 seconds and defaults to 2', async () => {
      expect(await retryDelay('0')).toBe(1_000);
      expect(await retryDelay('60')).toBe(5_000);
      expect(await retryDelay(undefined)).toBe(2_000);
      expect(await retryDelay('soon')).toBe(2_000);
    });

    it('does not retry a second time', async () => {
      jest.useFakeTimers();
      const { api, requests } = clientWith([
        jsonResponse({ success: false, message: 'Too many sign-in attempts. Try again later.' }, 429, {
          'Retry-After': '1',
        }),
        jsonResponse({ success: false, message: 'Too many sign-in attempts. Try again later.' }, 429, {
          'Retry-After': '1',
        }),
      ]);
      const result = failure(api.login('a', 'b'));
      await jest.advanceTimersByTimeAsync(10_000);
      const error = await result;
      expect(requests).toHaveLength(2);
      expect(error.status).toBe(429);
      expect(error.message).toBe('Too many sign-in attempts. Try again later.');
    });
  });
});
