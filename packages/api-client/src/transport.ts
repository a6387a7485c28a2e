import {
  AUTH_ERRORS,
  type Endpoint,
  networkErrorMessage,
  UNEXPECTED_FORMAT_MESSAGE,
} from '@callops/contracts/core';
import { ApiError } from './api-error';
import { buildAuthHeader } from './auth-header';
import type { ApiClientOptions, CallOptions } from './client-options';
import { encodeBody } from './request-body';
import { apiRoot, fillPath, queryString } from './request-url';
import { httpErrorFrom, readBody, unwrapEnvelope, unwrapEnvelopeWithMeta } from './response-body';
import { newTraceparent } from './trace-parent';

/** What one call sends, as loose as the transport sees it (the client types it per endpoint). */
export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Transport {
  /**
   * The endpoint's answer, checked against its contract: the envelope's `data` parsed with `response`, or
   * `{ data, ...meta }` for endpoints that declare `meta`.
   */
  call(endpoint: Endpoint, input?: CallInput, options?: CallOptions): Promise<unknown>;
  /** The raw answer with no error mapping (login has its own rules). */
  fetchRaw(path: string, init: RequestInit): Promise<Response>;
}

export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The parsed value, or the spec's 'Unexpected response format from API' when it is not what the contract says. */
function checked(endpoint: Endpoint, status: number, json: unknown): unknown {
  const unexpected = () => new ApiError(status, UNEXPECTED_FORMAT_MESSAGE);
  if (!endpoint.meta) {
    const data = endpoint.response.safeParse(unwrapEnvelope(status, json));
    if (!data.success) throw unexpected();
    return data.data;
  }
  const { data, ...meta } = unwrapEnvelopeWithMeta(status, json);
  const parsedData = endpoint.response.safeParse(data);
  const parsedMeta = endpoint.meta.safeParse(meta);
  if (!parsedData.success || !parsedMeta.success) throw unexpected();
  return { ...(parsedMeta.data as Record<string, unknown>), data: parsedData.data };
}

export function createTransport(options: ApiClientOptions): Transport {
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const root = apiRoot(options.baseUrl);

  async function send(endpoint: Endpoint, input: CallInput, callOptions: CallOptions | undefined) {
    const headers: Record<string, string> = { Accept: 'application/json', traceparent: newTraceparent() };
    let body: BodyInit | undefined;
    if (input.body !== undefined) {
      const encoded = encodeBody(endpoint.bodyEncoding ?? 'json', input.body);
      body = encoded.body;
      if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
    }
    if (endpoint.access !== 'public') Object.assign(headers, await buildAuthHeader(options));

    const url = `${root}${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body,
        signal: callOptions?.signal,
      });
    } catch (error) {
      throw new ApiError(0, networkErrorMessage(reasonOf(error)));
    }

    if (response.status === 401 || response.status === 403) {
      const message = response.status === 401 ? AUTH_ERRORS.sessionExpired : AUTH_ERRORS.notAuthorized;
      options.onLogout(message);
      if (!callOptions?.suppressAuthNotification) options.onAuthError(message);
      throw new ApiError(response.status, AUTH_ERRORS.authenticationFailed, message);
    }

    let parsed: Awaited<ReturnType<typeof readBody>>;
    try {
      parsed = await readBody(response);
    } catch (error) {
      throw new ApiError(response.status, networkErrorMessage(reasonOf(error)));
    }
    if (!response.ok) throw httpErrorFrom(response.status, parsed, response.headers.get('x-request-id'));
    return { status: response.status, json: parsed.json ?? (parsed.text || undefined) };
  }

  return {
    async call(endpoint, input = {}, callOptions) {
      const { status, json } = await send(endpoint, input, callOptions);
      return checked(endpoint, status, json);
    },
    fetchRaw(path, init) {
      return fetchImpl(`${root}${path}`, init);
    },
  };
}
