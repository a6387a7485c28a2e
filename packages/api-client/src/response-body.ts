import { httpStatusMessage, REQUEST_FAILED_MESSAGE } from '@callops/contracts/core';
import { ApiError } from './api-error';

export interface ResponseBody {
  /** The parsed JSON, or undefined when the body is empty or not JSON. */
  json: unknown;
  text: string;
}

export async function readBody(response: Response): Promise<ResponseBody> {
  const text = await response.text();
  if (!text) return { json: undefined, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return { json: undefined, text };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The server's `message`, else its `detail` (a text, or a list of field errors joined). */
export function serverMessage(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined;
  const message = nonEmpty(json.message);
  if (message) return message;
  const { detail } = json;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item) => (isRecord(item) ? (nonEmpty(item.message) ?? nonEmpty(item.msg)) : nonEmpty(item)))
      .filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  return nonEmpty(detail);
}

/** The error envelope's `request_id`, else the `X-Request-Id` the answer carried. */
const requestIdOf = (json: unknown, header: string | null | undefined): string | undefined =>
  (isRecord(json) ? nonEmpty(json.request_id) : undefined) ?? nonEmpty(header);

/** Spec §8: server message or detail, else the text body, else 'HTTP {status}'. */
export function httpErrorFrom(status: number, body: ResponseBody, requestIdHeader?: string | null): ApiError {
  const detail = isRecord(body.json) ? body.json.detail : undefined;
  const text = body.json === undefined ? nonEmpty(body.text) : undefined;
  return new ApiError(
    status,
    serverMessage(body.json) ?? text ?? httpStatusMessage(status),
    detail,
    requestIdOf(body.json, requestIdHeader),
  );
}

export function isEnvelope(json: unknown): json is Record<string, unknown> & { success: boolean } {
  return isRecord(json) && typeof json.success === 'boolean';
}

/**
 * `{success, message, data}`: success → data (or, without `data`, the other fields, e.g. `{ message }`);
 * failure → the message raised. Bodies that are not envelopes are used as they are.
 */
export function unwrapEnvelope(status: number, json: unknown): unknown {
  if (!isEnvelope(json)) return json;
  if (!json.success) {
    throw new ApiError(
      status,
      serverMessage(json) ?? REQUEST_FAILED_MESSAGE,
      json.detail,
      requestIdOf(json, undefined),
    );
  }
  if ('data' in json) return json.data;
  const { success: _success, ...rest } = json;
  return rest;
}

/** For endpoints with envelope meta (e.g. pagination): `{ data, ...meta }`. */
export function unwrapEnvelopeWithMeta(status: number, json: unknown): Record<string, unknown> {
  if (!isEnvelope(json)) return { data: json };
  const data = unwrapEnvelope(status, json);
  const { success: _success, message: _message, data: _data, ...meta } = json;
  return { ...meta, data };
}
