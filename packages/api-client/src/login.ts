import { authEndpoints, LOGIN, type LoginResult } from '@callops/contracts/auth';
import { LOGIN_ERRORS, networkErrorMessage } from '@callops/contracts/core';
import { ApiError } from './api-error';
import { loginRetryDelayMs } from './login-retry';
import { encodeBody } from './request-body';
import { isEnvelope, type ResponseBody, readBody, serverMessage } from './response-body';
import { reasonOf, type Transport } from './transport';

const TOO_MANY_REQUESTS = 429;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Attempt {
  response: Response;
  body: ResponseBody;
}

/** One POST with the 30 s timeout covering the answer and its body. */
async function attemptLogin(transport: Transport, username: string, password: string): Promise<Attempt> {
  const { path, method, bodyEncoding = 'form' } = authEndpoints.login;
  const encoded = encodeBody(bodyEncoding, { username, password });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LOGIN.timeoutMs);
  try {
    const response = await transport.fetchRaw(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(encoded.contentType && { 'Content-Type': encoded.contentType }),
      },
      body: encoded.body,
      signal: controller.signal,
    });
    return { response, body: await readBody(response) };
  } catch (error) {
    if (timedOut) throw new ApiError(0, LOGIN.timeoutMessage);
    throw new ApiError(0, networkErrorMessage(reasonOf(error)));
  } finally {
    clearTimeout(timer);
  }
}

const isLoginResult = (value: unknown): value is LoginResult =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as { access_token?: unknown }).access_token === 'string' &&
  (value as { access_token: string }).access_token !== '' &&
  typeof (value as { user?: unknown }).user === 'object' &&
  (value as { user?: unknown }).user !== null;

/**
 * Spec §7/§8 login: form-encoded, no bearer, 30 s timeout, one retry after a 429 (Retry-After bounded 1–5 s,
 * default 2). Failures: the server's message/detail/status text, else 'Login failed'; an answer without a token
 * is 'Invalid response format'. The answer may come bare or in the success envelope.
 */
export async function login(transport: Transport, username: string, password: string): Promise<LoginResult> {
  let attempt = await attemptLogin(transport, username, password);
  if (attempt.response.status === TOO_MANY_REQUESTS) {
    await sleep(loginRetryDelayMs(attempt.response.headers.get('Retry-After')));
    attempt = await attemptLogin(transport, username, password);
  }
  const { response, body } = attempt;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      serverMessage(body.json) ?? (response.statusText || LOGIN_ERRORS.failed),
    );
  }
  let result: unknown = body.json;
  if (isEnvelope(body.json)) {
    if (!body.json.success) {
      throw new ApiError(response.status, serverMessage(body.json) ?? LOGIN_ERRORS.failed);
    }
    result = body.json.data;
  }
  if (!isLoginResult(result)) throw new ApiError(response.status, LOGIN_ERRORS.invalidResponse);
  return result;
}
