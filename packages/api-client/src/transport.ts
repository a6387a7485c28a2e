import {
  AUTH_ERRORS,
  type Endpoint,
  type EndpointMeta,
  type EndpointResponse,
  networkErrorMessage,
} from '@callops/contracts/core';
import { ApiError } from './api-error';
import { buildAuthHeader } from './auth-header';
import type { ApiClientOptions, CallOptions } from './client-options';
import { encodeBody } from './request-body';
import { apiRoot, fillPath, queryString } from './request-url';
import { httpErrorFrom, readBody, unwrapEnvelope, unwrapEnvelopeWithMeta } from './response-body';

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Transport {
  /** The unwrapped `data` of the endpoint's answer. */
  call<E extends Endpoint>(
    endpoint: E,
    input?: CallInput,
    options?: CallOptions,
  ): Promise<EndpointResponse<E>>;
  /**
   * `{ data, ...meta }`: the envelope's fields beside data are kept (declared `meta`, or counts some list answers
   * put there). A body that is not an envelope comes back as `{ data: body }`.
   */
  callWithMeta<E extends Endpoint>(
    endpoint: E,
    input?: CallInput,
    options?: CallOptions,
  ): Promise<{ data: EndpointResponse<E> } & EndpointMeta<E>>;
  /** The raw answer with no error mapping (login has its own rules). */
  fetchRaw(path: string, init: RequestInit): Promise<Response>;
  options: ApiClientOptions;
}

export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createTransport(options: ApiClientOptions): Transport {
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const root = apiRoot(options.baseUrl);

  async function send(endpoint: Endpoint, input: CallInput, callOptions: CallOptions | undefined) {
    const headers: Record<string, string> = { Accept: 'application/json' };
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
    if (!response.ok) throw httpErrorFrom(response.status, parsed);
    return { status: response.status, json: parsed.json ?? (parsed.text || undefined) };
  }

  return {
    options,
    async call(endpoint, input = {}, callOptions) {
      const { status, json } = await send(endpoint, input, callOptions);
      return unwrapEnvelope(status, json) as never;
    },
    async callWithMeta(endpoint, input = {}, callOptions) {
      const { status, json } = await send(endpoint, input, callOptions);
      return unwrapEnvelopeWithMeta(status, json) as never;
    },
    fetchRaw(path, init) {
      return fetchImpl(`${root}${path}`, init);
    },
  };
}
