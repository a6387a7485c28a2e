import { createHash, timingSafeEqual } from 'node:crypto';
import { observeProviderRequest } from '../metrics/recent-window';
import { ProviderError } from './provider-error';

/** The `fetch` the live adapters use: the global one unless a test or a caller hands in another. */
export type FetchImpl = typeof fetch;

/** Options every HTTP adapter takes besides its settings and base URL. */
export interface VendorHttpOptions {
  /** How long one request may take, answer body included. */
  timeoutMs?: number;
}

/** Long enough for a slow vendor, short enough that a job does not hang on one. */
export const DEFAULT_VENDOR_TIMEOUT_MS = 15_000;

export interface VendorResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Joins a configured base URL (with or without a trailing slash, possibly with a path prefix) and an API path. */
export function vendorUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * One request to a vendor under a deadline that covers reading the answer too. A network failure or the deadline
 * becomes a retryable ProviderError; any HTTP answer is returned for the adapter to map. Each is timed and each
 * failure counted for /metrics under the vendor and the operation (a fixed word of the adapter, never the URL).
 */
export async function vendorRequest(
  provider: string,
  fetchImpl: FetchImpl,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  operation: string,
): Promise<VendorResponse> {
  const vendor = provider.toLowerCase().replace(/\s+/g, '_');
  const started = performance.now();
  let errorKind: string | null = null;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetchImpl(url, { ...init, signal, redirect: 'error' });
    const text = await res.text();
    if (res.status >= 400) errorKind = `${Math.floor(res.status / 100)}xx`;
    return { status: res.status, headers: res.headers, json: parseJson(text) };
  } catch (err) {
    errorKind = signal.aborted ? 'timeout' : 'network';
    if (err instanceof ProviderError) throw err;
    if (signal.aborted) {
      throw new ProviderError(provider, `no answer within ${timeoutMs} ms`, {
        code: 'ETIMEDOUT',
        retryable: true,
      });
    }
    // The cause's code (ECONNREFUSED, ENOTFOUND, …) says enough; the message could carry the URL.
    const code = networkCode(err);
    throw new ProviderError(provider, `could not be reached${code ? ` (${code})` : ''}`, {
      code: code ?? 'ENETWORK',
      retryable: true,
    });
  } finally {
    observeProviderRequest(vendor, operation, (performance.now() - started) / 1000, errorKind);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function networkCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : undefined;
}

/** `Retry-After` as seconds (a number or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now: Date = new Date()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The vendor's own 5xx, a rate limit or a timeout may succeed later; anything else in 4xx will not. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/**
 * A vendor's error text made safe to log and show: only strings, capped, and with what could be a person's data
 * echoed back from our request (e-mail addresses, phone numbers) or a token masked.
 */
export function safeVendorText(value: unknown, max = 200): string | undefined {
  const text = Array.isArray(value)
    ? value.filter((v) => typeof v === 'string').join('; ')
    : typeof value === 'string'
      ? value
      : '';
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/[^\s@<>"',;:]+@[^\s@<>"',;:]+/g, '[email]')
    .replace(/\+?\d[\d\s().-]{5,}\d/g, '[number]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[token]')
    .trim();
  if (cleaned === '') return undefined;
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** Compares two secrets in constant time whatever their lengths (both are hashed to the same size first). */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** Narrows unknown JSON to a plain object. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
