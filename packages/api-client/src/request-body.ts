export type BodyEncoding = 'json' | 'form' | 'multipart';

export interface EncodedBody {
  body: BodyInit;
  /** Absent for multipart: fetch sets the boundary itself. */
  contentType?: string;
}

const fieldText = (value: unknown): string =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Encodes a request body as the endpoint says: JSON, form-encoded or multipart (Blobs stay files). */
export function encodeBody(encoding: BodyEncoding, body: unknown): EncodedBody {
  if (encoding === 'json') return { body: JSON.stringify(body), contentType: 'application/json' };
  const entries = Object.entries((body ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of entries) form.append(key, fieldText(value));
    return { body: form, contentType: 'application/x-www-form-urlencoded' };
  }
  const data = new FormData();
  for (const [key, value] of entries) {
    if (value instanceof Blob)
      data.append(key, value, typeof File !== 'undefined' && value instanceof File ? value.name : key);
    else data.append(key, fieldText(value));
  }
  return { body: data };
}
